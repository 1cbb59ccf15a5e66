// The demo vocabulary's translations into the 11 languages beyond English and Turkish, by root category.
import { translations as r002 } from "./r002/index.ts";
import { translations as r007 } from "./r007/index.ts";
import { translations as r008 } from "./r008/index.ts";
import { translations as r015 } from "./r015/index.ts";
import { translations as r016 } from "./r016/index.ts";
import { translations as r020 } from "./r020/index.ts";
import { translations as r024 } from "./r024/index.ts";
import { translations as r034 } from "./r034/index.ts";
import type { RootTranslations } from "./types.ts";

export type { OtherLang, RootTranslations, Translation } from "./types.ts";

/** Root category code → the translations of its leaves' nouns, qualities and specs, descriptions and plurals. */
export const VOCAB_I18N: Record<string, RootTranslations> = {
  "002": r002,
  "007": r007,
  "008": r008,
  "015": r015,
  "016": r016,
  "020": r020,
  "024": r024,
  "034": r034,
};
