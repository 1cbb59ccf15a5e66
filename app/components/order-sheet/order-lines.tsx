import { useTranslation } from "../../i18n/react.tsx";
import { formatNumber } from "#core/i18n/format.ts";
import { useLang } from "../../lib/use-lang.ts";
import { useOrderMoney } from "./money.ts";
import { shippingLine, type SheetOrder, type SheetTotals } from "./order-terms.ts";

export interface SheetLine {
  id: number;
  product_name: string;
  variations: { name: string; value: string }[];
  unit: string;
  quantity: number;
  unit_price_e4: number;
  line_total_e4: number;
}

const CELL = "border-b border-gray-200 px-2 py-2 align-top";
const NUMBER = `${CELL} text-end tabular-nums whitespace-nowrap`;

function Variations({ line }: { line: SheetLine }) {
  if (!line.variations.length) return null;
  return (
    <span className="block text-xs text-gray-600">
      {line.variations.map((v) => (
        // One isolate for "name: value": both are the seller's words, in its language's direction.
        <bdi key={`${v.name}:${v.value}`} className="me-2 inline-block">
          {v.name}: {v.value}
        </bdi>
      ))}
    </span>
  );
}

/** On a phone, each line as a small card: what, how many at what price, and the amount. */
function OrderLinesList({ lines, currency }: { lines: SheetLine[]; currency: string }) {
  const lang = useLang();
  const money = useOrderMoney();
  return (
    <ol className="divide-y divide-gray-200 border-y border-gray-200 text-sm sm:hidden print:hidden">
      {lines.map((line) => (
        <li key={line.id} className="py-2">
          <bdi className="font-medium">{line.product_name}</bdi>
          <Variations line={line} />
          <span className="mt-1 flex flex-wrap justify-between gap-x-3 tabular-nums">
            <span>
              {formatNumber(lang, line.quantity)} <bdi>{line.unit}</bdi> ×{" "}
              {money(line.unit_price_e4, currency)}
            </span>
            <span className="font-medium">{money(line.line_total_e4, currency)}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The order's lines: a table on wider screens and on paper, a list of cards on a phone. */
export function OrderLinesTable({ lines, currency }: { lines: SheetLine[]; currency: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const money = useOrderMoney();
  return (
    <>
      <OrderLinesList lines={lines} currency={currency} />
      <div className="hidden sm:block print:block">
        <table className="w-full border-collapse text-sm">
          <thead>
            <tr className="text-start text-xs uppercase tracking-wide text-gray-600">
              <th scope="col" className={`${CELL} w-8 text-start`}>
                #
              </th>
              <th scope="col" className={`${CELL} text-start`}>
                {t("orderSheet.product")}
              </th>
              <th scope="col" className={`${CELL} text-end`}>
                {t("orderSheet.quantity")}
              </th>
              <th scope="col" className={`${CELL} text-end`}>
                {t("orderSheet.unitPrice")}
              </th>
              <th scope="col" className={`${CELL} text-end`}>
                {t("orderSheet.amount")}
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, i) => (
              <tr key={line.id} data-order-line={line.id}>
                <td className={`${CELL} tabular-nums text-gray-600`}>{formatNumber(lang, i + 1)}</td>
                <td className={`${CELL} min-w-0 break-words`}>
                  <bdi className="font-medium">{line.product_name}</bdi>
                  <Variations line={line} />
                </td>
                <td className={NUMBER}>
                  {formatNumber(lang, line.quantity)} <bdi>{line.unit}</bdi>
                </td>
                <td className={NUMBER}>{money(line.unit_price_e4, currency)}</td>
                <td className={NUMBER}>{money(line.line_total_e4, currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** Goods, freight, the total, and the deposit and balance when the payment is split. */
export function OrderTotalsList({ order, totals }: { order: SheetOrder; totals: SheetTotals }) {
  const { t } = useTranslation();
  const lang = useLang();
  const money = useOrderMoney();
  const currency = order.currency;
  const formatPercent = (n: number) => formatNumber(lang, n);
  const rows: { key: string; label: string; value: string; strong?: boolean }[] = [
    { key: "goods", label: t("orderSheet.goods"), value: money(totals.goodsE4, currency) },
    {
      key: "shipping",
      label: t("orderSheet.shipping"),
      value: shippingLine(order, totals, t, (e4) => money(e4, currency)),
    },
    { key: "total", label: t("orderSheet.total"), value: money(totals.totalE4, currency), strong: true },
  ];
  if (totals.depositE4 !== null && totals.balanceE4 !== null && order.deposit_percent)
    rows.push(
      {
        key: "deposit",
        label: t("orderSheet.deposit", { percent: formatPercent(order.deposit_percent) }),
        value: money(totals.depositE4, currency),
      },
      {
        key: "balance",
        label: t("orderSheet.balance", { percent: formatPercent(100 - order.deposit_percent) }),
        value: money(totals.balanceE4, currency),
      },
    );
  return (
    <dl className="ms-auto mt-3 grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
      {rows.map((row) => (
        <div key={row.key} className="contents" data-total={row.key}>
          <dt className={row.strong ? "font-semibold" : "text-gray-600"}>{row.label}</dt>
          <dd className={`text-end tabular-nums ${row.strong ? "font-semibold" : ""}`}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
