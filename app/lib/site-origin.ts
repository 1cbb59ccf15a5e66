import { hostForLang } from "#core/i18n/languages.ts";
import { useRootData } from "./root-data.ts";

/** The page's language host with its protocol, for absolute URLs (canonical, JSON-LD). */
export function useSiteOrigin(): string {
  const root = useRootData();
  return root ? `${root.siteProtocol}://${hostForLang(root.siteHost, root.lang)}` : "";
}
