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

/** The order's lines as a table (scrolls sideways on a narrow phone rather than squeezing the amounts). */
export function OrderLinesTable({ lines, currency }: { lines: SheetLine[]; currency: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const money = useOrderMoney();
  return (
    <div className="overflow-x-auto print:overflow-visible">
      <table className="w-full min-w-[32rem] border-collapse text-sm print:min-w-0">
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
                {line.variations.length ? (
                  <span className="block text-xs text-gray-600">
                    {line.variations.map((v) => (
                      <span key={`${v.name}:${v.value}`} className="me-2 inline-block">
                        <bdi>{v.name}</bdi>: <bdi>{v.value}</bdi>
                      </span>
                    ))}
                  </span>
                ) : null}
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
