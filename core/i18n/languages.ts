/** The 13 interface languages. `iw` is Hebrew: the code our URLs use; Intl knows it as `he`. */
export const LANGUAGES = [
  { code: "en", intl: "en", native: "English", dir: "ltr" },
  { code: "tr", intl: "tr", native: "Türkçe", dir: "ltr" },
  { code: "ar", intl: "ar", native: "العربية", dir: "rtl" },
  { code: "zh", intl: "zh-CN", native: "中文", dir: "ltr" },
  { code: "es", intl: "es", native: "Español", dir: "ltr" },
  { code: "fr", intl: "fr", native: "Français", dir: "ltr" },
  { code: "de", intl: "de", native: "Deutsch", dir: "ltr" },
  { code: "iw", intl: "he", native: "עברית", dir: "rtl" },
  { code: "hi", intl: "hi", native: "हिन्दी", dir: "ltr" },
  { code: "ja", intl: "ja", native: "日本語", dir: "ltr" },
  { code: "fa", intl: "fa", native: "فارسی", dir: "rtl" },
  { code: "it", intl: "it", native: "Italiano", dir: "ltr" },
  { code: "ru", intl: "ru", native: "Русский", dir: "ltr" },
] as const;

export type Lang = (typeof LANGUAGES)[number]["code"];
export type Direction = "ltr" | "rtl";
export const DEFAULT_LANG: Lang = "en";
export const LANG_CODES = LANGUAGES.map((l) => l.code) as Lang[];

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (LANG_CODES as string[]).includes(value);
}

export function languageInfo(lang: Lang) {
  return LANGUAGES.find((l) => l.code === lang)!;
}

/**
 * The language is the first label of the host: tr.example.com → tr. Anything else (no
 * subdomain, www, an unknown label, a malformed host) is English.
 */
export function langFromHost(host: string | null | undefined): Lang {
  const first = (host ?? "").toLowerCase().split(".")[0] ?? "";
  return isLang(first) && (host ?? "").includes(".") ? first : DEFAULT_LANG;
}

/** The same page on another language's host: tr.localhost:3000 ↔ localhost:3000. */
export function hostForLang(siteHost: string, lang: Lang): string {
  return lang === DEFAULT_LANG ? siteHost : `${lang}.${siteHost}`;
}
