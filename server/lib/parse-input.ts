import type { z } from "zod";
import { fieldErrors } from "#core/schemas/field-errors.ts";
import { AppError } from "./errors.ts";

/**
 * Parses a service's input with the schema the form also uses; a failure is a translated
 * `invalid_data` with one message key per field. A single value (not an object) reports its error
 * under `field`.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown, field?: string): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  throw new AppError(
    "invalid_data",
    "errors.invalid_data",
    field ? { [field]: fields.form ?? "errors.invalid_data" } : fields,
  );
}
