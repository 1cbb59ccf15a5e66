import { useLocation } from "react-router";
import { hostForLang, LANGUAGES, type Lang } from "#core/i18n/languages.ts";
import { sameInEveryLanguage, usePageAddress } from "#core/urls/page-address.ts";
import { useRootData } from "../lib/root-data.ts";

/**
 * The canonical URL of the page and the same page on the 12 other language hosts (hreflang),
 * so search engines index one URL per page and language. Each language's URL is that page's own
 * address there (a product's name differs by language), so no alternate answers with a redirect.
 * Filters and view options are not part of the canonical URL; the page number is.
 */
export function LanguageAlternates() {
  const data = useRootData();
  const location = useLocation();
  const address = usePageAddress();
  if (!data) return null;
  // A page whose loader does not name its address is reached under one path only: this one.
  const page = new URLSearchParams(location.search).get("p");
  const { canonical, languages } =
    address ?? sameInEveryLanguage(location.pathname + (page && /^[1-9]\d*$/.test(page) ? `?p=${page}` : ""));
  const url = (lang: Lang, path: string) =>
    `${data.siteProtocol}://${hostForLang(data.siteHost, lang)}${path}`;
  return (
    <>
      <link rel="canonical" href={url(data.lang, canonical)} />
      {languages
        ? LANGUAGES.map((l) => (
            <link key={l.code} rel="alternate" hrefLang={l.intl} href={url(l.code, languages[l.code])} />
          ))
        : null}
      {languages ? <link rel="alternate" hrefLang="x-default" href={url("en", languages.en)} /> : null}
    </>
  );
}
