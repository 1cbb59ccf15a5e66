import { useLocation, useMatches } from "react-router";
import { hostForLang, LANGUAGES } from "~/i18n/languages.ts";
import { useRootData } from "~/lib/root-data.ts";

/**
 * The canonical URL of the page and the same page on the 12 other language hosts (hreflang),
 * so search engines index one URL per page and language. Filters and view options are not part
 * of the canonical URL; the page number is.
 */
export function LanguageAlternates() {
  const data = useRootData();
  const location = useLocation();
  // Pages that exist in one language only (SEO landing pages) have no alternates.
  const singleLanguage = useMatches().some(
    (m) => (m.handle as { singleLanguage?: boolean } | undefined)?.singleLanguage,
  );
  if (!data) return null;
  const page = new URLSearchParams(location.search).get("p");
  const path = location.pathname + (page && /^[1-9]\d*$/.test(page) ? `?p=${page}` : "");
  const url = (lang: (typeof LANGUAGES)[number]["code"]) =>
    `${data.siteProtocol}://${hostForLang(data.siteHost, lang)}${path}`;
  return (
    <>
      <link rel="canonical" href={url(data.lang)} />
      {singleLanguage
        ? null
        : LANGUAGES.map((l) => <link key={l.code} rel="alternate" hrefLang={l.intl} href={url(l.code)} />)}
      {singleLanguage ? null : <link rel="alternate" hrefLang="x-default" href={url("en")} />}
    </>
  );
}
