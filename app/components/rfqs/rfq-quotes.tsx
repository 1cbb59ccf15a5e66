import { useTranslation } from "#app/i18n/react.tsx";
import type { QuoteComparison as Comparison } from "#app/lib/quote-comparison.server.ts";
import type { BuyerRfqView } from "#app/lib/rfq-page.server.ts";
import { QuoteComparison } from "./quote-comparison.tsx";
import { useQuotesText } from "./rfq-standing.tsx";

/** The request's quotes: how many of the most it takes, and the quotes side by side to choose from. */
export function RfqQuotes({
  rfq,
  comparison,
}: {
  rfq: Pick<BuyerRfqView, "quoteCount" | "maxQuotes">;
  comparison: Comparison;
}) {
  const { t } = useTranslation();
  const quotesText = useQuotesText();
  return (
    <section
      aria-labelledby="rfq-quotes-title"
      className="min-w-0 rounded-lg border border-gray-200 bg-white p-4"
      data-rfq-quotes
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 id="rfq-quotes-title" className="text-lg font-bold">
          {t("rfqBuyer.quotes")}
        </h2>
        <span className="text-sm text-gray-700">{quotesText(rfq)}</span>
      </div>
      {comparison.quotes.length ? (
        <QuoteComparison comparison={comparison} />
      ) : (
        <p className="mt-2 text-sm text-gray-700">{t("rfqBuyer.quotesNone")}</p>
      )}
    </section>
  );
}
