import type { Context } from "hono";
import { flatConsoleMessages } from "#core/i18n/console-messages.ts";
import { extendTranslator, type TFunction } from "#core/i18n/i18n.ts";
import type { Lang } from "#core/i18n/languages.ts";
import type { FieldErrors, MessageKey } from "#core/schemas/field-errors.ts";
import { AppError, codeMessageKey, type ErrorCode } from "../lib/errors.ts";
import { translator } from "../lib/i18n.ts";

const translators = new Map<Lang, TFunction>();

/** The site's messages and the console's: an error's key may name either (the console's API too). */
function apiTranslator(lang: Lang): TFunction {
  let t = translators.get(lang);
  if (!t) {
    t = extendTranslator(flatConsoleMessages(lang), translator(lang));
    translators.set(lang, t);
  }
  return t;
}

/**
 * The API's one error shape: { error: { code, message, fields? } }, every message the translation
 * of its key in the host's language. The message is the error's own key (the code's when it names
 * none); a key without a text, which the locale tests keep from happening, reads as the code's
 * message rather than as a raw key.
 */
export function errorBody(
  lang: Lang,
  code: ErrorCode,
  fields?: FieldErrors,
  messageKey: MessageKey = codeMessageKey(code),
) {
  const t = apiTranslator(lang);
  const translatedFields = fields
    ? Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, t(v)]))
    : undefined;
  return {
    error: {
      code,
      message: t(messageKey, { defaultValue: t(codeMessageKey(code)) }),
      ...(translatedFields ? { fields: translatedFields } : {}),
    },
  };
}

export function appErrorResponse(c: Context, lang: Lang, error: AppError) {
  return c.json(errorBody(lang, error.code, error.fields, error.messageKey), error.status);
}

export { AppError };
