import { Link } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatNumber } from "#core/i18n/format.ts";
import type { OrderSummary } from "#core/schemas/order-view.ts";
import { NextStep, OrderStatusBadge } from "./order-status.tsx";
import { orderMoney } from "./order-words.ts";

const COLUMNS = ["order", "supplier", "products", "total", "status", "next"] as const;
/** The same widths in every group, so the three tables line up under each other. */
const WIDTH: Record<(typeof COLUMNS)[number], string> = {
  order: "w-28",
  supplier: "w-[18%]",
  products: "w-[22%]",
  total: "w-32",
  status: "w-44",
  next: "",
};
const CELL = "block px-2 py-1 md:table-cell md:py-2 md:align-top";

/** A cell's heading inside a phone's card, where the table's header row is hidden. */
function CellLabel({ children }: { children: string }) {
  return <span className="me-1 text-gray-600 md:sr-only">{children}:</span>;
}

function OrderRow({ order, now }: { order: OrderSummary; now: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const more = order.lineCount - 1;
  return (
    <tr
      data-order-id={order.id}
      className="mb-3 block rounded-lg border border-gray-200 bg-white p-2 md:mb-0 md:table-row md:rounded-none md:border-0 md:border-b md:p-0"
    >
      <td className={`${CELL} font-semibold whitespace-nowrap`}>
        <Link to={`/profile/orders/${order.id}`} className="text-brand-700 underline" dir="ltr">
          {order.number}
        </Link>
      </td>
      <td className={`${CELL} text-sm break-words`}>
        <CellLabel>{t("orders.list.column.supplier")}</CellLabel>
        <bdi>{order.counterpart}</bdi>
      </td>
      <td className={`${CELL} text-sm`}>
        <CellLabel>{t("orders.list.column.products")}</CellLabel>
        <bdi className="break-words">{order.firstProductName}</bdi>
        {more > 0 ? (
          <span className="ms-1 whitespace-nowrap text-gray-600">
            {t("orders.list.more", { count: formatNumber(lang, more) })}
          </span>
        ) : null}
      </td>
      <td className={`${CELL} text-sm font-semibold md:text-end md:whitespace-nowrap`}>
        <CellLabel>{t("orders.list.column.total")}</CellLabel>
        {orderMoney(lang, order.totalE4, order.currency)}
      </td>
      <td className={CELL}>
        <OrderStatusBadge status={order.status} />
      </td>
      <td className={`${CELL} text-sm`}>
        <NextStep order={order} now={now} />
      </td>
    </tr>
  );
}

/** One group of the buyer's orders: a table from md up, a card per order on a phone. */
export function OrderGroup({
  id,
  title,
  orders,
  now,
}: {
  id: string;
  title: string;
  orders: OrderSummary[];
  now: number;
}) {
  const { t } = useTranslation();
  if (!orders.length) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="mt-4" data-order-group={id}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title} <span className="text-gray-600">({orders.length})</span>
      </h2>
      <table className="mt-2 block w-full text-start md:table md:table-fixed">
        <caption className="sr-only">{title}</caption>
        <thead className="sr-only md:not-sr-only">
          <tr className="border-b border-gray-200 text-sm text-gray-600">
            {COLUMNS.map((column) => (
              <th
                key={column}
                scope="col"
                className={`px-2 py-2 font-medium ${WIDTH[column]} ${column === "total" ? "text-end" : "text-start"}`}
              >
                {t(`orders.list.column.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block md:table-row-group">
          {orders.map((order) => (
            <OrderRow key={order.id} order={order} now={now} />
          ))}
        </tbody>
      </table>
    </section>
  );
}
