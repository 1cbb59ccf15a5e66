import { data } from "react-router";
import type { ActionFailure } from "#core/schemas/field-errors.ts";
import { codeMessageKey, describeError } from "./errors.ts";

/**
 * The one way an error becomes a form's answer. The message over the form is, in this order: the
 * `form` entry of the field messages (a refusal of the form as a whole), the error's own message
 * key, or nothing when field messages say it already (the key is only its code's generic "check
 * the highlighted fields", or a field carries that very key: an e-mail address already taken).
 * Every field message is kept, so no message is dropped.
 * A fault that is not a refusal answers the generic message with status 500, never its details.
 */
export function toActionFailure(
  error: unknown,
  values: Record<string, string>,
): { status: number; failure: ActionFailure } {
  const described = describeError(error);
  const { form, ...fields } = described.fields ?? {};
  const generic =
    described.code !== "server_error" && described.messageKey === codeMessageKey(described.code);
  const saidByAField = generic || Object.values(fields).includes(described.messageKey);
  const formError = form ?? (saidByAField && Object.keys(fields).length ? undefined : described.messageKey);
  return {
    status: described.status,
    failure: { ok: false, formError, fields, values: withoutSecrets(values) },
  };
}

/**
 * A route action's answer to a refused form (an AppError a service threw, or a ZodError of the
 * form's schema): the failure with its status, plus the action's own marks (`intent`) and
 * placeholder values. A fault that is not a refusal is thrown on, so that the server logs it and
 * the page shows its error boundary.
 */
export function formFailure<Extra extends object = object>(
  error: unknown,
  values: Record<string, string>,
  options: { extra?: Extra; formErrorValues?: Record<string, string | number>; headers?: HeadersInit } = {},
) {
  if (!describeError(error).refusal) throw error;
  const { status, failure } = toActionFailure(error, values);
  const body = {
    ...failure,
    ...(options.formErrorValues ? { formErrorValues: options.formErrorValues } : {}),
    ...(options.extra as Extra),
  };
  return data<ActionFailure & Extra>(body, {
    status,
    ...(options.headers ? { headers: options.headers } : {}),
  });
}

/** Values sent back to refill a form; passwords are never echoed. */
export function withoutSecrets(values: Record<string, string>) {
  return Object.fromEntries(Object.entries(values).filter(([key]) => !/password/i.test(key)));
}
