import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import type { OrderSide, OrderStatus } from "#core/rules/order-flow.ts";
import { type NextStepFacts, nextStepWords } from "./next-step.ts";

const STATUS_LOOK: Record<OrderStatus, string> = {
  proposed: "bg-amber-100 text-amber-900",
  created: "bg-blue-50 text-blue-900",
  shipment_cost_waiting: "bg-blue-50 text-blue-900",
  payment_waiting: "bg-amber-100 text-amber-900",
  payment_approval_pending: "bg-blue-50 text-blue-900",
  shipment_waiting: "bg-blue-50 text-blue-900",
  shipped: "bg-indigo-100 text-indigo-900",
  completed: "bg-green-100 text-green-800",
  closed: "bg-slate-200 text-slate-800",
};

/** The order's status as a small label: the word says it, the colour only helps. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <span
      data-order-status={status}
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${STATUS_LOOK[status]}`}
    >
      {t(`orderStatus.${status}`)}
    </span>
  );
}

/** The sentence saying what happens next and until when; a passed deadline stands out. */
export function NextStep({ order, now, side }: { order: NextStepFacts; now: number; side: OrderSide }) {
  const { t } = useTranslation();
  const lang = useLang();
  const next = nextStepWords(t, lang, side, order, now);
  return (
    <span data-next-step={next.code} className={next.late ? "font-semibold text-red-700" : undefined}>
      {next.text}
    </span>
  );
}
