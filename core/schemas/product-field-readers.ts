import { z } from "zod";

/**
 * How the product input schema reads a value that arrives as a form field, a spreadsheet cell or
 * JSON: empty text is "not given", numbers may come as digits, money stays exact decimal text,
 * lists may come as text with one entry per line, comma or semicolon, flags as words.
 */

export const tooLong = "errors.tooLong";
export const invalid = "errors.invalid_data";
export const required = "errors.required";

export const emptyToNull = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "") ? null : value;

export const optionalText = (max: number) =>
  z.preprocess(emptyToNull, z.string({ error: invalid }).trim().max(max, tooLong).nullable());

/** A whole number, as a number or digits (a form or a spreadsheet cell); empty is "not given". */
export const optionalInt = (min: number, max: number) =>
  z.preprocess((value) => {
    const given = emptyToNull(value);
    return typeof given === "string" && /^\s*\d{1,12}\s*$/.test(given) ? Number(given) : given;
  }, z.number({ error: invalid }).int(invalid).min(min, invalid).max(max, invalid).nullable());

/**
 * Money is exact: a decimal written as text, at most 10 digits before the point and 4 after (the
 * column keeps four). A number (the API, a spreadsheet cell) is read through its shortest text.
 */
export const MONEY_PATTERN = /^\d{1,10}(\.\d{1,4})?$/;
/** A money value as trimmed text without trailing zeros; null when not given. */
export function moneyText(value: unknown): unknown {
  const given = emptyToNull(value);
  if (typeof given === "number") return Number.isFinite(given) ? String(given) : given;
  return typeof given === "string"
    ? given
        .trim()
        .replace(/(\.\d*?)0+$/, "$1")
        .replace(/\.$/, "")
    : given;
}
export const money = z.preprocess(
  moneyText,
  z.string({ error: "errors.product.money" }).regex(MONEY_PATTERN, "errors.product.money").nullable(),
);

/** A list sent as an array, or as text with one entry per line or comma. Blanks and repeats go. */
export function toList(value: unknown): unknown {
  if (value === undefined || value === null) return [];
  const items = typeof value === "string" ? value.split(/[\n,;]/) : value;
  if (!Array.isArray(items)) return items;
  const seen = new Set<unknown>();
  for (const item of items) {
    const entry = typeof item === "string" ? item.trim() : item;
    if (entry !== "") seen.add(entry);
  }
  return [...seen];
}
export const listOf = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess(toList, z.array(item, { error: invalid }).max(max, "errors.product.tooMany"));

export const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: invalid });
export const optionalOneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(emptyToNull, oneOf(values).nullable());

export const flag = z.preprocess(
  (value) =>
    value === "on" || value === "true" || value === "1" || value === "yes" || value === 1
      ? true
      : value === undefined ||
          value === null ||
          value === "" ||
          value === "false" ||
          value === "0" ||
          value === "no" ||
          value === 0
        ? false
        : value,
  z.boolean({ error: invalid }),
);
