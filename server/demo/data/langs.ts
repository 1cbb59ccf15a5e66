/** The 13 interface languages, in their fixed order. `iw` is Hebrew (Intl uses `he`). */
export const LANGS = ["en", "tr", "ar", "zh", "es", "fr", "de", "iw", "hi", "ja", "fa", "it", "ru"] as const;
export type Lang = (typeof LANGS)[number];
/** A text in every language. */
export type Names = Record<Lang, string>;
/** A text written in English and Turkish (demo product content). */
export type EnTr = { en: string; tr: string };
