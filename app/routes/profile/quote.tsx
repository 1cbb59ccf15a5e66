import { type ShouldRevalidateFunctionArgs, useSearchParams } from "react-router";
import { ActionNotice } from "#app/components/console/action-notice.tsx";
import { orderMoney } from "#app/components/orders/order-format.ts";
import { PageTitle } from "#app/components/page-title.tsx";
import { QuoteAnswerForms, type QuoteAnswerFailure } from "#app/components/quotes/quote-answer-forms.tsx";
import { QuoteHeader } from "#app/components/quotes/quote-header.tsx";
import {
  EarlierRevisions,
  QuoteRevisionBody,
  RevisionOutcome,
} from "#app/components/quotes/quote-revision.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatNumber, isolate } from "#core/i18n/format.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/quote";
import { answerBuyerQuote, loadBuyerQuote } from "./quote.server.ts";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

/** One of the signed-in buyer's quotes, every revision sent, and the answers they may give now. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  return loadBuyerQuote(context.get(requestContext), url, params.quoteId);
}

/** Accept (to the new order), ask for changes, or decline. */
export async function action({ context, request, url, params }: Route.ActionArgs) {
  return answerBuyerQuote(context.get(requestContext), request, url, params.quoteId);
}

/**
 * An answer refused because the quote moved on meanwhile (409: a newer revision, another answer,
 * its last day passed) shows the quote as it is now: the page's data is read again, which a
 * refused post would otherwise skip.
 */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 ? true : defaultShouldRevalidate;
}

const DONE = ["changes_requested", "declined"];

/** The last answer's outcome: what was done (after the redirect), or the refusal. */
function Notice({ failure }: { failure: QuoteAnswerFailure | undefined }) {
  const done = useSearchParams()[0].get("done");
  const success =
    done && DONE.includes(done) ? { ok: true as const, notice: `quotes.done.${done}` } : undefined;
  return <ActionNotice result={failure ?? success} />;
}

export default function BuyerQuoteRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { quote } = loaderData;
  const failure = actionData as QuoteAnswerFailure | undefined;
  const latest = quote.revisions.at(-1)!;
  const previous = quote.revisions.at(-2);
  const shippingE4 = latest.terms.shipping === "cost" ? (latest.terms.shippingCostE4 ?? 0) : 0;
  const revisionWord = t("quotes.revision", { number: formatNumber(lang, latest.number) });
  return (
    <article aria-labelledby="quote-title" className="mx-auto max-w-6xl">
      <PageTitle>{[quote.number, t("quotes.list.title")]}</PageTitle>
      <QuoteHeader quote={quote} />
      <Notice failure={failure} />
      {/* On a phone one column: the latest revision, then the answers, then the earlier revisions. */}
      <div className="mt-2 grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section
          aria-labelledby="latest-title"
          className="min-w-0 rounded-lg border border-gray-200 bg-white p-4"
          data-revision={latest.number}
          data-latest-revision
        >
          <h2 id="latest-title" className="mb-3 text-lg font-semibold">
            {t("quotes.detail.latest", { revision: revisionWord })}
          </h2>
          <QuoteRevisionBody
            quoteId={quote.id}
            revision={latest}
            previous={previous}
            today={quote.today}
            latest
          />
        </section>
        <div className="min-w-0 space-y-4">
          <QuoteAnswerForms
            actions={quote.actions}
            quote={{ quoteId: quote.id, revision: latest.number, version: latest.version }}
            failure={failure}
            acceptSummary={t("quotes.answer.accept.summary", {
              number: isolate(quote.number),
              revision: revisionWord,
              total: orderMoney(lang, latest.goodsTotalE4 + shippingE4, latest.terms.currency),
            })}
          />
          <RevisionOutcome revision={latest} today={quote.today} />
        </div>
      </div>
      <div className="mt-4">
        <EarlierRevisions quoteId={quote.id} revisions={quote.revisions} today={quote.today} />
      </div>
    </article>
  );
}
