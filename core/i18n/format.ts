import { dateTimeFormat, listFormat, numberFormat } from "./intl-cache.ts";
import { type Lang, languageInfo } from "./languages.ts";

export function formatNumber(lang: Lang, value: number): string {
  return numberFormat(languageInfo(lang).intl).format(value);
}

// Unicode isolates: text between an opener and PDI is laid out on its own, so its neighbours
// cannot reorder it. They work in any string (text, attributes, titles), unlike <bdi>.
const FSI = "\u2068";
const LRI = "\u2066";
const PDI = "\u2069";

/**
 * A user-supplied name (company, product, brand, person, search text) to be put inside a
 * translated sentence: isolated, so "Teguh Gloves Sdn. Bhd." keeps its final period on the right
 * in an Arabic sentence and an Arabic name keeps its order in an English one.
 */
export function isolate(text: string): string {
  return `${FSI}${text}${PDI}`;
}

/** Text that always reads left to right (phone numbers, e-mail addresses, SKUs) inside a sentence. */
export function isolateLtr(text: string): string {
  return `${LRI}${text}${PDI}`;
}

export function formatMoney(lang: Lang, amount: number, currency = "USD"): string {
  const digits = amount !== 0 && Math.abs(amount) < 1 ? 4 : 2;
  const format = numberFormat(languageInfo(lang).intl, {
    style: "currency",
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: digits,
  });
  if (languageInfo(lang).dir === "ltr") return format.format(amount);
  // Right to left, Intl puts the amount first and the symbol after it ("7.17 US$", with a
  // right-to-left mark in front). Laid out as plain text, the "$" of "US$" is a neutral that the
  // Arabic around it pulls away ("$US 7.17"). The symbol is kept whole as a left-to-right
  // island, and the whole price is isolated from the words around it, so it reads as Intl meant
  // it: the amount first, then "US$".
  const text = format
    .formatToParts(amount)
    .map((part) => (part.type === "currency" ? isolateLtr(part.value) : part.value))
    .join("");
  return isolate(text);
}

/** A date (ISO string or 'YYYY-MM-DD') in the language's usual short form. */
export function formatDate(lang: Lang, value: string | Date): string {
  const date =
    typeof value === "string" ? new Date(value.length === 10 ? `${value}T00:00:00Z` : value) : value;
  if (Number.isNaN(date.getTime())) return "";
  return dateTimeFormat(languageInfo(lang).intl, { dateStyle: "medium", timeZone: "UTC" }).format(date);
}

/** Country and language names by code, in one language, as the server's Intl gives them. */
export interface NameTable {
  lang: Lang;
  countries: Record<string, string>;
  languages: Record<string, string>;
}

let serverNames: NameTable | undefined;

/**
 * In the browser: use the names the server rendered the page with. Browsers name some places
 * otherwise than the server's Intl does (Chromium says "Hong Kong" for "Hong Kong SAR China" and
 * "Palestine" for "Palestinian Territories", and an older browser still says "Turkey"), and a
 * hydrated page must render the very text of its HTML.
 */
export function adoptServerNames(names: NameTable | undefined): void {
  serverNames = names;
}

/** The names of `countryCodes` and `languageCodes` in `lang`, for the browser to adopt. */
export function nameTable(
  lang: Lang,
  countryCodes: readonly string[],
  languageCodes: readonly string[],
): NameTable {
  return {
    lang,
    countries: Object.fromEntries(countryCodes.map((code) => [code, countryName(lang, code)])),
    languages: Object.fromEntries(languageCodes.map((code) => [code, languageName(lang, code)])),
  };
}

const regionNames = new Map<Lang, Intl.DisplayNames>();

/** A country's name in the page language, from its ISO code. */
export function countryName(lang: Lang, code: string): string {
  const given = serverNames?.lang === lang ? serverNames.countries[code.toUpperCase()] : undefined;
  if (given) return given;
  try {
    // Building a DisplayNames is far dearer than asking one (filter lists name dozens per page).
    let names = regionNames.get(lang);
    if (!names) {
      names = new Intl.DisplayNames([languageInfo(lang).intl], { type: "region" });
      regionNames.set(lang, names);
    }
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

const languageNames = new Map<Lang, Intl.DisplayNames>();

/** A language's name in the page language, from its code (iw is Hebrew); the code when unknown. */
export function languageName(lang: Lang, code: string): string {
  const given = serverNames?.lang === lang ? serverNames.languages[code] : undefined;
  if (given) return given;
  try {
    let names = languageNames.get(lang);
    if (!names) {
      names = new Intl.DisplayNames([languageInfo(lang).intl], { type: "language" });
      languageNames.set(lang, names);
    }
    return names.of(code === "iw" ? "he" : code) ?? code;
  } catch {
    return code;
  }
}

/** "a, b and c" in the page language (Arabic and Persian commas, CJK separators…). */
export function formatList(lang: Lang, items: string[]): string {
  return listFormat(languageInfo(lang).intl, { type: "unit", style: "short" }).format(items);
}

/** Arabic and Persian separate list items with the Arabic comma. */
export function listSeparator(lang: Lang): string {
  return lang === "ar" || lang === "fa" ? "، " : ", ";
}
