import { Link } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatNumber } from "#core/i18n/format.ts";
import type { OrderSide } from "#core/rules/order-flow.ts";
import type { OrderListView, OrderSummary } from "#core/schemas/order-view.ts";
import { orderMoney } from "./order-format.ts";
import { NextStep, OrderStatusBadge } from "./order-status.tsx";
import { ORDER_GROUPS, type OrderGroupId, SIDE_WORDS } from "./side-words.ts";

const COLUMNS = ["order", "counterpart", "products", "total", "status", "next"] as const;
/** The same widths in every group on a wide screen, so the three tables line up under each other. */
const WIDTH: Record<(typeof COLUMNS)[number], string> = {
  order: "lg:w-28",
  counterpart: "lg:w-[16%]",
  products: "",
  total: "lg:w-32",
  status: "lg:w-44",
  next: "lg:w-[26%]",
};
const CELL = "block px-2 py-1 md:table-cell md:py-2 md:align-top";
/** The group's anchor and test name: "waiting-for-you". */
const groupId = (group: OrderGroupId) => group.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** A cell's heading inside a phone's card, where the table's header row is hidden. */
function CellLabel({ children }: { children: string }) {
  return <span className="me-1 text-gray-600 md:sr-only">{children}:</span>;
}

function OrderRow({ order, now, side }: { order: OrderSummary; now: number; side: OrderSide }) {
  const { t } = useTranslation();
  const lang = useLang();
  const words = SIDE_WORDS[side];
  const more = order.lineCount - 1;
  return (
    <tr
      data-order-id={order.id}
      className="mb-3 block rounded-lg border border-gray-200 bg-white p-2 md:mb-0 md:table-row md:rounded-none md:border-0 md:border-b md:p-0"
    >
      <th scope="row" className={`${CELL} text-start font-semibold whitespace-nowrap`}>
        <Link to={`${words.home}/${order.id}`} className="text-brand-700 underline" dir="ltr">
          {order.number}
        </Link>
      </th>
      <td className={`${CELL} text-sm break-words`}>
        <CellLabel>{t(words.counterpart)}</CellLabel>
        <bdi>{order.counterpart}</bdi>
      </td>
      <td className={`${CELL} text-sm`}>
        <CellLabel>{t("orders.list.column.products")}</CellLabel>
        <bdi className="break-words">{order.firstProductName || "—"}</bdi>
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
        <NextStep order={order} now={now} side={side} />
      </td>
    </tr>
  );
}

/** One group of the reader's orders: a table from md up, a card per order on a phone. */
function OrderGroup({
  group,
  orders,
  now,
  side,
}: {
  group: OrderGroupId;
  orders: OrderSummary[];
  now: number;
  side: OrderSide;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const words = SIDE_WORDS[side];
  if (!orders.length && !words.emptyGroups) return null;
  const id = groupId(group);
  const title = t(words.groups[group]);
  return (
    <section aria-labelledby={`${id}-title`} className="mt-6" data-order-group={id}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title} <span className="font-normal text-gray-600">({formatNumber(lang, orders.length)})</span>
      </h2>
      {orders.length ? (
        <table className="mt-2 block w-full text-start md:table lg:table-fixed">
          <caption className="sr-only">{title}</caption>
          <thead className="sr-only md:not-sr-only">
            <tr className="border-b border-gray-200 text-sm text-gray-600">
              {COLUMNS.map((column) => (
                <th
                  key={column}
                  scope="col"
                  className={`px-2 py-2 font-medium ${WIDTH[column]} ${column === "total" ? "text-end" : "text-start"}`}
                >
                  {t(column === "counterpart" ? words.counterpart : `orders.list.column.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="block md:table-row-group">
            {orders.map((order) => (
              <OrderRow key={order.id} order={order} now={now} side={side} />
            ))}
          </tbody>
        </table>
      ) : (
        <p className="mt-2 text-sm text-gray-600">{words.emptyGroups ? t(words.emptyGroups[group]) : null}</p>
      )}
    </section>
  );
}

/** The reader's orders by whose turn it is: waiting for them, for the other side, and finished. */
export function OrderGroups({ list, now, side }: { list: OrderListView; now: number; side: OrderSide }) {
  return (
    <>
      {ORDER_GROUPS.map((group) => (
        <OrderGroup key={group} group={group} orders={list[group]} now={now} side={side} />
      ))}
    </>
  );
}
