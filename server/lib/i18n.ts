import { createTranslator, type TFunction } from "#core/i18n/i18n.ts";
import type { Lang } from "#core/i18n/languages.ts";
import { MESSAGES } from "#core/i18n/resources.ts";
import { SUPPLIER_MESSAGES } from "#core/i18n/supplier-messages.ts";

const cache = new Map<Lang, TFunction>();

/** A `t` function for server-side texts (e-mails, API error messages), the workspace's included. */
export function translator(lang: Lang): TFunction {
  let t = cache.get(lang);
  if (!t) {
    t = createTranslator(
      { ...MESSAGES[lang], ...SUPPLIER_MESSAGES[lang] },
      { ...MESSAGES.en, ...SUPPLIER_MESSAGES.en },
    );
    cache.set(lang, t);
  }
  return t;
}
