import type { z } from "@hono/zod-openapi";
import type { FieldErrors } from "#core/schemas/field-errors.ts";
import { defaultValidUntil } from "#core/schemas/quote-days.ts";
import { QUOTE_FIELDS, quoteRevisionSchema } from "#core/schemas/quote.ts";
import { VARIATIONS_MAX, variationsText } from "#core/schemas/quote-variations.ts";
import { AppError } from "#server/lib/errors.ts";

/**
 * A JSON quote revision as the quote form's values: its lines, their price rows and variations
 * reshaped as the form's fields are, so that the form's own schema checks it and each refusal is
 * named by its JSON path ("lines.0.prices.1.price").
 */

const blank = (value: unknown) => value === undefined || value === null;
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
/** A number the form's schema coerces: a JSON number or digits; anything else fails its check. */
const numeric = (value: unknown) =>
  blank(value) ? undefined : typeof value === "number" || typeof value === "string" ? value : Number.NaN;
/** null is an absent field; other values go to the form's check as they are. */
const field = (value: unknown) => (value === null ? undefined : value);

/**
 * The variations as the form's text. A list that the text cannot carry exactly (a name with a
 * colon, a semicolon or line break in either) goes as no text at all, which the form refuses.
 */
function variationField(value: unknown): unknown {
  if (blank(value)) return undefined;
  if (!Array.isArray(value) || value.length > VARIATIONS_MAX) return null;
  const pairs: { name: string; value: string }[] = [];
  for (const pair of value) {
    if (!isObject(pair) || typeof pair.name !== "string" || typeof pair.value !== "string") return null;
    if (/[:;\n]/.test(pair.name) || /[;\n]/.test(pair.value)) return null;
    pairs.push({ name: pair.name, value: pair.value });
  }
  return variationsText(pairs);
}

/** A JSON line as the form's line reads it. */
function lineFields(line: unknown): unknown {
  if (!isObject(line)) return line;
  return {
    product: numeric(line.productId),
    name: field(line.name),
    variation: variationField(line.variations),
    quantity: numeric(line.quantity),
    unit: field(line.unit),
    prices: Array.isArray(line.prices)
      ? line.prices.map((row) => (isObject(row) ? { from: numeric(row.from), price: field(row.price) } : row))
      : field(line.prices),
  };
}

/** A form field's name in the API's words: `lines.0.product` is `lines.0.productId`, `lines.0.variation` `lines.0.variations`. */
function jsonName(field: string): string {
  return field.replace(/^(lines\.\d+\.)(product|variation)$/, (_, line: string, name: string) =>
    name === "product" ? `${line}productId` : `${line}variations`,
  );
}

/** Each refusal named by its JSON path, the first for each. */
function jsonFields(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues)
    fields[jsonName(issue.path.map(String).join(".")) || "form"] ??= issue.message;
  return fields;
}

/** A service's refusal of a saved revision, its fields named as the JSON names them. */
export async function withJsonNames<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!(error instanceof AppError) || !error.fields) throw error;
    const fields = Object.fromEntries(
      Object.entries(error.fields).map(([name, key]) => [jsonName(name), key]),
    );
    throw new AppError(error.code, error.messageKey, fields, { cause: error });
  }
}

/** The revision checked by the form's rules, or the refusals by JSON path. */
export function checkRevision(body: Record<string, unknown>, today: string) {
  const shaped: Record<string, unknown> = {
    lines: Array.isArray(body.lines) ? body.lines.map(lineFields) : field(body.lines),
  };
  for (const name of QUOTE_FIELDS)
    shaped[name] =
      name === "depositPercent" || name === "leadTimeDays" ? numeric(body[name]) : field(body[name]);
  if (blank(shaped.validUntil) || shaped.validUntil === "") shaped.validUntil = defaultValidUntil(today);
  const result = quoteRevisionSchema(today).safeParse(shaped);
  return result.success ? { input: result.data } : { fields: jsonFields(result.error) };
}
