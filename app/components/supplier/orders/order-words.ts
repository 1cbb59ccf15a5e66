import type { TFunction } from "#core/i18n/i18n.ts";
import { isolate, isolateLtr } from "#core/i18n/format.ts";
import { type Lang, languageInfo } from "#core/i18n/languages.ts";
import { currencyDigits, formatMoneyE4, moneyText } from "#core/rules/money.ts";
import type { OrderSummary } from "#core/schemas/order-view.ts";

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** "14 Dec" in the reader's language (never broken over two lines); the year too when it is not the current one. */
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
  // Kept on one line: "Dec 2" split over two lines reads badly in a narrow cell.
  return format.format(date).replace(/ /g, "\u00a0");
}

/**
 * An exact amount in the reader's language, never through a float. Right to left, Intl puts the
 * currency after the number ("US$"), and the Arabic around it would pull the "$" away: the symbol
 * is kept whole as a left-to-right island and the whole amount isolated (as formatMoney does).
 */
export function moneyWords(lang: Lang, e4: number, currency: string): string {
  const info = languageInfo(lang);
  if (info.dir === "ltr") return formatMoneyE4(e4, currency, info.intl);
  const digits = currencyDigits(currency);
  const text = moneyText(e4, e4 % 10 ** (4 - digits) === 0 ? digits : 4);
  try {
    const parts = new Intl.NumberFormat(info.intl, {
      style: "currency",
      currency,
      minimumFractionDigits: text.split(".")[1]?.length ?? 0,
      maximumFractionDigits: 4,
      // biome-ignore lint/suspicious/noExplicitAny: Intl takes decimal strings (exact) since ES2023
    }).formatToParts(text as any);
    return isolate(parts.map((p) => (p.type === "currency" ? isolateLtr(p.value) : p.value)).join(""));
  } catch {
    return isolate(`${text} ${currency}`);
  }
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
