import { Link } from "react-router";
import { orderMoney } from "#app/components/orders/order-format.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatDate, formatNumber } from "#core/i18n/format.ts";
import type { QuoteListRow } from "#app/lib/supplier-quote.server.ts";
import { QuoteStatusBadge } from "./quote-status.tsx";

const L = "supplier.quote.list";
const CELL = "block px-2 py-1 md:table-cell md:py-2 md:align-top";
const COLUMNS = ["number", "for", "status", "total", "validUntil"] as const;

function CellLabel({ children }: { children: string }) {
  return <span className="me-1 text-gray-600 md:sr-only">{children}:</span>;
}

function QuoteRow({ row }: { row: QuoteListRow }) {
  const { t } = useTranslation();
  const lang = useLang();
  const more = row.lineCount - 1;
  return (
    <tr
      data-quote-id={row.id}
      className="mb-3 block rounded-lg border border-gray-200 bg-white p-2 md:mb-0 md:table-row md:rounded-none md:border-0 md:border-b md:p-0"
    >
      <th scope="row" className={`${CELL} text-start font-semibold whitespace-nowrap`}>
        <Link to={`/supplier/quotes/${row.id}`} className="text-brand-700 underline" dir="ltr">
          {row.number}
        </Link>
      </th>
      <td className={`${CELL} min-w-0 text-sm`}>
        <span className="block text-xs text-gray-600">{t(`${L}.origin.${row.origin}`)}</span>
        <bdi className="block font-medium break-words">
          {row.title || t("supplier.quote.request.noSubject")}
        </bdi>
        <span className="block break-words text-gray-700">
          {row.buyerName ? <bdi>{row.buyerName}</bdi> : t(`${L}.buyerHidden`)}
        </span>
        {row.firstLine ? (
          <span className="block text-gray-600">
            <bdi>{row.firstLine}</bdi>
            {more > 0 ? ` ${t(`${L}.more`, { count: formatNumber(lang, more) })}` : null}
          </span>
        ) : null}
      </td>
      <td className={`${CELL} text-sm`}>
        {row.status ? (
          <>
            <QuoteStatusBadge status={row.status} />
            <span className="ms-2 text-gray-600 md:ms-0 md:block">
              {t(`${L}.revision`, { number: formatNumber(lang, row.revision ?? 0) })}
            </span>
          </>
        ) : (
          <QuoteStatusBadge status="draft" />
        )}
        {row.hasDraft && row.status ? (
          <span className="block text-xs text-gray-600">{t(`${L}.draftWaiting`)}</span>
        ) : null}
      </td>
      <td className={`${CELL} text-sm font-semibold md:text-end md:whitespace-nowrap`}>
        <CellLabel>{t(`${L}.column.total`)}</CellLabel>
        {row.goodsTotalE4 !== null && row.currency ? orderMoney(lang, row.goodsTotalE4, row.currency) : "—"}
      </td>
      <td className={`${CELL} text-sm md:whitespace-nowrap`}>
        <CellLabel>{t(`${L}.column.validUntil`)}</CellLabel>
        {row.validUntil ? <time dateTime={row.validUntil}>{formatDate(lang, row.validUntil)}</time> : "—"}
      </td>
    </tr>
  );
}

/** The company's quotes: a table from md up, a card per quote on a phone. */
export function QuoteListTable({ rows }: { rows: QuoteListRow[] }) {
  const { t } = useTranslation();
  return (
    <table className="mt-2 block w-full text-start md:table">
      <caption className="sr-only">{t(`${L}.title`)}</caption>
      <thead className="sr-only md:not-sr-only">
        <tr className="border-b border-gray-200 text-sm text-gray-600">
          {COLUMNS.map((column) => (
            <th
              key={column}
              scope="col"
              className={`px-2 py-2 font-medium ${column === "total" ? "text-end" : "text-start"}`}
            >
              {t(`${L}.column.${column}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="block md:table-row-group">
        {rows.map((row) => (
          <QuoteRow key={row.id} row={row} />
        ))}
      </tbody>
    </table>
  );
}
