import { Link, useLocation } from "react-router";
import { VerifiedBadge } from "#app/components/company/verified-badge.tsx";
import {
  daysText,
  paymentWords,
  shippingWords,
  shownStatus,
  validityText,
  yearsText,
} from "#app/components/quotes/quote-format.ts";
import { QuoteStatusBadge } from "#app/components/quotes/quote-status.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import type { ComparisonSort, QuoteComparison as Comparison } from "#app/lib/quote-comparison.server.ts";
import { useLang } from "#app/lib/use-lang.ts";
import { formatDuration, formatPercent } from "#core/i18n/duration.ts";
import { countryName, formatNumber, isolate } from "#core/i18n/format.ts";
import { quotePath } from "#core/urls/quote-paths.ts";
import { CELL, Cell, Money, QuoteActions, QuotedLine, ROW_HEAD, Row } from "./quote-comparison-rows.tsx";

const SORTS: readonly ComparisonSort[] = ["total", "price", "lead", "validity"];
const SECTION_ID = "quote-comparison";

/**
 * The least width of a quote's column, held by its heading's content (a table cell's own width
 * is only a wish): narrow enough on a phone that the next column shows at the edge, so there is
 * visibly more to see.
 */
const COLUMN = "min-w-[8.5rem]";
/** How many quotes fit side by side in the request page's column before the table scrolls. */
const FIT_WIDE = 3;

/** The sort links: each keeps the page's other address parts and comes back to the comparison. */
function SortLinks({ current }: { current: ComparisonSort }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const hrefOf = (sort: ComparisonSort) => {
    const params = new URLSearchParams(search);
    params.set("sort", sort);
    // A notice about an earlier change does not belong to the sorted page.
    params.delete("done");
    return `${pathname}?${params}#${SECTION_ID}`;
  };
  return (
    <nav
      aria-label={t("quotes.compare.sortLabel")}
      className="mt-3 flex flex-wrap items-center gap-2 text-sm"
    >
      <span className="font-medium text-gray-700">{t("quotes.compare.sortBy")}</span>
      <ul className="flex flex-wrap gap-2">
        {SORTS.map((sort) => {
          const active = sort === current;
          return (
            <li key={sort}>
              <Link
                to={hrefOf(sort)}
                preventScrollReset
                aria-current={active ? "true" : undefined}
                data-sort={sort}
                className={`inline-flex min-h-10 items-center rounded-full border px-3 font-semibold ${
                  active
                    ? "border-brand-600 bg-brand-600 text-white"
                    : "border-gray-300 bg-white hover:border-brand-600 hover:text-brand-700"
                }`}
              >
                {t(`quotes.compare.sort.${sort}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The buyer's request's quotes side by side, one column per quote, priced at the quantity the
 * request asked for: the unit price that quantity reaches in each quote's price rows and its
 * total, the terms, how long each is valid, and who the supplier is. On a phone the table
 * scrolls sideways under its row names, which stay in view. The best value of each comparable
 * row is marked in words and colour; the order comes from the address (`sort`), so the sort
 * links work without JavaScript. The request page gives it its section and heading.
 */
export function QuoteComparison({ comparison }: { comparison: Comparison }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { rfq, quotes, sort, today } = comparison;
  const unitWord = t(`units.${rfq.unit}`, { defaultValue: rfq.unit });
  const quantity = `${formatNumber(lang, rfq.quantity)} ${unitWord}`;
  if (!quotes.length) return null;
  return (
    <div id={SECTION_ID} className="min-w-0" data-quote-comparison>
      <p className="mt-1 text-sm text-gray-700">{t("quotes.compare.intro", { quantity })}</p>
      <SortLinks current={sort} />
      {comparison.mixedCurrencies ? (
        <p className="mt-2 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          {t("quotes.compare.mixedCurrencies")}
        </p>
      ) : null}
      {quotes.length > 1 ? (
        <p className={`mt-2 text-xs text-gray-600 ${quotes.length > FIT_WIDE ? "" : "sm:hidden"}`}>
          {t("quotes.compare.scrollHint")}
        </p>
      ) : null}
      {/* Browsers let the keyboard focus and scroll a scrolling box of their own accord. */}
      <div className="mt-3 overflow-x-auto rounded-md border border-gray-200">
        <table className="w-full border-separate border-spacing-0 text-start">
          {/* The visible words above say the same: the quantity, and the sort chosen. */}
          <caption className="sr-only">
            {t("quotes.compare.caption", {
              title: isolate(rfq.title),
              quantity,
              sort: t(`quotes.compare.sort.${sort}`),
            })}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={`${ROW_HEAD} border-t`}>
                {/* The least width of the row names' column, as COLUMN for the quotes'. */}
                <div className="min-w-[5.5rem] sm:min-w-[8rem]">{t("quotes.list.column.supplier")}</div>
              </th>
              {quotes.map((quote) => (
                <th
                  key={quote.quoteId}
                  scope="col"
                  className={`${CELL} border-t text-start`}
                  data-compared-quote={quote.quoteId}
                >
                  <div className={COLUMN}>
                    <bdi className="block font-semibold break-words">{quote.company.name}</bdi>
                    <Link
                      to={quotePath(quote.quoteId)}
                      className="text-sm font-normal text-brand-700 underline"
                      dir="ltr"
                    >
                      {quote.number}
                    </Link>
                  </div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <Row label={t("quotes.compare.row.supplier")}>
              {quotes.map((q) => (
                <Cell key={q.quoteId} quote={q}>
                  <span className="block">
                    {q.company.country ? countryName(lang, q.company.country) : "—"}
                  </span>
                  {q.company.isVerified ? (
                    <VerifiedBadge />
                  ) : (
                    <span className="text-gray-600">{t("quotes.notVerified")}</span>
                  )}
                </Cell>
              ))}
            </Row>
            <Row label={t("quotes.compare.row.product")}>
              {quotes.map((q) => (
                <Cell key={q.quoteId} quote={q}>
                  <QuotedLine quote={q} unitWord={unitWord} />
                </Cell>
              ))}
            </Row>
            <Row label={t("quotes.compare.row.unitPrice", { quantity })}>
              {quotes.map((q) => (
                <Cell key={q.quoteId} quote={q} row="price">
                  <span data-unit-price={q.quoteId}>
                    <Money e4={q.unitPriceE4} currency={q.currency} />
                  </span>
                </Cell>
              ))}
            </Row>
            <Row label={t("quotes.compare.row.total", { quantity })}>
              {quotes.map((q) => (
                <Cell key={q.quoteId} quote={q} row="total">
                  <span data-total={q.quoteId}>
                    <Money e4={q.totalE4} currency={q.currency} />
                  </span>
                </Cell>
              ))}
            </Row>
            <Row label={t("orders.delivery.incoterm")}>
              {quotes.map((q) => (
                <Cell key={q.quoteId} quote={q}>
                  {q.incoterm ? (
                    <>
                      <span dir="ltr">{q.incoterm}</span>
                      {q.namedPlace ? (
                        <>
                          {" "}
                          <bdi>{q.namedPlace}</bdi>
                        </>
                      ) : null}
                    </>
                  ) : (
                    t("quotes.terms.noIncoterm")
                  )}
                </Cell>
              ))}
            </Row>
            <Row label={t("orders.lines.shipping")}>
              {quotes.map((q) => (
                <Cell key={q.quoteId} quote={q}>
                  {shippingWords(t, q.shipping, q.incoterm)}
                  {q.shipping === "cost" && q.shippingCostE4 !== null ? (
                    <>
                      : <Money e4={q.shippingCostE4} currency={q.currency} />
                    </>
                  ) : null}
                </Cell>
              ))}
            </Row>
            <Row label={t("orders.delivery.leadTime")}>
              {quotes.map((q) => (
                <Cell key={q.quoteId} quote={q} row="lead">
                  {daysText(lang, q.leadTimeDays)}
                </Cell>
              ))}
            </Row>
            <Row label={t("quotes.terms.payment")}>
              {quotes.map((q) => (
                <Cell key={q.quoteId} quote={q}>
                  {paymentWords(t, lang, q.depositPercent, q.balanceDue)}
                </Cell>
              ))}
            </Row>
            <Row label={t("quotes.compare.row.validity")}>
              {quotes.map((q) => (
                <Cell key={q.quoteId} quote={q} row="validity">
                  {q.acceptable ? (
                    validityText(t, lang, q.validUntil, today)
                  ) : (
                    <QuoteStatusBadge status={shownStatus(q.status, q.validUntil, today)} />
                  )}
                </Cell>
              ))}
            </Row>
            <Row label={t("quotes.compare.row.response")}>
              {quotes.map((q) => {
                const figures = q.company.responseFigures;
                return (
                  <Cell key={q.quoteId} quote={q} row="response">
                    {figures && figures.within24hPercent !== null
                      ? figures.medianMinutes === null
                        ? t("inquiries.responseShare", {
                            share: formatPercent(lang, figures.within24hPercent),
                          })
                        : t("inquiries.responseLine", {
                            share: formatPercent(lang, figures.within24hPercent),
                            time: formatDuration(lang, figures.medianMinutes),
                          })
                      : t("quotes.compare.noFigures")}
                  </Cell>
                );
              })}
            </Row>
            <Row label={t("quotes.compare.row.years")}>
              {quotes.map((q) => (
                <Cell key={q.quoteId} quote={q} row="years">
                  {q.company.yearsOnCaravan > 0
                    ? yearsText(lang, q.company.yearsOnCaravan)
                    : t("quotes.compare.underAYear")}
                </Cell>
              ))}
            </Row>
            <tr>
              <th scope="row" className={ROW_HEAD}>
                <span className="sr-only">{t("quotes.compare.row.actions")}</span>
              </th>
              {quotes.map((q) => (
                <QuoteActions key={q.quoteId} quote={q} />
              ))}
            </tr>
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-xs text-gray-600">{t("quotes.compare.bestNote")}</p>
    </div>
  );
}
