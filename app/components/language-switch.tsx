import { useLocation } from "react-router";
import { hostForLang, LANGUAGES } from "#core/i18n/languages.ts";
import { usePageAddress } from "#core/urls/page-address.ts";
import { useTranslation } from "../i18n/react.tsx";
import { useRootData } from "../lib/root-data.ts";

/**
 * Links to the same page on each language's host, under its name there (a product's Turkish name
 * on tr.…) and with the visitor's filters; a page that exists in one language only links to the
 * other languages' home pages. Works without JavaScript (a <details> menu).
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const data = useRootData();
  const location = useLocation();
  const address = usePageAddress();
  if (!data) return null;
  const current = LANGUAGES.find((l) => l.code === data.lang)!;
  const pathIn = (lang: (typeof LANGUAGES)[number]["code"]) => {
    if (!address) return `${location.pathname}${location.search}`;
    if (!address.languages) return lang === data.lang ? `${location.pathname}${location.search}` : "/";
    return address.languages[lang].replace(/\?.*$/, "") + location.search;
  };
  return (
    <details className="group relative">
      <summary className="flex cursor-pointer list-none items-center gap-1 rounded px-2 py-1 text-sm hover:bg-gray-100">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="12" cy="12" r="10" />
          <path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20" />
        </svg>
        <span>
          <span className="sr-only">{t("header.language")}: </span>
          {current.native}
        </span>
      </summary>
      <ul className="absolute end-0 z-40 mt-1 hidden max-h-80 group-open:block w-44 overflow-auto rounded-md border border-gray-200 bg-white py-1 shadow-lg">
        {LANGUAGES.map((l) => (
          <li key={l.code}>
            <a
              href={`${data.siteProtocol}://${hostForLang(data.siteHost, l.code)}${pathIn(l.code)}`}
              hrefLang={l.intl}
              lang={l.intl}
              dir={l.dir}
              aria-current={l.code === data.lang ? "true" : undefined}
              className="block px-3 py-1.5 text-sm hover:bg-gray-100 aria-[current]:font-semibold aria-[current]:text-brand-700"
            >
              {l.native}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
