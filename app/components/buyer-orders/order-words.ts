import { isolate, isolateLtr } from "#core/i18n/format.ts";
import { type Lang, languageInfo } from "#core/i18n/languages.ts";
import { formatMoneyE4 } from "#core/rules/money.ts";
import {
  CLOSING_STATUSES,
  type OrderSide,
  type OrderStatus,
  type PaymentMilestone,
} from "#core/rules/order-flow.ts";

/** What the sentence about an order's next step depends on (a list row knows less than the detail). */
export interface NextStepFacts {
  status: OrderStatus;
  turn: OrderSide | "operator" | null;
  deadlineAt: string | null;
  milestone?: PaymentMilestone | undefined;
}

/**
 * The translation key of the sentence saying, to the buyer, what happens next and until when:
 * one sentence per status and turn, and its own when the deadline has passed (the order closes,
 * or the supplier is late). Every key but completed and closed takes `{{date}}`.
 */
export function nextStepKey(order: NextStepFacts, now: number): string {
  const { status } = order;
  if (status === "completed" || status === "closed") return `orders.next.${status}`;
  if (order.turn === "operator") return "orders.next.refundAsked";
  if (order.deadlineAt === null)
    return order.turn === "buyer" ? "orders.next.yourTurn" : "orders.next.waiting";
  const passed = now >= Date.parse(order.deadlineAt);
  if (passed && status === "shipment_waiting") return "orders.next.shipmentLate";
  if (passed && (CLOSING_STATUSES as readonly OrderStatus[]).includes(status)) {
    // A balance asked for after an approved deposit never times out: it is still to be paid.
    if (!(status === "payment_waiting" && order.milestone === "balance")) return "orders.next.lapsed";
  }
  if (passed && order.turn === "supplier") return "orders.next.supplierLate";
  if (status === "payment_waiting" && order.milestone === "balance") return "orders.next.payBalance";
  if (status === "shipment_waiting" && order.milestone === "deposit") return "orders.next.inProduction";
  return `orders.next.${status}`;
}

/** A deadline as a day in the reader's language ("14 Dec"), with the year when it is not this year's. */
export function formatDeadline(lang: Lang, iso: string, now: number): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const sameYear = date.getUTCFullYear() === new Date(now).getUTCFullYear();
  return new Intl.DateTimeFormat(languageInfo(lang).intl, {
    day: "numeric",
    month: "short",
    ...(sameYear ? {} : { year: "numeric" }),
    timeZone: "UTC",
  }).format(date);
}

/**
 * An exact amount in the reader's language. Right to left, the currency symbol is kept whole as a
 * left-to-right island and the amount is isolated from the words around it (as formatMoney does),
 * so "US$" does not come apart inside an Arabic sentence.
 */
export function orderMoney(lang: Lang, e4: number, currency: string): string {
  const { intl, dir } = languageInfo(lang);
  const text = formatMoneyE4(e4, currency, intl);
  if (dir === "ltr") return text;
  let symbol: string | undefined;
  try {
    symbol = new Intl.NumberFormat(intl, { style: "currency", currency })
      .formatToParts(0)
      .find((part) => part.type === "currency")?.value;
  } catch {
    symbol = undefined;
  }
  return isolate(symbol ? text.replace(symbol, isolateLtr(symbol)) : text);
}

/** A file's size in words a person reads ("240 KB", "1.5 MB"). */
export function fileSizeText(lang: Lang, bytes: number): string {
  const format = new Intl.NumberFormat(languageInfo(lang).intl, { maximumFractionDigits: 1 });
  return bytes >= 1024 * 1024
    ? `${format.format(bytes / 1024 / 1024)} MB`
    : `${format.format(Math.max(1, Math.round(bytes / 1024)))} KB`;
}

/** When something happened: the day and the time, in UTC like every date of the site. */
export function formatMoment(lang: Lang, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(languageInfo(lang).intl, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(date);
}
