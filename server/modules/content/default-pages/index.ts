import type { Lang } from "#core/i18n/languages.ts";
import { CONTENT_PAGES_AR } from "./ar.ts";
import { CONTENT_PAGES_DE } from "./de.ts";
import { CONTENT_PAGES_EN } from "./en.ts";
import { CONTENT_PAGES_ES } from "./es.ts";
import { CONTENT_PAGES_FA } from "./fa.ts";
import { CONTENT_PAGES_FR } from "./fr.ts";
import { CONTENT_PAGES_HI } from "./hi.ts";
import { CONTENT_PAGES_IT } from "./it.ts";
import { CONTENT_PAGES_IW } from "./iw.ts";
import { CONTENT_PAGES_JA } from "./ja.ts";
import { CONTENT_PAGES_RU } from "./ru.ts";
import { CONTENT_PAGES_TR } from "./tr.ts";
import type { ContentPageTexts } from "./types.ts";
import { CONTENT_PAGES_ZH } from "./zh.ts";

/** The shipped texts of the static pages in all 13 languages (installed where a language has none). */
export const DEFAULT_CONTENT_PAGES: Record<Lang, ContentPageTexts> = {
  en: CONTENT_PAGES_EN,
  tr: CONTENT_PAGES_TR,
  ar: CONTENT_PAGES_AR,
  zh: CONTENT_PAGES_ZH,
  es: CONTENT_PAGES_ES,
  fr: CONTENT_PAGES_FR,
  de: CONTENT_PAGES_DE,
  iw: CONTENT_PAGES_IW,
  hi: CONTENT_PAGES_HI,
  ja: CONTENT_PAGES_JA,
  fa: CONTENT_PAGES_FA,
  it: CONTENT_PAGES_IT,
  ru: CONTENT_PAGES_RU,
};
