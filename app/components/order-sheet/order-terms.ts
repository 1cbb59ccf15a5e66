import type { TFunction } from "#core/i18n/i18n.ts";
import { BUYER_CARRIAGE_INCOTERMS } from "#core/rules/order-flow.ts";

/** The parts of an order row its printed and console forms read. */
export interface SheetOrder {
  id: number;
  status: string;
  currency: string;
  incoterm: string | null;
  named_place: string | null;
  is_shipping_included: boolean;
  shipment_cost_e4: number | null;
  shipping_method: string | null;
  shipping_estimate_days: number | null;
  lead_time_days: number | null;
  deposit_percent: number | null;
  milestone: string;
  payment_reference: string;
  bank_details: string | null;
  buyer_note: string | null;
  supplier_note: string | null;
  carrier: string | null;
  tracking_number: string | null;
  shipped_on: string | null;
  deadline_at: string | null;
  created_at: string;
  closed_reason: string | null;
  closed_note: string | null;
  refund_note: string | null;
  refund_requested_at: string | null;
}

export interface SheetTotals {
  goodsE4: number;
  shipmentE4: number | null;
  totalE4: number;
  depositE4: number | null;
  balanceE4: number | null;
}

/** What the freight costs: included in the prices, the buyer's to arrange, priced, or still to be quoted. */
export function shippingLine(
  order: SheetOrder,
  totals: SheetTotals,
  t: TFunction,
  money: (e4: number) => string,
): string {
  if (order.is_shipping_included) return t("orderSheet.shippingIncluded");
  if (totals.shipmentE4 !== null) return money(totals.shipmentE4);
  if ((BUYER_CARRIAGE_INCOTERMS as readonly string[]).includes(order.incoterm ?? ""))
    return t("orderSheet.shippingByBuyer");
  return t("orderSheet.shippingToQuote");
}

/** "FOB Istanbul": the Incoterm rule with its named place. */
export function incotermText(order: Pick<SheetOrder, "incoterm" | "named_place">): string {
  return [order.incoterm, order.named_place].filter(Boolean).join(" ");
}

/** How the buyer pays: all before shipment, or a deposit before production and the balance before shipment. */
export function paymentTermsText(
  order: SheetOrder,
  totals: SheetTotals,
  t: TFunction,
  money: (e4: number) => string,
  percent: (n: number) => string,
): string {
  if (!order.deposit_percent || totals.depositE4 === null || totals.balanceE4 === null)
    return t("orderSheet.payInFull");
  return t("orderSheet.payDepositBalance", {
    deposit: money(totals.depositE4),
    depositPercent: percent(order.deposit_percent),
    balance: money(totals.balanceE4),
    balancePercent: percent(100 - order.deposit_percent),
  });
}
