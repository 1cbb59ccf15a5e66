import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatNumber } from "#core/i18n/format.ts";
import type { TFunction } from "#core/i18n/i18n.ts";
import type { OrderDetail } from "#core/schemas/order-view.ts";
import { Panel } from "./order-detail-parts.tsx";
import { moneyWords } from "./order-words.ts";

/** The shipping line of the totals: included, not needed, to follow, or its price. */
function shippingWords(order: OrderDetail, t: TFunction, price: (e4: number) => string) {
  if (order.shippingIncluded) return t("supplier.orders.shipping.included");
  if (order.shipmentCostE4 !== null) return price(order.shipmentCostE4);
  if (order.status === "created" || order.status === "proposed") return t("supplier.orders.shipping.open");
  if (order.status === "shipment_cost_waiting") return t("supplier.orders.shipping.to_follow");
  return t("supplier.orders.shipping.not_needed");
}

// A table from `sm` up; on a phone each line is a small card (the name, then quantity × price
// beside the line's total) and each total a row of label and amount, so nothing scrolls sideways.
const CELL = "px-2 py-1 sm:py-2 sm:align-top";
const ROW = "flex flex-wrap items-baseline justify-between sm:table-row";

function TotalRow({
  label,
  strong,
  children,
}: {
  label: string;
  strong?: boolean;
  children: React.ReactNode;
}) {
  return (
    <tr className={`${ROW} ${strong ? "text-base" : ""}`}>
      <td className="hidden sm:table-cell" />
      <th scope="row" colSpan={2} className={`${CELL} text-end ${strong ? "" : "font-normal text-gray-600"}`}>
        {label}
      </th>
      <td className={`${CELL} text-end ${strong ? "font-bold" : ""}`}>{children}</td>
    </tr>
  );
}

/** The lines with their exact totals, the shipping and the order's total. */
export function LinesPanel({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const price = (e4: number) => moneyWords(lang, e4, order.currency);
  const head = `${CELL} font-medium`;
  return (
    <Panel id="lines" title={t("supplier.orders.linesTitle")}>
      <table className="mt-2 block w-full text-sm sm:table">
        <thead className="sr-only sm:not-sr-only sm:table-header-group">
          <tr className="border-b border-gray-200 text-gray-600">
            <th scope="col" className={`${head} text-start`}>
              {t("supplier.orders.product")}
            </th>
            <th scope="col" className={`${head} text-end`}>
              {t("supplier.orders.quantity")}
            </th>
            <th scope="col" className={`${head} text-end`}>
              {t("supplier.orders.unitPrice")}
            </th>
            <th scope="col" className={`${head} text-end`}>
              {t("supplier.orders.lineTotal")}
            </th>
          </tr>
        </thead>
        <tbody className="block sm:table-row-group">
          {order.lines.map((line) => (
            <tr key={line.id} className={`${ROW} border-b border-gray-100 py-1 sm:py-0`}>
              <td className={`${CELL} w-full sm:w-auto`}>
                <bdi className="font-medium break-words">{line.productName}</bdi>
                {line.variations.length ? (
                  <span className="block text-gray-600">
                    {line.variations.map((v) => `${v.name}: ${v.value}`).join(" · ")}
                  </span>
                ) : null}
              </td>
              <td className={`${CELL} whitespace-nowrap sm:text-end`}>
                {formatNumber(lang, line.quantity)} {t(`units.${line.unit}`, { defaultValue: line.unit })}
                <span className="text-gray-600 sm:hidden"> × {price(line.unitPriceE4)}</span>
              </td>
              <td className={`${CELL} hidden text-end whitespace-nowrap sm:table-cell`}>
                {price(line.unitPriceE4)}
              </td>
              <td className={`${CELL} text-end whitespace-nowrap`}>{price(line.lineTotalE4)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="block sm:table-footer-group">
          <TotalRow label={t("supplier.orders.goodsTotal")}>{price(order.goodsTotalE4)}</TotalRow>
          <TotalRow label={t("supplier.orders.shippingCost")}>{shippingWords(order, t, price)}</TotalRow>
          <TotalRow label={t("supplier.orders.total")} strong>
            {price(order.totalE4)}
          </TotalRow>
        </tfoot>
      </table>
      {order.totalsFrozen ? (
        <p className="mt-2 text-sm text-gray-600">{t("supplier.orders.frozen")}</p>
      ) : null}
    </Panel>
  );
}
