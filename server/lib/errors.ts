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

export class AppError extends Error {
  readonly code: ErrorCode;
  /** Field name → translation key, for form errors. */
  readonly fields: Record<string, string> | undefined;
  constructor(code: ErrorCode, message?: string, fields?: Record<string, string>, options?: ErrorOptions) {
    super(message ?? code, options);
    this.code = code;
    this.fields = fields;
  }
  get status() {
    return ERROR_STATUS[this.code];
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
