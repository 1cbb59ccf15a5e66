import { Link } from "react-router";
import { VerifiedBadge } from "#app/components/company/verified-badge.tsx";
import { orderMoney } from "#app/components/orders/order-format.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import type { QuoteListRow } from "#app/lib/quote-page.server.ts";
import { useLang } from "#app/lib/use-lang.ts";
import { countryName, formatDate, formatNumber } from "#core/i18n/format.ts";
import { OPEN_QUOTE_STATUSES } from "#core/rules/quote-flow.ts";
import { quotePath } from "#core/urls/quote-paths.ts";
import { shownStatus, validityText } from "./quote-format.ts";
import { QuoteStatusBadge } from "./quote-status.tsx";

const COLUMNS = ["quote", "supplier", "for", "status", "total", "validUntil"] as const;
const CELL = "block px-2 py-1 md:table-cell md:py-2 md:align-top";

/** A cell's heading inside a phone's card, where the table's header row is hidden. */
function CellLabel({ children }: { children: string }) {
  return <span className="me-1 text-gray-600 md:sr-only">{children}:</span>;
}

function QuoteRow({ row, today }: { row: QuoteListRow; today: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const status = row.status ? shownStatus(row.status, row.validUntil ?? today, today) : null;
  const more = row.lineCount - 1;
  return (
    <tr
      data-quote-id={row.id}
      className="mb-3 block rounded-lg border border-gray-200 bg-white p-2 md:mb-0 md:table-row md:rounded-none md:border-0 md:border-b md:p-0"
    >
      <th scope="row" className={`${CELL} text-start font-semibold whitespace-nowrap`}>
        <Link to={quotePath(row.id)} className="text-brand-700 underline" dir="ltr">
          {row.number}
        </Link>
        {row.revision && row.revision > 1 ? (
          <span className="ms-2 text-sm font-normal text-gray-600 md:ms-0 md:block">
            {t("quotes.revision", { number: formatNumber(lang, row.revision) })}
          </span>
        ) : null}
      </th>
      <td className={`${CELL} text-sm break-words`}>
        <CellLabel>{t("quotes.list.column.supplier")}</CellLabel>
        <bdi className="font-medium">{row.company.name}</bdi>
        {row.company.isVerified ? (
          <span className="ms-1">
            <VerifiedBadge />
          </span>
        ) : null}
        {row.company.country ? (
          <span className="block text-gray-600 max-md:inline max-md:ms-1">
            {countryName(lang, row.company.country)}
          </span>
        ) : null}
      </td>
      <td className={`${CELL} text-sm break-words`}>
        <CellLabel>{t("quotes.list.column.for")}</CellLabel>
        <span className="text-gray-600">
          {t(row.origin === "rfq" ? "quotes.origin.rfq" : "quotes.origin.inquiry")}:
        </span>{" "}
        <bdi>{row.title}</bdi>
        {row.firstLine ? (
          <span className="block text-gray-600">
            <bdi>{row.firstLine}</bdi>
            {more > 0 ? (
              <span className="ms-1 whitespace-nowrap">
                {t("orders.list.more", { count: formatNumber(lang, more) })}
              </span>
            ) : null}
          </span>
        ) : null}
      </td>
      <td className={CELL}>{status ? <QuoteStatusBadge status={status} /> : null}</td>
      <td className={`${CELL} text-sm font-semibold md:text-end md:whitespace-nowrap`}>
        <CellLabel>{t("quotes.list.column.total")}</CellLabel>
        {row.goodsTotalE4 !== null && row.currency ? orderMoney(lang, row.goodsTotalE4, row.currency) : "—"}
      </td>
      <td className={`${CELL} text-sm`}>
        <CellLabel>{t("quotes.list.column.validUntil")}</CellLabel>
        {row.validUntil ? (
          <>
            <span className="whitespace-nowrap">{formatDate(lang, row.validUntil)}</span>
            {status && OPEN_QUOTE_STATUSES.includes(status) ? (
              <span className="block text-gray-600 max-md:inline max-md:ms-1">
                {validityText(t, lang, row.validUntil, today)}
              </span>
            ) : null}
          </>
        ) : (
          "—"
        )}
      </td>
    </tr>
  );
}

/** The buyer's quotes: a table from md up, a card per quote on a phone. */
export function QuoteList({
  rows,
  today,
  caption,
}: {
  rows: QuoteListRow[];
  today: string;
  caption: string;
}) {
  const { t } = useTranslation();
  return (
    <table className="mt-4 block w-full text-start md:table" data-quote-list>
      <caption className="sr-only">{caption}</caption>
      <thead className="sr-only md:not-sr-only">
        <tr className="border-b border-gray-200 text-sm text-gray-600">
          {COLUMNS.map((column) => (
            <th
              key={column}
              scope="col"
              className={`px-2 py-2 font-medium ${column === "total" ? "text-end" : "text-start"}`}
            >
              {t(`quotes.list.column.${column}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="block md:table-row-group">
        {rows.map((row) => (
          <QuoteRow key={row.id} row={row} today={today} />
        ))}
      </tbody>
    </table>
  );
}
