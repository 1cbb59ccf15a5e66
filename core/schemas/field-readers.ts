import { z } from "zod";

/**
 * How an input schema reads a value that arrives as a form field, a spreadsheet cell or JSON:
 * empty text is "not given", whole numbers may come as digits, lists may come as text with one
 * entry per line or comma. The company profile and the product editor read their fields alike.
 */

export const tooLong = "errors.tooLong";
export const invalid = "errors.invalid_data";
export const required = "errors.required";

/** Empty text (a cleared form field, an empty cell) is "not given". */
export const emptyToNull = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "") ? null : value;

export const optionalText = (max: number) =>
  z.preprocess(emptyToNull, z.string({ error: invalid }).trim().max(max, tooLong).nullable());

/** A whole number, as a number or digits (a form or a spreadsheet cell); empty is "not given". */
export const optionalInt = (min: number, max: number, message = invalid) =>
  z.preprocess((value) => {
    const given = emptyToNull(value);
    return typeof given === "string" && /^\s*\d{1,12}\s*$/.test(given) ? Number(given) : given;
  }, z.number({ error: message }).int(message).min(min, message).max(max, message).nullable());

/**
 * A list sent as an array (the API), or as text with one entry per line, comma or, where the
 * entries never hold one, semicolon (a form, a spreadsheet cell; checked boxes of one name
 * arrive joined the same way). Blank entries and repeats are dropped.
 */
export function toList(value: unknown, separators: RegExp = /[\n,;]/): unknown {
  if (value === undefined || value === null) return [];
  const items = typeof value === "string" ? value.split(separators) : value;
  if (!Array.isArray(items)) return items;
  const seen = new Set<unknown>();
  for (const item of items) {
    const entry = typeof item === "string" ? item.trim() : item;
    if (entry !== "") seen.add(entry);
  }
  return [...seen];
}

/** A list of at most `max` entries; `tooMany` is the message key for a longer one. */
export const listOf = <T extends z.ZodType>(item: T, max: number, tooMany: string, separators?: RegExp) =>
  z.preprocess((value) => toList(value, separators), z.array(item, { error: invalid }).max(max, tooMany));

export const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: invalid });
export const optionalOneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(emptyToNull, oneOf(values).nullable());
