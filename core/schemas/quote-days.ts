import { addDays, QUOTE_VALIDITY_DEFAULT_DAYS } from "#core/rules/quote-flow.ts";

/** A real calendar day written 'YYYY-MM-DD'. */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().startsWith(value);
}

/** The form's validity when the supplier sets none: 30 days from today. */
export function defaultValidUntil(today: string): string {
  return addDays(today, QUOTE_VALIDITY_DEFAULT_DAYS);
}
