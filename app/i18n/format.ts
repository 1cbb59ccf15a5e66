import { type Lang, languageInfo } from "./languages.ts";

// Intl formatters are costly to build and safe to share: one per language and shape.
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>(
  key: string,
  make: () => T,
): T {
  let f = cache.get(key);
  if (!f) {
    f = make();
    cache.set(key, f);
  }
  return f as T;
}

export function formatNumber(lang: Lang, value: number): string {
  return cached(`n:${lang}`, () => new Intl.NumberFormat(languageInfo(lang).intl)).format(value);
}

export function formatMoney(lang: Lang, amount: number, currency = "USD"): string {
  const digits = amount !== 0 && Math.abs(amount) < 1 ? 4 : 2;
  return cached(
    `m:${lang}:${currency}:${digits}`,
    () =>
      new Intl.NumberFormat(languageInfo(lang).intl, {
        style: "currency",
        currency,
        minimumFractionDigits: 2,
        maximumFractionDigits: digits,
      }),
  ).format(amount);
}

/** A date (ISO string or 'YYYY-MM-DD') in the language's usual short form. */
export function formatDate(lang: Lang, value: string | Date): string {
  const date =
    typeof value === "string" ? new Date(value.length === 10 ? `${value}T00:00:00Z` : value) : value;
  if (Number.isNaN(date.getTime())) return "";
  return cached(
    `d:${lang}`,
    () => new Intl.DateTimeFormat(languageInfo(lang).intl, { dateStyle: "medium", timeZone: "UTC" }),
  ).format(date);
}

const regionNames = new Map<Lang, Intl.DisplayNames>();

/** A country's name in the page language, from its ISO code. */
export function countryName(lang: Lang, code: string): string {
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
  return cached(
    `l:${lang}`,
    () => new Intl.ListFormat(languageInfo(lang).intl, { type: "unit", style: "short" }),
  ).format(items);
}
