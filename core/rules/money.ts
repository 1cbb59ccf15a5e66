import { numberFormat } from "#core/i18n/intl-cache.ts";
/**
 * Exact money. An amount is an integer count of ten-thousandths of its currency unit ("e4"), so a
 * unit price of 0.0125 is 125 and 1,234.50 is 12345000. Amounts are parsed from and written to
 * decimal text without passing through a floating-point value; totals are rounded to the
 * currency's minor unit (cents for USD, whole yen for JPY) half away from zero.
 */
export const E4 = 10_000;

const DECIMAL = /^\s*(\d{1,11})(?:[.,](\d{0,4}))?\s*$/;

/** "8.10" → 81000; undefined for anything that is not a non-negative decimal with at most 4 decimals. */
export function parseMoneyE4(text: string): number | undefined {
  const match = DECIMAL.exec(text);
  if (!match) return undefined;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? "").padEnd(4, "0"));
  return whole * E4 + fraction;
}

/** The amount as decimal text with exactly `digits` decimals (at most 4): 81000 → "8.10". */
export function moneyText(e4: number, digits = 2): string {
  const negative = e4 < 0;
  const abs = Math.abs(e4);
  const whole = Math.floor(abs / E4);
  const fraction = String(abs % E4).padStart(4, "0");
  const shown = digits > 0 ? `${whole}.${fraction.slice(0, digits)}` : String(whole);
  return negative ? `-${shown}` : shown;
}

/** How many decimals the currency is paid in (2 for USD, 0 for JPY). */
export function currencyDigits(currency: string): number {
  try {
    return numberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/** Rounds to the currency's minor unit, half away from zero. */
export function roundToMinor(e4: number, currency: string): number {
  const step = 10 ** (4 - currencyDigits(currency));
  const sign = e4 < 0 ? -1 : 1;
  return sign * Math.round(Math.abs(e4) / step) * step;
}

/** A line's total: unit price times quantity, rounded to the currency's minor unit. */
export function lineTotalE4(unitPriceE4: number, quantity: number, currency: string): number {
  return roundToMinor(unitPriceE4 * quantity, currency);
}

/** The share of a total (a deposit of `percent` %), rounded to the minor unit. */
export function percentOfE4(totalE4: number, percent: number, currency: string): number {
  return roundToMinor((totalE4 * percent) / 100, currency);
}

/** A price stored as a database number with at most 4 decimals (products' prices) in e4, exactly. */
export function numberToE4(value: number): number {
  return Math.round(value * E4);
}

/** Shows an amount in the reader's language, never through a float: Intl formats the decimal text. */
export function formatMoneyE4(e4: number, currency: string, locale: string, digits?: number): string {
  const shownDigits = digits ?? currencyDigits(currency);
  const text = moneyText(e4, Math.max(shownDigits, e4 % 10 ** (4 - shownDigits) === 0 ? shownDigits : 4));
  try {
    return numberFormat(locale, {
      style: "currency",
      currency,
      minimumFractionDigits: text.includes(".") ? text.split(".")[1]!.length : 0,
      maximumFractionDigits: 4,
      // biome-ignore lint/suspicious/noExplicitAny: Intl takes decimal strings (exact) since ES2023
    }).format(text as any);
  } catch {
    return `${text} ${currency}`;
  }
}
