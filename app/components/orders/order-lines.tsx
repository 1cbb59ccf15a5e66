import { Link } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatNumber } from "#core/i18n/format.ts";
import { BUYER_CARRIAGE_INCOTERMS, type OrderSide } from "#core/rules/order-flow.ts";
import type { OrderDetail, OrderLineView } from "#core/schemas/order-view.ts";
import { orderMoney } from "./order-format.ts";
import { Panel } from "./order-panel.tsx";
import { SIDE_WORDS } from "./side-words.ts";

const CELL = "block px-2 py-1 md:table-cell md:py-2 md:align-top";

function LineRow({ line, currency }: { line: OrderLineView; currency: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <tr data-line-id={line.id} className="block border-b border-gray-200 py-2 md:table-row md:py-0">
      <td className={`${CELL} min-w-0`}>
        {line.productUrl ? (
          <Link to={line.productUrl} className="font-semibold break-words text-brand-700 hover:underline">
            <bdi>{line.productName}</bdi>
          </Link>
        ) : (
          <bdi className="font-semibold break-words">{line.productName}</bdi>
        )}
        {line.variations.length ? (
          <ul className="text-sm text-gray-600">
            {line.variations.map((v) => (
              <li key={`${v.name}:${v.value}`}>
                <bdi>{v.name}</bdi>: <bdi>{v.value}</bdi>
              </li>
            ))}
          </ul>
        ) : null}
      </td>
      <td className={`${CELL} text-sm md:text-end md:whitespace-nowrap`}>
        <span className="me-1 text-gray-600 md:sr-only">{t("orders.lines.quantity")}:</span>
        {formatNumber(lang, line.quantity)} {t(`units.${line.unit}`, { defaultValue: line.unit })}
      </td>
      <td className={`${CELL} text-sm md:text-end md:whitespace-nowrap`}>
        <span className="me-1 text-gray-600 md:sr-only">{t("orders.lines.unitPrice")}:</span>
        {orderMoney(lang, line.unitPriceE4, currency)}
      </td>
      <td className={`${CELL} font-semibold md:text-end md:whitespace-nowrap`}>
        <span className="me-1 font-normal text-gray-600 md:sr-only">{t("orders.lines.total")}:</span>
        {orderMoney(lang, line.lineTotalE4, currency)}
      </td>
    </tr>
  );
}

/** Whether the supplier still has to price the freight: nothing says it is included, paid, or not theirs. */
export function shippingToBeQuoted(order: OrderDetail): boolean {
  return (
    !order.shippingIncluded &&
    order.shipmentCostE4 === null &&
    !(BUYER_CARRIAGE_INCOTERMS as readonly string[]).includes(order.incoterm ?? "")
  );
}

/** The shipping line's words: its price, included, still the supplier's to settle, not needed, or to be quoted. */
function ShippingText({ order, side }: { order: OrderDetail; side: OrderSide }) {
  const { t } = useTranslation();
  const lang = useLang();
  const words = SIDE_WORDS[side];
  if (order.shipmentCostE4 !== null && !order.shippingIncluded)
    return <>{orderMoney(lang, order.shipmentCostE4, order.currency)}</>;
  if (order.shippingIncluded) return <>{t("orders.shipping.included")}</>;
  if (words.shippingOpen && (order.status === "created" || order.status === "proposed"))
    return <>{t(words.shippingOpen)}</>;
  if (!shippingToBeQuoted(order))
    return <>{t(words.shippingNotNeeded, { incoterm: order.incoterm ?? "" })}</>;
  return <>{t(words.shippingToBeQuoted)}</>;
}

/** What is bought: the lines, the goods total, shipping (how it travels, how long) and the total. */
export function OrderLines({ order, side }: { order: OrderDetail; side: OrderSide }) {
  const { t } = useTranslation();
  const lang = useLang();
  const quoted = shippingToBeQuoted(order);
  return (
    <Panel id="lines" title={t("orders.lines.title")}>
      <table className="mt-2 block w-full text-start md:table">
        <caption className="sr-only">{t("orders.lines.title")}</caption>
        <thead className="sr-only md:not-sr-only">
          <tr className="border-b border-gray-200 text-sm text-gray-600">
            <th scope="col" className="px-2 py-2 text-start font-medium">
              {t("orders.lines.product")}
            </th>
            {(["quantity", "unitPrice", "total"] as const).map((k) => (
              <th key={k} scope="col" className="px-2 py-2 text-end font-medium">
                {t(`orders.lines.${k}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block md:table-row-group">
          {order.lines.map((line) => (
            <LineRow key={line.id} line={line} currency={order.currency} />
          ))}
        </tbody>
      </table>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        <dt className="text-gray-700">{t("orders.lines.goodsTotal")}</dt>
        <dd className="text-end">{orderMoney(lang, order.goodsTotalE4, order.currency)}</dd>
        <dt className="text-gray-700">{t("orders.lines.shipping")}</dt>
        <dd className="text-end" data-shipping>
          <ShippingText order={order} side={side} />
        </dd>
        {order.shippingMethod || order.shippingEstimateDays ? (
          <dd className="col-span-2 text-end text-gray-600">
            {[
              order.shippingMethod ? t(`orders.method.${order.shippingMethod}`) : "",
              order.shippingEstimateDays
                ? t("orders.shipping.estimate", { days: formatNumber(lang, order.shippingEstimateDays) })
                : "",
            ]
              .filter(Boolean)
              .join(" · ")}
          </dd>
        ) : null}
        <dt className="border-t border-gray-200 pt-1 text-base font-semibold">
          {quoted ? t("orders.lines.totalSoFar") : t("orders.lines.grandTotal")}
        </dt>
        <dd className="border-t border-gray-200 pt-1 text-end text-base font-bold" data-order-total>
          {orderMoney(lang, order.totalE4, order.currency)}
        </dd>
      </dl>
      {order.totalsFrozen ? <p className="mt-2 text-xs text-gray-600">{t("orders.lines.frozen")}</p> : null}
    </Panel>
  );
}
