import { z } from "zod";
import {
  emptyToNull,
  invalid,
  listOf as readList,
  oneOf,
  optionalInt,
  optionalOneOf,
  optionalText,
  required,
  tooLong,
} from "./field-readers.ts";

/**
 * How the product input schema reads a value that arrives as a form field, a spreadsheet cell or
 * JSON: empty text is "not given", numbers may come as digits, money stays exact decimal text,
 * lists may come as text with one entry per line, comma or semicolon, flags as words.
 */

export { emptyToNull, invalid, oneOf, optionalInt, optionalOneOf, optionalText, required, tooLong };

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

/** A product's list: at most `max` entries, one per line, comma or semicolon in text. */
export const listOf = <T extends z.ZodType>(item: T, max: number) =>
  readList(item, max, "errors.product.tooMany");

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
