import { Link } from "react-router";
import { PageTitle } from "#app/components/page-title.tsx";
import { Pager } from "#app/components/pager.tsx";
import { QuoteList } from "#app/components/quotes/quote-list.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { quoteBuyerOf } from "#app/lib/quote-page.server.ts";
import { dayOf } from "#core/rules/quote-flow.ts";
import { QuoteListQuerySchema } from "#core/schemas/quote-answers.ts";
import { QUOTES_PATH } from "#core/urls/quote-paths.ts";
import { listBuyerQuotes } from "#server/modules/quotes/index.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/quotes";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

/** The filters the buyer's list offers: every quote, or those whose latest revision stands there. */
const FILTERS = [null, "open", "changes_requested", "accepted", "declined", "expired", "withdrawn"] as const;
type Filter = (typeof FILTERS)[number];

/** The signed-in buyer's quotes, newest change first, a page at a time; others sign in first. */
export async function loader({ context, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const buyer = quoteBuyerOf(ctx, url);
  const query = QuoteListQuerySchema.parse(Object.fromEntries(url.searchParams));
  // A buyer never sees drafts: that filter is no filter here.
  const status = query.status === "draft" ? undefined : query.status;
  const list = await listBuyerQuotes(ctx.deps, buyer, { ...query, status }, ctx.lang);
  return { ...list, status: (status ?? null) as Filter, today: dayOf(ctx.deps.clock.now()) };
}

const hrefOf = (status: Filter, page = 1) => {
  const params = new URLSearchParams();
  if (status) params.set("status", status);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${QUOTES_PATH}?${query}` : QUOTES_PATH;
};

/** The status filter: plain links, so it works without JavaScript; the current one is marked. */
function Filters({ current }: { current: Filter }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("quotes.list.filterLabel")} className="mt-3">
      <ul className="flex flex-wrap gap-2">
        {FILTERS.map((filter) => {
          const active = filter === current;
          return (
            <li key={filter ?? "all"}>
              <Link
                to={hrefOf(filter)}
                aria-current={active ? "page" : undefined}
                className={`inline-flex min-h-10 items-center rounded-full border px-3 text-sm font-semibold ${
                  active
                    ? "border-brand-600 bg-brand-600 text-white"
                    : "border-gray-300 bg-white hover:border-brand-600 hover:text-brand-700"
                }`}
              >
                {t(`quotes.list.filter.${filter ?? "all"}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export default function BuyerQuotesRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { rows, total, page, pageSize, status, today } = loaderData;
  const title = t("quotes.list.title");
  return (
    <section aria-labelledby="quotes-title" className="mx-auto max-w-6xl">
      <PageTitle>{title}</PageTitle>
      <Link to="/profile" className="text-sm text-brand-700 underline">
        {t("header.account")}
      </Link>
      <h1 id="quotes-title" className="mt-2 text-2xl font-bold">
        {title}
      </h1>
      <p className="mt-1 text-gray-700">{t("quotes.list.intro")}</p>
      <Filters current={status} />
      {rows.length ? (
        <>
          <QuoteList
            rows={rows}
            today={today}
            caption={status ? `${title}: ${t(`quotes.list.filter.${status}`)}` : title}
          />
          <div className="mt-4">
            <Pager
              current={page - 1}
              totalPages={Math.ceil(total / pageSize)}
              hrefFor={(p) => hrefOf(status, p + 1)}
              label={t("quotes.list.pagesLabel")}
            />
          </div>
        </>
      ) : status || page > 1 ? (
        <div
          className="mt-4 rounded-lg border border-dashed border-gray-300 p-6 text-center"
          data-quotes-empty
        >
          <p className="font-semibold">{t("quotes.list.noneHere")}</p>
          <Link to={QUOTES_PATH} className="mt-2 inline-block font-semibold text-brand-700 underline">
            {t("quotes.list.showAll")}
          </Link>
        </div>
      ) : (
        <div
          className="mt-4 rounded-lg border border-dashed border-gray-300 p-6 text-center"
          data-quotes-empty
        >
          <p className="font-semibold">{t("quotes.list.emptyTitle")}</p>
          <p className="mt-1 text-gray-600">{t("quotes.list.emptyText")}</p>
          <Link
            to="/categories"
            className="mt-4 inline-flex min-h-10 items-center rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
          >
            {t("orders.list.browse")}
          </Link>
        </div>
      )}
    </section>
  );
}
