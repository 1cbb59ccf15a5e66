import type { TFunction } from "#core/i18n/i18n.ts";
import { isolate } from "#core/i18n/format.ts";
import { type Lang, languageInfo } from "#core/i18n/languages.ts";
import { formatMoneyE4 } from "#core/rules/money.ts";
import type { OrderSummary } from "#core/schemas/order-view.ts";

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** "14 Dec" in the reader's language; the year too when it is not the current one. */
export function shortDate(lang: Lang, iso: string, now: number): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  const withYear = date.getUTCFullYear() !== new Date(now).getUTCFullYear();
  const key = `${lang}:${withYear}`;
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(languageInfo(lang).intl, {
      day: "numeric",
      month: "short",
      ...(withYear ? { year: "numeric" } : {}),
      timeZone: "UTC",
    });
    dayFormats.set(key, format);
  }
  return format.format(date);
}

/**
 * An exact amount in the reader's language, kept whole inside right-to-left text (Intl puts the
 * currency after the number there, and the neighbouring words must not pull them apart).
 */
export function moneyWords(lang: Lang, e4: number, currency: string): string {
  return isolate(formatMoneyE4(e4, currency, languageInfo(lang).intl));
}

/** The key of what comes next for the supplier: the status's, or the operator's when a refund is asked. */
export function nextKey(order: Pick<OrderSummary, "status" | "turn">): string {
  return order.turn === "operator" ? "refund" : order.status;
}

/**
 * The next step and its deadline in words, for a member of the supplier company: "Confirm by
 * 14 Dec", "Waiting for the buyer's payment, until 21 Dec"; a passed deadline says so.
 */
export function nextStepWords(
  t: TFunction,
  lang: Lang,
  order: Pick<OrderSummary, "status" | "turn" | "deadlineAt" | "updatedAt">,
  now: number,
): { text: string; late: boolean } {
  if (order.status === "completed" || order.status === "closed")
    return {
      text: t(`supplier.orders.finishedOn.${order.status}`, { date: shortDate(lang, order.updatedAt, now) }),
      late: false,
    };
  const key = nextKey(order);
  if (!order.deadlineAt || order.turn === "operator")
    return { text: t(`supplier.orders.todo.${key}`), late: false };
  const date = shortDate(lang, order.deadlineAt, now);
  if (Date.parse(order.deadlineAt) <= now)
    return {
      text: t("supplier.orders.overdue", { todo: t(`supplier.orders.todo.${key}`), date }),
      late: true,
    };
  return { text: t(`supplier.orders.next.${key}`, { date }), late: false };
}
