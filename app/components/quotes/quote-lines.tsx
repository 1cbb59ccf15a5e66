import { orderMoney } from "#app/components/orders/order-format.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import type { BuyerRevision, QuoteLineView } from "#app/lib/quote-page.server.ts";
import { useLang } from "#app/lib/use-lang.ts";
import { formatNumber } from "#core/i18n/format.ts";
import type { PriceRow } from "#core/rules/quote-flow.ts";
import { buyerCarries, shippingWords } from "./quote-format.ts";

const CELL = "block px-2 py-1 md:table-cell md:py-2 md:align-top";

/** The price row a quantity reaches (the first when it is below them all), as priceAtQuantity picks it. */
function appliedRow(rows: readonly PriceRow[], quantity: number): number {
  let applied = 0;
  rows.forEach((row, i) => {
    if (row.from <= quantity) applied = i;
  });
  return applied;
}

/** A cell's heading inside a phone's card, where the table's header row is hidden. */
function CellLabel({ children }: { children: string }) {
  return <span className="me-1 text-gray-600 md:sr-only">{children}:</span>;
}

/** "from 500 Piece: $8.10" per row; the row the line's quantity reaches says so in words. */
function PriceRows({ line, currency }: { line: QuoteLineView; currency: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const unit = t(`units.${line.unit}`, { defaultValue: line.unit });
  const applied = appliedRow(line.priceRows, line.quantity);
  return (
    <ul className="inline-block space-y-0.5 align-top" data-price-rows>
      {line.priceRows.map((row, i) => (
        <li
          key={row.from}
          className={`md:whitespace-nowrap ${i === applied ? "font-semibold" : "text-gray-700"}`}
        >
          {t("quotes.lines.priceFrom", { quantity: formatNumber(lang, row.from), unit })}:{" "}
          <span className="whitespace-nowrap">{orderMoney(lang, row.priceE4, currency)}</span>
          {i === applied && line.priceRows.length > 1 ? (
            <span className="ms-1 rounded bg-brand-50 px-1 text-xs font-semibold text-brand-700">
              {t("quotes.lines.applies")}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function LineRow({ line, currency }: { line: QuoteLineView; currency: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <tr data-line-id={line.id} className="block border-b border-gray-200 py-2 md:table-row md:py-0">
      <th scope="row" className={`${CELL} min-w-0 text-start font-normal`}>
        <bdi className="font-semibold break-words">{line.name}</bdi>
        {line.variations.length ? (
          <ul className="text-sm text-gray-600">
            {line.variations.map((v) => (
              <li key={`${v.name}:${v.value}`}>
                <bdi>{v.name}</bdi>: <bdi>{v.value}</bdi>
              </li>
            ))}
          </ul>
        ) : null}
      </th>
      <td className={`${CELL} text-sm md:text-end md:whitespace-nowrap`}>
        <CellLabel>{t("orders.lines.quantity")}</CellLabel>
        {formatNumber(lang, line.quantity)} {t(`units.${line.unit}`, { defaultValue: line.unit })}
      </td>
      <td className={`${CELL} text-sm`}>
        <CellLabel>{t("quotes.lines.priceRows")}</CellLabel>
        <PriceRows line={line} currency={currency} />
      </td>
      <td className={`${CELL} text-sm md:text-end md:whitespace-nowrap`}>
        <CellLabel>{t("orders.lines.unitPrice")}</CellLabel>
        {line.unitPriceE4 === null ? "—" : orderMoney(lang, line.unitPriceE4, currency)}
      </td>
      <td className={`${CELL} font-semibold md:text-end md:whitespace-nowrap`}>
        <span className="me-1 font-normal text-gray-600 md:sr-only">{t("orders.lines.total")}:</span>
        {line.totalE4 === null ? "—" : orderMoney(lang, line.totalE4, currency)}
      </td>
    </tr>
  );
}

/**
 * What the revision offers: each line with its price by quantity and the price its quantity
 * reaches, the goods total, shipping and the total (so far, while shipping is still to be priced).
 */
export function QuoteLines({ revision, idPrefix }: { revision: BuyerRevision; idPrefix: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { terms } = revision;
  const money = (e4: number) => orderMoney(lang, e4, terms.currency);
  const shippingE4 = terms.shipping === "cost" ? (terms.shippingCostE4 ?? 0) : 0;
  const toCome = terms.shipping === "to_quote" && !buyerCarries(terms.incoterm);
  const title = t("quotes.lines.title");
  return (
    <section aria-labelledby={`${idPrefix}-lines-title`} className="min-w-0">
      <h3 id={`${idPrefix}-lines-title`} className="font-semibold">
        {title}
      </h3>
      <table className="mt-2 block w-full text-start md:table">
        <caption className="sr-only">{title}</caption>
        <thead className="sr-only md:not-sr-only">
          <tr className="border-b border-gray-200 text-sm text-gray-600">
            <th scope="col" className="px-2 py-2 text-start font-medium">
              {t("orders.lines.product")}
            </th>
            <th scope="col" className="px-2 py-2 text-end font-medium">
              {t("orders.lines.quantity")}
            </th>
            <th scope="col" className="px-2 py-2 text-start font-medium">
              {t("quotes.lines.priceRows")}
            </th>
            <th scope="col" className="px-2 py-2 text-end font-medium">
              {t("quotes.lines.unitPriceAt")}
            </th>
            <th scope="col" className="px-2 py-2 text-end font-medium">
              {t("orders.lines.total")}
            </th>
          </tr>
        </thead>
        <tbody className="block md:table-row-group">
          {revision.lines.map((line) => (
            <LineRow key={line.id} line={line} currency={terms.currency} />
          ))}
        </tbody>
      </table>
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        <dt className="text-gray-700">{t("orders.lines.goodsTotal")}</dt>
        <dd className="text-end">{money(revision.goodsTotalE4)}</dd>
        <dt className="text-gray-700">{t("orders.lines.shipping")}</dt>
        <dd className="text-end" data-shipping>
          {terms.shipping === "cost" && terms.shippingCostE4 !== null
            ? money(terms.shippingCostE4)
            : shippingWords(t, terms.shipping, terms.incoterm)}
        </dd>
        <dt className="border-t border-gray-200 pt-1 text-base font-semibold">
          {toCome ? t("orders.lines.totalSoFar") : t("orders.lines.grandTotal")}
        </dt>
        <dd className="border-t border-gray-200 pt-1 text-end text-base font-bold" data-quote-total>
          {money(revision.goodsTotalE4 + shippingE4)}
        </dd>
      </dl>
    </section>
  );
}
