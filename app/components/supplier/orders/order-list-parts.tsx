import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatNumber } from "#core/i18n/format.ts";
import type { OrderSummary } from "#core/schemas/order-view.ts";
import { moneyWords, nextStepWords } from "./order-words.ts";

const COLUMNS = ["order", "buyer", "products", "total", "status", "next"] as const;
/** Column widths on a wide screen, the same in every group, so the three tables line up. */
const WIDTH: Record<(typeof COLUMNS)[number], string> = {
  order: "lg:w-28",
  buyer: "lg:w-[16%]",
  products: "",
  total: "lg:w-32",
  status: "lg:w-44",
  next: "lg:w-[24%]",
};
const CELL = "block px-2 py-1 md:table-cell md:py-2 md:align-top";

/** A cell's name on a phone, where the rows are cards and the table has no visible header. */
function CellLabel({ children }: { children: React.ReactNode }) {
  return <span className="me-1 text-gray-600 md:hidden">{children}:</span>;
}

/** The status of an order as a badge, in the site's words for the statuses. */
export function StatusBadge({ status }: { status: OrderSummary["status"] }) {
  const { t } = useTranslation();
  const tone =
    status === "completed"
      ? "bg-green-100 text-green-900"
      : status === "closed"
        ? "bg-gray-200 text-gray-800"
        : "bg-blue-100 text-blue-900";
  return (
    <span className={`inline-block rounded-md px-2 py-0.5 text-xs font-semibold ${tone}`}>
      {t(`orderStatus.${status}`)}
    </span>
  );
}

function OrderRow({ order, now }: { order: OrderSummary; now: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const next = nextStepWords(t, lang, order, now);
  const more = order.lineCount - 1;
  return (
    <tr
      data-order-id={order.id}
      className="mb-3 block rounded-lg border border-gray-200 bg-white p-2 md:mb-0 md:table-row md:rounded-none md:border-0 md:border-b md:p-0"
    >
      <th scope="row" className={`${CELL} text-start`}>
        <a
          href={`/supplier/orders/${order.id}`}
          className="font-semibold whitespace-nowrap text-brand-700 underline"
          dir="ltr"
        >
          {order.number}
        </a>
      </th>
      <td className={`${CELL} text-sm`}>
        <CellLabel>{t("supplier.orders.column.buyer")}</CellLabel>
        <bdi>{order.counterpart}</bdi>
      </td>
      <td className={`${CELL} min-w-0 text-sm md:max-w-xs`}>
        <CellLabel>{t("supplier.orders.column.products")}</CellLabel>
        <bdi className="break-words">{order.firstProductName || "—"}</bdi>
        {more > 0 ? (
          <span className="ms-1 text-gray-600">
            {t("supplier.orders.moreLines", { count: formatNumber(lang, more) })}
          </span>
        ) : null}
      </td>
      <td className={`${CELL} text-sm md:text-end`}>
        <CellLabel>{t("supplier.orders.column.total")}</CellLabel>
        <span className="font-semibold whitespace-nowrap">
          {moneyWords(lang, order.totalE4, order.currency)}
        </span>
      </td>
      <td className={`${CELL} text-sm`}>
        <StatusBadge status={order.status} />
      </td>
      <td className={`${CELL} text-sm`}>
        <span className={next.late ? "font-semibold text-red-700" : ""}>{next.text}</span>
      </td>
    </tr>
  );
}

/** One group of the list (waiting for you, for the buyer, finished): a table on a desk, cards on a phone. */
export function OrderGroup({
  id,
  title,
  orders,
  now,
  empty,
}: {
  id: string;
  title: string;
  orders: OrderSummary[];
  now: number;
  empty: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <section aria-labelledby={`${id}-title`} className="mt-6">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title} <span className="font-normal text-gray-600">({formatNumber(lang, orders.length)})</span>
      </h2>
      {orders.length ? (
        <table className="mt-2 block w-full text-start md:table lg:table-fixed">
          <caption className="sr-only">{title}</caption>
          <thead className="sr-only md:not-sr-only">
            <tr className="border-b border-gray-200 text-sm text-gray-600">
              {COLUMNS.map((k) => (
                <th
                  key={k}
                  scope="col"
                  className={`px-2 py-2 font-medium ${WIDTH[k]} ${k === "total" ? "text-end" : "text-start"}`}
                >
                  {t(`supplier.orders.column.${k}`)}
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
      ) : (
        <p className="mt-2 text-sm text-gray-600">{empty}</p>
      )}
    </section>
  );
}
