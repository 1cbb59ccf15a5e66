import { Check } from "lucide-static";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { DecorativeIcon } from "#app/components/decorative-icon.tsx";
import { orderMoney } from "#app/components/orders/order-format.ts";
import { BUTTON } from "#app/components/orders/step-form.tsx";
import { AcceptQuoteForm } from "#app/components/quotes/quote-answer-forms.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import type { ComparedQuoteView, MarkedRow } from "#app/lib/quote-comparison.server.ts";
import { useLang } from "#app/lib/use-lang.ts";
import { formatNumber, isolate } from "#core/i18n/format.ts";
import { quotePath } from "#core/urls/quote-paths.ts";

/** The comparison's column of row names stays in view while the quotes scroll sideways. */
export const ROW_HEAD =
  "sticky start-0 z-10 border-e border-b border-gray-200 bg-gray-50 px-2 py-2 text-start align-top text-sm font-medium text-gray-700";
export const CELL = "border-b border-gray-200 px-3 py-2 align-top text-sm";

/** A value cell; the best of its row says so in words and stands out in colour. */
export function Cell({
  quote,
  row,
  children,
}: {
  quote: ComparedQuoteView;
  row?: MarkedRow;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const best = row !== undefined && quote.best.includes(row);
  return (
    <td
      className={`${CELL} ${best ? "bg-green-50" : ""}`}
      data-cell={quote.quoteId}
      data-best={best ? row : undefined}
    >
      {children}
      {best ? (
        <span className="ms-1 inline-flex items-center gap-0.5 rounded bg-green-100 px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap text-green-800">
          <DecorativeIcon svg={Check} className="size-3.5" />
          {t(`quotes.compare.best.${row}`)}
        </span>
      ) : null}
    </td>
  );
}

export function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <tr>
      <th scope="row" className={ROW_HEAD}>
        {label}
      </th>
      {children}
    </tr>
  );
}

/** What the quote prices: the compared line, and how many more the quote has. */
export function QuotedLine({ quote, unitWord }: { quote: ComparedQuoteView; unitWord: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <>
      <bdi className="break-words">{quote.lineName || "—"}</bdi>
      {quote.otherLines > 0 ? (
        <span className="block text-gray-600">
          {t("quotes.compare.otherLines", { count: formatNumber(lang, quote.otherLines) })}
        </span>
      ) : null}
      {quote.unitMatches ? null : (
        <span className="mt-1 block font-medium text-amber-900" data-unit-mismatch>
          {t("quotes.compare.otherUnit", {
            unit: t(`units.${quote.unit}`, { defaultValue: quote.unit }),
            wanted: unitWord,
          })}
        </span>
      )}
    </>
  );
}

export function Money({ e4, currency }: { e4: number | null; currency: string }) {
  const lang = useLang();
  return (
    <span className="font-semibold whitespace-nowrap">
      {e4 === null ? "—" : orderMoney(lang, e4, currency)}
    </span>
  );
}

/** The quote's own page, and accepting it here (the same answer the quote page takes, with its confirmation). */
export function QuoteActions({ quote }: { quote: ComparedQuoteView }) {
  const { t } = useTranslation();
  return (
    <td className={`${CELL} space-y-2`}>
      <Link to={quotePath(quote.quoteId)} className={`${BUTTON.plain} w-full`}>
        {t("quotes.compare.view")}
      </Link>
      {quote.acceptable ? (
        <details
          className="rounded-md open:border open:border-gray-200 open:p-2"
          data-compare-accept={quote.quoteId}
        >
          <summary className={`${BUTTON.primary} w-full cursor-pointer list-none`}>
            {t("quotes.answer.accept.title")}
          </summary>
          <AcceptQuoteForm
            quote={{ quoteId: quote.quoteId, revision: quote.revision }}
            failure={undefined}
            idPrefix={`compare-${quote.quoteId}`}
            summary={isolate(`${quote.number} · ${quote.company.name}`)}
          />
        </details>
      ) : null}
    </td>
  );
}
