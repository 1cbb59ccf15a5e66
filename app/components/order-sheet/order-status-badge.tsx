import { useTranslation } from "../../i18n/react.tsx";

const LOOK: Record<string, string> = {
  proposed: "bg-sky-50 text-sky-900",
  created: "bg-amber-100 text-amber-900",
  shipment_cost_waiting: "bg-amber-100 text-amber-900",
  payment_waiting: "bg-blue-50 text-blue-900",
  payment_approval_pending: "bg-blue-100 text-blue-900",
  shipment_waiting: "bg-violet-100 text-violet-900",
  shipped: "bg-teal-100 text-teal-900",
  completed: "bg-green-100 text-green-800",
  closed: "bg-gray-200 text-gray-800",
};

/** An order's status as a small label (the word, never the colour alone, says it). */
export function OrderStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span
      data-order-status={status}
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold print:border print:border-gray-400 print:bg-white ${LOOK[status] ?? "bg-gray-100 text-gray-800"}`}
    >
      {t(`orderStatus.${status}`)}
    </span>
  );
}
