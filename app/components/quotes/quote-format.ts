import { formatNumber } from "#core/i18n/format.ts";
import type { TFunction } from "#core/i18n/i18n.ts";
import { type Lang, languageInfo } from "#core/i18n/languages.ts";
import { BUYER_CARRIAGE_INCOTERMS } from "#core/rules/order-flow.ts";
import { numberFormat } from "#core/i18n/intl-cache.ts";
import {
  type BalanceDue,
  daysBetween,
  OPEN_QUOTE_STATUSES,
  type QuoteShipping,
  type QuoteStatus,
} from "#core/rules/quote-flow.ts";

/** A whole number of a unit of time in the reader's language, plural and all ("1 day", "30 days"). */
function unitCount(lang: Lang, value: number, unit: "day" | "year"): string {
  return numberFormat(languageInfo(lang).intl, { style: "unit", unit, unitDisplay: "long" }).format(value);
}

export const daysText = (lang: Lang, days: number) => unitCount(lang, days, "day");
export const yearsText = (lang: Lang, years: number) => unitCount(lang, years, "year");

/**
 * Where a revision stands as the buyer reads it: one still open (or waiting for the supplier's
 * changes) whose last valid day has passed is expired, even before the hourly job marks it so.
 */
export function shownStatus(status: QuoteStatus, validUntil: string, today: string): QuoteStatus {
  const open = OPEN_QUOTE_STATUSES.includes(status) || status === "changes_requested";
  return open && today > validUntil ? "expired" : status;
}

/** How long a quote can still be accepted, in words: days left, its last day today, or expired. */
export function validityText(t: TFunction, lang: Lang, validUntil: string, today: string): string {
  const left = daysBetween(today, validUntil);
  if (left < 0) return t("quotes.validity.expired");
  if (left === 0) return t("quotes.validity.lastDay");
  return t("quotes.validity.left", { days: daysText(lang, left) });
}

/** Whether nothing is left for the supplier to price for the carriage: included, priced, or the buyer's. */
export function buyerCarries(incoterm: string | null): boolean {
  return (BUYER_CARRIAGE_INCOTERMS as readonly string[]).includes(incoterm ?? "");
}

/** The shipping terms in words, without the amount (a page puts it beside them). */
export function shippingWords(t: TFunction, shipping: QuoteShipping, incoterm: string | null): string {
  if (shipping === "included") return t("orders.shipping.included");
  if (shipping === "cost") return t("quotes.shipping.cost");
  return buyerCarries(incoterm)
    ? t("orders.shipping.notNeeded", { incoterm: incoterm ?? "" })
    : t("quotes.shipping.toQuote");
}

/** The payment terms in words: the whole before shipment, or a deposit and when the balance is due. */
export function paymentWords(
  t: TFunction,
  lang: Lang,
  depositPercent: number | null,
  balanceDue: BalanceDue | null,
): string {
  if (!depositPercent) return t("orders.payment.fullTerms");
  return t("quotes.payment.deposit", {
    percent: formatNumber(lang, depositPercent),
    balance: t(`quotes.balanceDue.${balanceDue ?? "before_shipment"}`),
  });
}
