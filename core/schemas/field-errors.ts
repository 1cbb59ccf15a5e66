import type { z } from "zod";

/**
 * A translation key ("errors.emailTaken", "console.merchandising.tooMany"), never display text: what a
 * user reads is always the key translated in their language, by the API or by the page.
 */
export type MessageKey = string;

/** Field name → the message key of what is wrong with it; `form` for the form as a whole. */
export type FieldErrors = Record<string, MessageKey>;

/**
 * The one answer of a route action that refused its form: the message over the form (absent
 * when the field messages say it all), each field's message, and what was typed to fill the form
 * again (never a password). Every route action answers this or its own success data.
 */
export interface ActionFailure {
  ok: false;
  formError: MessageKey | undefined;
  /** Values for the placeholders of `formError` ("try again in {{wait}}"). */
  formErrorValues?: Record<string, string | number> | undefined;
  fields: FieldErrors;
  values: Record<string, string>;
}

/** A route action's answer: its success data, or the refusal in the one shape. */
export type ActionResult<Success extends object> = Success | ActionFailure;

/** Field name → first message key of a failed parse, in the shape forms and the API render. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * The field that holds a NUL character (in a text or a key, at any depth), in the same shape, or
 * undefined. PostgreSQL cannot store NUL in text and SQLite would: every input is refused with it
 * alike, as invalid data, before it reaches a service.
 */
export function nulFieldErrors(input: unknown): FieldErrors | undefined {
  const field = nulField(input, "form");
  return field === undefined ? undefined : { [field]: "errors.invalid_data" };
}

function nulField(value: unknown, field: string): string | undefined {
  if (typeof value === "string") return value.includes("\u0000") ? field : undefined;
  if (typeof value !== "object" || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const name = Array.isArray(value) || field !== "form" ? field : key;
    if (key.includes("\u0000")) return name;
    const found = nulField(item, name);
    if (found !== undefined) return found;
  }
  return undefined;
}
