import type { TFunction } from "#core/i18n/i18n.ts";
import type { Lang } from "#core/i18n/languages.ts";
import {
  CLOSING_STATUSES,
  type OrderSide,
  type OrderStatus,
  type PaymentMilestone,
} from "#core/rules/order-flow.ts";
import { formatDeadline } from "./order-format.ts";

/** What the sentence about an order's next step depends on (a list row knows less than the detail). */
export interface NextStepFacts {
  status: OrderStatus;
  turn: OrderSide | "operator" | null;
  deadlineAt: string | null;
  updatedAt: string;
  milestone?: PaymentMilestone | undefined;
}

/** The buyer's sentences that say a deadline has passed. */
const BUYER_LATE = ["orders.next.shipmentLate", "orders.next.supplierLate", "orders.next.lapsed"];

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

export interface NextStepWords {
  /** Which sentence it is (for tests and styles): the key's last part, or "overdue". */
  code: string;
  text: string;
  late: boolean;
}

function buyerWords(t: TFunction, lang: Lang, order: NextStepFacts, now: number): NextStepWords {
  const key = nextStepKey(order, now);
  const date = order.deadlineAt ? formatDeadline(lang, order.deadlineAt, now) : "";
  return { code: key.slice("orders.next.".length), text: t(key, { date }), late: BUYER_LATE.includes(key) };
}

/**
 * For a member of the supplier company: what to do and by when ("Confirm by 14 Dec", "Waiting
 * for the buyer's payment, until 21 Dec"); a passed deadline says so; a finished order, since when.
 */
function supplierWords(t: TFunction, lang: Lang, order: NextStepFacts, now: number): NextStepWords {
  const { status } = order;
  if (status === "completed" || status === "closed")
    return {
      code: status,
      text: t(`supplier.orders.finishedOn.${status}`, { date: formatDeadline(lang, order.updatedAt, now) }),
      late: false,
    };
  const todo = order.turn === "operator" ? "refund" : status;
  if (!order.deadlineAt || order.turn === "operator")
    return { code: todo, text: t(`supplier.orders.todo.${todo}`), late: false };
  const date = formatDeadline(lang, order.deadlineAt, now);
  if (Date.parse(order.deadlineAt) <= now)
    return {
      code: "overdue",
      text: t("supplier.orders.overdue", { todo: t(`supplier.orders.todo.${todo}`), date }),
      late: true,
    };
  return { code: todo, text: t(`supplier.orders.next.${todo}`, { date }), late: false };
}

/** The sentence saying what happens next and until when, as the reader's side reads it. */
export function nextStepWords(
  t: TFunction,
  lang: Lang,
  side: OrderSide,
  order: NextStepFacts,
  now: number,
): NextStepWords {
  return side === "buyer" ? buyerWords(t, lang, order, now) : supplierWords(t, lang, order, now);
}
