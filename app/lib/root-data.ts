import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from "react-router";
import type { Direction, Lang } from "#core/i18n/languages.ts";

/** What the root loader gives every page (kept serialisable and small: the messages come apart, app/i18n/page-messages.ts). */
export interface RootData {
  lang: Lang;
  intlLang: string;
  dir: Direction;
  siteHost: string;
  siteProtocol: "http" | "https";
  /** `emailConfirmed`: writing to suppliers, commenting and buying wait for it (confirm-email-notice.tsx). */
  user: { firstName: string; roles: string[]; emailConfirmed: boolean } | null;
  /**
   * The signed-in user's conversations with unread messages, as a buyer and for the supplier
   * companies they work for (the header's badges); absent on a refusal's page.
   */
  unread?: { buyer: number; seller: number; member: boolean; eventCursor: number };
}

/**
 * The root loader's data; when a request was refused before any loader ran (the root's
 * middleware), the refusal carries the same data, so its error page still speaks the page's
 * language.
 */
export function useRootData(): RootData | undefined {
  const loaded = useRouteLoaderData("root") as RootData | undefined;
  const error = useRouteError();
  return loaded ?? (isRouteErrorResponse(error) ? (error.data as RefusalData | null)?.rootData : undefined);
}

/** The body of a refusal thrown before the loaders ran. */
export interface RefusalData {
  rootData: RootData;
}
