import { createContext } from "react-router";
import type { Direction, Lang } from "#core/i18n/languages.ts";
import type { SessionUser } from "#server/modules/accounts/index.ts";
import type { AppDeps } from "./deps.ts";

/** What a loader or action knows about the request it serves, set by server/app.ts. */
export interface RequestContext {
  deps: AppDeps;
  lang: Lang;
  dir: Direction;
  /** scheme://host of this request's site, e.g. http://tr.localhost:3000 */
  origin: string;
  user: SessionUser | undefined;
  sessionToken: string | undefined;
  ip: string | null;
  userAgent: string | null;
  requestId: string;
}

export const requestContext = createContext<RequestContext>();
