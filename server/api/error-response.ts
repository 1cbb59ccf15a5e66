import type { Context } from "hono";
import type { Lang } from "#core/i18n/languages.ts";
import { AppError, type ErrorCode } from "../lib/errors.ts";
import { translator } from "../lib/i18n.ts";

/** The API's one error shape: { error: { code, message, fields? } }, message in the host's language. */
export function errorBody(lang: Lang, code: ErrorCode, fields?: Record<string, string>, messageKey?: string) {
  const t = translator(lang);
  const translatedFields = fields
    ? Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, t(v)]))
    : undefined;
  return {
    error: {
      code,
      // A service's own message key (e.g. 'Comment is not yours') when it is one; else the code's.
      message: (messageKey && t(messageKey, { defaultValue: "" })) || t(`errors.${code}`),
      ...(translatedFields ? { fields: translatedFields } : {}),
    },
  };
}

export function appErrorResponse(c: Context, lang: Lang, error: AppError) {
  return c.json(errorBody(lang, error.code, error.fields, error.message), error.status);
}

export { AppError };
