import { Link, type ShouldRevalidateFunctionArgs, useSearchParams } from "react-router";
import { ActionNotice } from "#app/components/console/action-notice.tsx";
import { PageTitle } from "#app/components/page-title.tsx";
import { type RfqActionFailure, RfqBuyerActions } from "#app/components/rfqs/rfq-buyer-actions.tsx";
import { RfqDetails, RfqHeader } from "#app/components/rfqs/rfq-details.tsx";
import { RfqQuotes } from "#app/components/rfqs/rfq-quotes.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { RFQ_LIST_PATH } from "#core/urls/rfq-paths.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/rfq";
import { loadBuyerRfq, runBuyerRfqAction } from "./rfq.server.ts";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

/** One of the signed-in buyer's requests for quotation in full, with what they may still do with it. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  return loadBuyerRfq(context.get(requestContext), url, params.rfqId);
}

/** Close early, or extend once. */
export async function action({ context, request, url, params }: Route.ActionArgs) {
  return runBuyerRfqAction(context.get(requestContext), request, url, params.rfqId);
}

/**
 * A change refused because the request moved on meanwhile (409) shows the request as it is now:
 * the page's data is read again, which a refused post would otherwise skip.
 */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 ? true : defaultShouldRevalidate;
}

/** What the page was sent back for: the request just posted, or the change just made. */
function doneKey(search: URLSearchParams): string | undefined {
  if (search.get("posted") === "1") return "rfqBuyer.done.posted";
  const done = search.get("done");
  return done === "closed" || done === "extended" ? `rfqBuyer.done.${done}` : undefined;
}

/** The last change's outcome: what was done (after the redirect), or the refusal. */
function Notice({ failure }: { failure: RfqActionFailure | undefined }) {
  const notice = doneKey(useSearchParams()[0]);
  return <ActionNotice result={failure ?? (notice ? { ok: true, notice } : undefined)} />;
}

export default function BuyerRfqRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { rfq, countries, comparison, now } = loaderData;
  const failure = actionData as RfqActionFailure | undefined;
  return (
    <article aria-labelledby="rfq-title" className="mx-auto max-w-5xl">
      <PageTitle>{[rfq.source.title, t("rfqBuyer.list.title")]}</PageTitle>
      <Link to={RFQ_LIST_PATH} className="text-sm text-brand-700 underline">
        {t("rfqBuyer.list.title")}
      </Link>
      <RfqHeader rfq={rfq} now={now} />
      <Notice failure={failure} />
      {/* Wide, the quotes and the request beside what may be done; on a phone one column, in that order. */}
      <div className="mt-2 grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-4">
          <RfqQuotes rfq={rfq} comparison={comparison} />
          <RfqDetails rfq={rfq} countries={countries} />
        </div>
        <div className="min-w-0 space-y-4">
          <RfqBuyerActions rfq={rfq} failure={failure} />
        </div>
      </div>
    </article>
  );
}
