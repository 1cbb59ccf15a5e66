import { z } from "zod";
import { type FieldErrors, fieldErrors, type MessageKey } from "#core/schemas/field-errors.ts";

export type { FieldErrors, MessageKey };

/** The one closed set of error codes; each maps to one HTTP status and one translated message. */
export const ERROR_STATUS = {
  invalid_data: 400,
  unauthorized: 401,
  not_allowed: 403,
  /** Signed in, but the e-mail address is not confirmed yet (writing, commenting, buying need it). */
  email_unconfirmed: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  captcha_failed: 400,
  translation_failed: 502,
  overloaded: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/** The code's own message key, which an error carries when its thrower names none. */
export const codeMessageKey = (code: ErrorCode): MessageKey => `errors.${code}`;

/**
 * A refusal a service throws: a code (which fixes the HTTP status), the translation key of the
 * message the user reads (the code's own unless the thrower names a more precise one) and, for
 * forms, field name → message key. Never display text: the API and the forms translate the keys.
 */
/**
 * The mark every AppError carries. The process entry (server/main.ts) makes the app's deps from the
 * sources while the app runs from the server bundle, which has its own copy of this module: an
 * AppError thrown by an object of the deps (the search index client, index-client.ts) is of the
 * other copy's class, and `instanceof` must still say yes.
 */
const APP_ERROR: unique symbol = Symbol.for("caravan.AppError");

export class AppError extends Error {
  static override [Symbol.hasInstance](value: unknown): boolean {
    // A subclass (`x instanceof SignInThrottled`) keeps the ordinary test: `this` is the class asked.
    // biome-ignore lint/complexity/noThisInStatic: `this` is the subclass here, not AppError
    if (this !== AppError) return Function.prototype[Symbol.hasInstance].call(this, value);
    return typeof value === "object" && value !== null && APP_ERROR in value;
  }
  readonly [APP_ERROR] = true;
  readonly code: ErrorCode;
  /** The translation key of what the user reads; `errors.<code>` unless the thrower gave one. */
  readonly messageKey: MessageKey;
  /** Field name → translation key, for form errors. */
  readonly fields: FieldErrors | undefined;
  constructor(code: ErrorCode, messageKey?: MessageKey, fields?: FieldErrors, options?: ErrorOptions) {
    const key = messageKey ?? codeMessageKey(code);
    super(key, options);
    this.code = code;
    this.messageKey = key;
    this.fields = fields;
  }
  get status() {
    return ERROR_STATUS[this.code];
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/**
 * What a thrown error tells the user, still as keys: the one reading both the API's JSON and the
 * forms' answers are made from. A refusal (AppError) says its own code, key and fields; a failed
 * parse (ZodError) is invalid data with one key per field; anything else is a fault whose details
 * stay in the log: the generic message and 500.
 */
export interface ErrorDescription {
  status: number;
  code: ErrorCode | "server_error";
  messageKey: MessageKey;
  fields: FieldErrors | undefined;
  /** False for a fault (a bug, a database outage): its own message must never reach the user. */
  refusal: boolean;
}

export function describeError(error: unknown): ErrorDescription {
  if (isAppError(error))
    return {
      status: error.status,
      code: error.code,
      messageKey: error.messageKey,
      fields: error.fields,
      refusal: true,
    };
  if (error instanceof z.ZodError)
    return {
      status: ERROR_STATUS.invalid_data,
      code: "invalid_data",
      messageKey: codeMessageKey("invalid_data"),
      fields: fieldErrors(error),
      refusal: true,
    };
  return {
    status: 500,
    code: "server_error",
    messageKey: "errors.server",
    fields: undefined,
    refusal: false,
  };
}
