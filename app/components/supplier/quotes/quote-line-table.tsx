import { orderMoney } from "#app/components/orders/order-format.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatNumber } from "#core/i18n/format.ts";
import type { QuoteLineView } from "#app/lib/supplier-quote.server.ts";
import { useQuantityText } from "./quote-request.tsx";

const T = "supplier.quote.lines";
const CELL = "block px-2 py-1 md:table-cell md:py-2 md:align-top";

/** A cell's heading inside a phone's card, where the table's header row is hidden. */
function CellLabel({ children }: { children: string }) {
  return <span className="me-1 text-gray-600 md:sr-only">{children}:</span>;
}

/**
 * A revision's lines: the item and its variations, the quantity, the prices by quantity, and what
 * the line costs at its quantity; then the goods total. A table from md up, a card per line on a phone.
 */
export function QuoteLineTable({
  lines,
  currency,
  goodsTotalE4,
  caption,
}: {
  lines: QuoteLineView[];
  currency: string;
  goodsTotalE4: number;
  caption: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const quantity = useQuantityText();
  const money = (e4: number) => orderMoney(lang, e4, currency);
  return (
    <table className="mt-2 block w-full text-start md:table">
      <caption className="sr-only">{caption}</caption>
      <thead className="sr-only md:not-sr-only">
        <tr className="border-b border-gray-200 text-sm text-gray-600">
          <th scope="col" className="px-2 py-2 text-start font-medium">
            {t(`${T}.item`)}
          </th>
          <th scope="col" className="px-2 py-2 text-end font-medium">
            {t(`${T}.quantity`)}
          </th>
          <th scope="col" className="px-2 py-2 text-start font-medium">
            {t(`${T}.prices`)}
          </th>
          <th scope="col" className="px-2 py-2 text-end font-medium">
            {t(`${T}.total`)}
          </th>
        </tr>
      </thead>
      <tbody className="block md:table-row-group">
        {lines.map((line) => (
          <tr
            key={line.id}
            data-quote-line={line.id}
            className="block border-b border-gray-200 py-2 md:table-row md:py-0"
          >
            <td className={`${CELL} min-w-0`}>
              <bdi className="font-semibold break-words">{line.name}</bdi>
              {line.productId === null ? null : (
                <span className="ms-2 text-xs text-gray-600">{t(`${T}.yourProduct`)}</span>
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
              <CellLabel>{t(`${T}.quantity`)}</CellLabel>
              {quantity(line.quantity, line.unit)}
            </td>
            <td className={`${CELL} text-sm`}>
              <CellLabel>{t(`${T}.prices`)}</CellLabel>
              <ul className="inline md:block">
                {line.priceRows.map((row) => (
                  <li key={row.from} className="md:whitespace-nowrap">
                    {t(`${T}.from`, { quantity: formatNumber(lang, row.from), price: money(row.priceE4) })}
                  </li>
                ))}
              </ul>
            </td>
            <td className={`${CELL} md:text-end md:whitespace-nowrap`}>
              <CellLabel>{t(`${T}.total`)}</CellLabel>
              <span className="font-semibold">{line.totalE4 === null ? "—" : money(line.totalE4)}</span>
              {line.unitPriceE4 === null ? null : (
                <span className="block text-xs text-gray-600">
                  {t(`${T}.each`, { price: money(line.unitPriceE4) })}
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot className="block md:table-footer-group">
        <tr className="flex items-baseline justify-between gap-3 px-2 py-2 md:table-row">
          <th scope="row" colSpan={3} className="text-start font-semibold md:px-2 md:py-2 md:text-end">
            {t(`${T}.goodsTotal`)}
          </th>
          <td className="font-bold whitespace-nowrap md:px-2 md:py-2 md:text-end">{money(goodsTotalE4)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
