import { Link, useSearchParams } from "react-router";
import { ActionNotice } from "#app/components/console/action-notice.tsx";
import { Panel } from "#app/components/orders/order-panel.tsx";
import { PageTitle } from "#app/components/page-title.tsx";
import { QuoteRequestSummary } from "#app/components/supplier/quotes/quote-request.tsx";
import { QuoteRevisionCard } from "#app/components/supplier/quotes/quote-revision.tsx";
import { QuoteStatusBadge } from "#app/components/supplier/quotes/quote-status.tsx";
import {
  type QuoteActionFailure,
  QuoteThreadActions,
} from "#app/components/supplier/quotes/quote-thread-actions.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { isolateLtr } from "#core/i18n/format.ts";
import { quoteNumber } from "#core/rules/quote-flow.ts";
import { PAYMENT_DETAILS_PATH } from "#core/schemas/payment-details.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/detail";
import { loadQuotePage, runQuoteAction } from "./detail.server.ts";

/** One of the company's quotes: what was asked, every revision with its changes, and what to do next. */
export async function loader({ context, request, url, params }: Route.LoaderArgs) {
  return loadQuotePage(context.get(requestContext), request, url, params.quoteId);
}

export async function action({ context, request, url, params }: Route.ActionArgs) {
  return runQuoteAction(context.get(requestContext), request, url, params.quoteId);
}

const Q = "supplier.quote.thread";
/** What a "done" notice of the page may say, after the redirect. */
const QUOTE_DONE = ["saved", "sent", "withdrawn"] as const;

/** What the last change did (after the redirect), or why it was refused. */
function Notice({ failure }: { failure: QuoteActionFailure | undefined }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const done = search.get("done") as (typeof QUOTE_DONE)[number] | null;
  const result =
    failure ??
    (done && QUOTE_DONE.includes(done) ? { ok: true as const, notice: `${Q}.done.${done}` } : undefined);
  return (
    <>
      <ActionNotice result={failure?.fields.reason ? undefined : result} />
      {failure?.formError === "supplier.quote.errors.noBankDetails" ? (
        <Link to={PAYMENT_DETAILS_PATH} className="text-sm font-semibold text-brand-700 underline">
          {t("supplier.paymentDetails.title")}
        </Link>
      ) : null}
    </>
  );
}

export default function QuoteRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { quote, now, mayAct } = loaderData;
  const failure = actionData as QuoteActionFailure | undefined;
  const number = isolateLtr(quoteNumber(quote.id));
  const latest = quote.revisions.find((r) => r.number === quote.currentNumber) ?? quote.revisions.at(-1);
  // Newest first: the revision the buyer has now is what the supplier looks for.
  const newestFirst = [...quote.revisions].reverse();
  return (
    <article aria-labelledby="quote-title">
      <PageTitle>{[t(`${Q}.title`, { number }), t("supplier.quote.list.title")]}</PageTitle>
      <Link to="/supplier/quotes" className="text-sm text-brand-700 underline">
        {t(`${Q}.back`)}
      </Link>
      <h1 id="quote-title" className="mt-2 flex flex-wrap items-center gap-2 text-2xl font-bold">
        <span>{t(`${Q}.title`, { number })}</span>
        {latest ? <QuoteStatusBadge status={latest.status} /> : null}
      </h1>
      <Notice failure={failure} />
      {/* On a phone: what to do first, then what was asked, then the revisions; beside each other from lg up. */}
      <div className="mt-2 grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <Panel id="quote-actions" title={t(`${Q}.actions`)}>
            <QuoteThreadActions key={quote.updatedAt} quote={quote} mayAct={mayAct} failure={failure} />
          </Panel>
        </div>
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <QuoteRequestSummary request={quote.request} buyer={quote.buyer} now={now} />
        </div>
        <section
          aria-labelledby="revisions-title"
          className="min-w-0 space-y-4 lg:col-start-1 lg:row-start-2"
        >
          <h2 id="revisions-title" className="text-xl font-semibold">
            {t(`${Q}.revisions`)}
          </h2>
          {newestFirst.map((revision) => (
            <QuoteRevisionCard
              key={revision.id}
              quoteId={quote.id}
              revision={revision}
              previous={quote.revisions.find((r) => r.number === revision.number - 1)}
            />
          ))}
        </section>
      </div>
    </article>
  );
}
