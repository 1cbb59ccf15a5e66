import i18next, { type i18n, type TFunction } from "i18next";
import type { Lang } from "./languages.ts";

/**
 * An i18next instance for one language. English is bundled as the fallback on the server; in
 * the browser only the page's language travels (every key exists in every locale, a test checks).
 */
export function createI18n(lang: Lang, messages: object, fallback?: object): i18n {
  const instance = i18next.createInstance();
  instance.init({
    lng: lang,
    fallbackLng: "en",
    resources: {
      [lang]: { translation: messages },
      ...(fallback && lang !== "en" ? { en: { translation: fallback } } : {}),
    },
    interpolation: { escapeValue: false }, // React escapes; mail is plain text
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

export type { TFunction };
