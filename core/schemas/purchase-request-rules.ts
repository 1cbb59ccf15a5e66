/**
 * The constants and dates of the purchase request form, without Zod: the
 * product page renders the form with these, and loads the schema (purchase-request.ts, which
 * brings Zod) only when the form is on screen, so most product views do not download Zod.
 */

/** The `intent` field of the form, which the product page's action dispatches on. */
export const PURCHASE_REQUEST_INTENT = "purchase-request";

/** The product units list: the keys of `units` in the locale files (a test keeps them equal). */
export const PRODUCT_UNITS = [
  "piece",
  "pair",
  "set",
  "box",
  "carton",
  "kilogram",
  "ton",
  "liter",
  "meter",
  "square_meter",
  "roll",
  "bag",
  "dozen",
  "pallet",
  "unit",
] as const;
export type ProductUnit = (typeof PRODUCT_UNITS)[number];
export const isProductUnit = (value: unknown): value is ProductUnit =>
  (PRODUCT_UNITS as readonly unknown[]).includes(value);

export const PURCHASE_REQUEST_LIMITS = {
  company: 120,
  name: 150,
  email: 254,
  phone: 30,
  subject: 150,
  message: 8000,
  /** Wholesale amounts can be large (a million screws), but not absurd; 4 decimals for tons, metres. */
  quantityMax: 1_000_000_000,
  /** A purchase is planned at most this many years ahead (also catches a mistyped year). */
  dateYearsAhead: 2,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** YYYY-MM-DD plus whole years (29 February becomes 1 March in a year without it). */
export function addYears(day: string, years: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return isoDay(Date.UTC(y + years, m - 1, d));
}

/**
 * The dates a form accepts. The browser knows its own calendar day; the server does not know
 * the buyer's time zone, so it accepts every date that is today somewhere on Earth: from the
 * day in UTC−12 to the day in UTC+14 (plus the years ahead).
 */
export interface DateRange {
  earliest: string;
  latest: string;
}
export function browserDateRange(now = new Date()): DateRange {
  const today = isoDay(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
  return { earliest: today, latest: addYears(today, PURCHASE_REQUEST_LIMITS.dateYearsAhead) };
}
export function serverDateRange(now = Date.now()): DateRange {
  return {
    earliest: isoDay(now - DAY_MS / 2),
    latest: addYears(isoDay(now + (14 / 24) * DAY_MS), PURCHASE_REQUEST_LIMITS.dateYearsAhead),
  };
}

/** A calendar day that exists (no 30 February), written YYYY-MM-DD. */
export function isRealDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
