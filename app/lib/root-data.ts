import { useRouteLoaderData } from "react-router";
import type { Direction, Lang } from "~/i18n/languages.ts";

/** What the root loader gives every page (kept serialisable and small: the messages come apart, app/i18n/page-messages.ts). */
export interface RootData {
  lang: Lang;
  intlLang: string;
  dir: Direction;
  siteHost: string;
  siteProtocol: "http" | "https";
  /** `emailConfirmed`: writing to suppliers, commenting and buying wait for it (confirm-email-notice.tsx). */
  user: { firstName: string; roles: string[]; emailConfirmed: boolean } | null;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}
