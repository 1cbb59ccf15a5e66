import { data } from "react-router";
import { isAppError } from "./errors.ts";

/** Turns a service's AppError into the form's answer (status and field messages); rethrows the rest. */
export function formErrorResponse(error: unknown, values: Record<string, string>) {
  if (!isAppError(error)) throw error;
  const fields = error.fields ?? {};
  const formError = fields.form ?? (Object.keys(fields).length ? undefined : `errors.${error.code}`);
  return data({ fields, formError, values: withoutSecrets(values) }, { status: error.status });
}

/** The answer to a form that failed validation: 400, the field messages, the values to refill. */
export function invalidFormResponse(fields: Record<string, string>, values: Record<string, string>) {
  return data({ fields, formError: undefined, values: withoutSecrets(values) }, { status: 400 });
}

/** Values sent back to refill a form; passwords are never echoed. */
export function withoutSecrets(values: Record<string, string>) {
  return Object.fromEntries(Object.entries(values).filter(([key]) => !/password/i.test(key)));
}
