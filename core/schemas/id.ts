import { z } from "zod";

/**
 * The largest id there is: every id column is a 4-byte integer on PostgreSQL, which refuses to
 * even compare one with a larger number ("out of range for type integer"). SQLite would accept
 * it, so without this bound the same address was a 404 on one database and a 500 on the other.
 */
export const ID_MAX = 2_147_483_647;

/** An id written as text: digits only, no sign, leading zero, space, exponent or fraction. */
const ID_TEXT = /^[1-9][0-9]{0,9}$/;

/**
 * Builds the one id schema with the caller's message for a wrong value (a missing or empty one
 * says "required"). It takes a JSON number or the same number written as text (a path segment, a query
 * value, a form field); OpenAPI documents it as an integer from 1 to ID_MAX.
 */
export function idSchema(invalid = "errors.invalid_data") {
  return z.preprocess(
    (value) => (typeof value === "string" && ID_TEXT.test(value) ? Number(value) : value),
    z
      .number({
        error: (issue) => (issue.input === undefined || issue.input === "" ? "errors.required" : invalid),
      })
      .int(invalid)
      .positive(invalid)
      .max(ID_MAX, invalid),
  );
}

/** Every id a client sends: route parameters, query values, form fields and JSON bodies. */
export const IdSchema = idSchema();

/** An id from an address or a form field, or undefined when it is not one (a page then answers 404). */
export function parseId(value: unknown): number | undefined {
  return IdSchema.safeParse(value ?? undefined).data;
}
