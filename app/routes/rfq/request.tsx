import { data, Link } from "react-router";
import { PageMeta } from "#app/components/page-meta.tsx";
import { BoardCalls } from "#app/components/rfq/board-calls.tsx";
import { RfqTerms, RfqTextOrigin } from "#app/components/rfq/rfq-parts.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { parseId } from "#core/schemas/id.ts";
import { RFQ_BOARD_PATH, rfqCategoryPath, supplierRfqPath } from "#core/urls/rfq-paths.ts";
import { isAppError } from "#server/lib/errors.ts";
import { getPublicRfq } from "#server/modules/rfqs/index.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/request";

/**
 * One open request of the public board: what is asked, never who asks (no name, contacts or
 * company of the buyer, and no target price). A closed request, one past its deadline and a
 * made-up id are 404.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const rfqId = parseId(params.rfqId);
  if (rfqId === undefined) throw data(null, { status: 404 });
  try {
    const rfq = await getPublicRfq(ctx.deps, rfqId, ctx.lang);
    return { rfq, signedIn: Boolean(ctx.user), now: ctx.deps.clock.now() };
  } catch (error) {
    if (isAppError(error) && error.code === "not_found") throw data(null, { status: 404 });
    throw error;
  }
}

const BUTTON = "inline-flex min-h-10 items-center rounded-md px-4 text-sm font-semibold";

/** The first words of the description, for search results. */
const excerpt = (text: string) => (text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text);

export default function PublicRfqRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { rfq, signedIn, now } = loaderData;
  const quotePath = supplierRfqPath(rfq.id);
  return (
    <>
      <PageMeta title={rfq.text.title} description={excerpt(rfq.text.description)} />
      <nav aria-label={t("listing.breadcrumb")} className="mb-2 text-sm text-gray-600">
        <ol className="flex flex-wrap items-center gap-1">
          <li className="flex items-center gap-1">
            <Link to={RFQ_BOARD_PATH} className="hover:text-brand-700 hover:underline">
              {t("rfqBoard.title")}
            </Link>
            <span aria-hidden="true" className="rtl:rotate-180">
              ›
            </span>
          </li>
          <li>
            <Link
              to={rfqCategoryPath(rfq.categoryName, rfq.categoryCode)}
              className="hover:text-brand-700 hover:underline"
            >
              <bdi>{rfq.categoryName}</bdi>
            </Link>
          </li>
        </ol>
      </nav>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <article aria-labelledby="rfq-title" className="min-w-0 space-y-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0">
              <h1 id="rfq-title" className="text-2xl font-bold break-words" lang={rfq.text.lang} dir="auto">
                {rfq.text.title}
              </h1>
              <RfqTextOrigin text={rfq.text} sourceLang={rfq.sourceLang} />
            </div>
            <Link
              to={signedIn ? quotePath : `/login?returnUrl=${encodeURIComponent(quotePath)}`}
              className={`${BUTTON} shrink-0 self-start bg-brand-600 text-white hover:bg-brand-700`}
            >
              {signedIn ? t("rfqBoard.quoteInWorkspace") : t("rfqBoard.signInToQuote")}
            </Link>
          </div>
          <p
            className="rounded-lg border border-gray-200 bg-white p-4 break-words whitespace-pre-line"
            lang={rfq.text.lang}
            dir="auto"
          >
            {rfq.text.description}
          </p>
          <section
            aria-labelledby="rfq-terms-title"
            className="rounded-lg border border-gray-200 bg-white p-4"
          >
            <h2 id="rfq-terms-title" className="mb-3 font-semibold">
              {t("rfqBoard.terms")}
            </h2>
            <RfqTerms rfq={rfq} now={now} />
          </section>
          <p className="text-sm text-gray-600">{t("rfqBoard.identityNote")}</p>
        </article>
        <aside className="min-w-0">
          <BoardCalls signedIn={signedIn} />
        </aside>
      </div>
    </>
  );
}
