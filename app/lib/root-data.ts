import { useRouteLoaderData } from "react-router";
import type { Direction, Lang } from "~/i18n/languages.ts";

/** What the root loader gives every page (kept serialisable and small). */
export interface RootData {
  lang: Lang;
  intlLang: string;
  dir: Direction;
  messages: object;
  siteHost: string;
  siteProtocol: "http" | "https";
  user: { firstName: string; roles: string[] } | null;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}
