import type { z } from "zod";

/** Field name → first message key of a failed parse, in the shape forms and the API render. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
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
export function nulFieldErrors(input: unknown): Record<string, string> | undefined {
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
