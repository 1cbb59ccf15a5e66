import { Link } from "react-router";
import { PageTitle } from "#app/components/page-title.tsx";
import { Pager } from "#app/components/pager.tsx";
import { QuoteListTable } from "#app/components/supplier/quotes/quote-list-table.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatNumber } from "#core/i18n/format.ts";
import { QUOTE_LIST_STATES, type QuoteListState } from "#core/schemas/quote-answers.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/list";
import { loadQuoteList } from "./list.server.ts";

/** The company's quotes: a page at a time, by where they stand. */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  return loadQuoteList(context.get(requestContext), request, url);
}

const L = "supplier.quote.list";

const listHref = (status: QuoteListState | null, page = 1) => {
  const search = new URLSearchParams();
  if (status) search.set("status", status);
  if (page > 1) search.set("page", String(page));
  const text = search.toString();
  return text ? `/supplier/quotes?${text}` : "/supplier/quotes";
};

/** The statuses to filter by, as links (they work without JavaScript); the current one marked. */
function StatusFilter({ current }: { current: QuoteListState | null }) {
  const { t } = useTranslation();
  const chip = (on: boolean) =>
    `inline-flex min-h-10 items-center rounded-full border px-3 text-sm whitespace-nowrap ${
      on
        ? "border-brand-600 bg-brand-600 font-semibold text-white"
        : "border-gray-300 bg-white hover:border-brand-600"
    }`;
  return (
    <nav aria-label={t(`${L}.filter`)} className="mt-3">
      <ul className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap">
        {[null, ...QUOTE_LIST_STATES].map((state) => (
          <li key={state ?? "all"} className="shrink-0">
            <Link
              to={listHref(state)}
              aria-current={state === current ? "page" : undefined}
              className={chip(state === current)}
            >
              {t(state ? `${L}.state.${state}` : `${L}.all`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function QuoteListRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { rows, total, page, pageSize, status } = loaderData;
  const pages = Math.ceil(total / pageSize);
  return (
    <section aria-labelledby="quotes-title">
      <PageTitle>{t(`${L}.title`)}</PageTitle>
      <h1 id="quotes-title" className="text-2xl font-bold">
        {t(`${L}.title`)}
      </h1>
      <p className="mt-1 text-sm text-gray-600">{t(`${L}.intro`)}</p>
      <StatusFilter current={status} />
      {rows.length ? (
        <>
          <p className="mt-3 text-sm text-gray-600">
            {t(`${L}.count`, { count: formatNumber(lang, total) })}
          </p>
          <QuoteListTable rows={rows} />
          <Pager
            current={page - 1}
            totalPages={pages}
            hrefFor={(p) => listHref(status, p + 1)}
            label={t(`${L}.pages`)}
          />
        </>
      ) : (
        <div className="mt-4 rounded-lg border border-dashed border-gray-300 p-6 text-center">
          {status || page > 1 ? (
            <>
              <p className="font-semibold">{t(`${L}.noMatch`)}</p>
              <Link to="/supplier/quotes" className="mt-1 inline-block text-brand-700 underline">
                {t(`${L}.clear`)}
              </Link>
            </>
          ) : (
            <>
              <p className="font-semibold">{t(`${L}.emptyTitle`)}</p>
              <p className="mt-1 text-gray-600">{t(`${L}.emptyText`)}</p>
              <Link to="/supplier/inquiries" className="mt-2 inline-block text-brand-700 underline">
                {t(`${L}.toInquiries`)}
              </Link>
            </>
          )}
        </div>
      )}
    </section>
  );
}
