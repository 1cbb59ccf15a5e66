import { Form, Link } from "react-router";
import { PageTitle } from "#app/components/page-title.tsx";
import { Pager } from "#app/components/pager.tsx";
import { RfqListItem } from "#app/components/rfq/rfq-parts.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatList, formatNumber } from "#core/i18n/format.ts";
import { newQuotePath, supplierQuotePath, supplierRfqPath } from "#core/urls/rfq-paths.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/list";
import { RFQ_SEARCH_MAX, rfqListHref } from "./list-query.ts";
import { loadRfqList } from "./list.server.ts";

/** The open requests for quotation in the company's categories, newest first, with a search. */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  return loadRfqList(context.get(requestContext), request, url);
}

type Data = Route.ComponentProps["loaderData"];

const BUTTON = "inline-flex min-h-10 items-center rounded-md px-4 text-sm font-semibold";

/** Quote now on a request the company has not quoted on; its quote when it has. */
function QuoteLink({ rfqId, quoteId }: { rfqId: number; quoteId: number | null }) {
  const { t } = useTranslation();
  return quoteId ? (
    <Link
      to={supplierQuotePath(quoteId)}
      className={`${BUTTON} border border-brand-600 text-brand-700 hover:bg-brand-50`}
    >
      {t("supplier.rfqs.yourQuote")}
    </Link>
  ) : (
    <Link to={newQuotePath(rfqId)} className={`${BUTTON} bg-brand-600 text-white hover:bg-brand-700`}>
      {t("supplier.rfqs.quoteNow")}
    </Link>
  );
}

/** The categories that bring the company its requests, and where the company profile is. */
function Categories({ categories }: { categories: Data["categories"] }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <p className="mt-1 text-sm text-gray-600">
      {categories.length
        ? t("supplier.rfqs.yourCategories", {
            list: formatList(
              lang,
              categories.map((c) => c.name ?? c.code),
            ),
          })
        : t("supplier.rfqs.noCategories")}{" "}
      <Link to="/supplier/company/categories" className="text-brand-700 underline">
        {t("supplier.rfqs.categoriesLink")}
      </Link>
    </p>
  );
}

function Search({ q }: { q: string }) {
  const { t } = useTranslation();
  return (
    <Form
      method="get"
      role="search"
      aria-label={t("supplier.rfqs.search")}
      className="mt-4 flex flex-wrap items-end gap-2 rounded-lg border border-gray-200 bg-white p-3"
    >
      <label className="min-w-0 flex-1 text-sm">
        <span className="mb-1 block font-medium">{t("supplier.rfqs.search")}</span>
        <input
          type="search"
          name="q"
          defaultValue={q}
          maxLength={RFQ_SEARCH_MAX}
          placeholder={t("supplier.rfqs.searchHint")}
          className="min-h-10 w-full rounded-md border border-gray-300 bg-white px-2"
        />
      </label>
      <button type="submit" className={`${BUTTON} border border-gray-300 hover:bg-gray-100`}>
        {t("supplier.rfqs.searchButton")}
      </button>
    </Form>
  );
}

function Empty({ data }: { data: Data }) {
  const { t } = useTranslation();
  const list = data.list!;
  if (list.total > 0)
    return (
      <p className="mt-4 rounded-lg border border-dashed border-gray-300 p-6 text-center text-gray-600">
        {t("supplier.rfqs.pastEnd")}{" "}
        <Link to={rfqListHref(data.query.q, 1)} className="text-brand-700 underline">
          {t("supplier.rfqs.firstPage")}
        </Link>
      </p>
    );
  if (data.query.q)
    return (
      <p className="mt-4 rounded-lg border border-dashed border-gray-300 p-6 text-center text-gray-600">
        {t("supplier.rfqs.noMatch")}{" "}
        <Link to="/supplier/rfqs" className="text-brand-700 underline">
          {t("supplier.rfqs.clear")}
        </Link>
      </p>
    );
  return (
    <div className="mt-4 rounded-lg border border-dashed border-gray-300 p-6 text-center">
      <p className="font-semibold">{t("supplier.rfqs.emptyTitle")}</p>
      <p className="mt-1 text-gray-600">{t("supplier.rfqs.emptyText")}</p>
      <Link
        to="/supplier/company/categories"
        className={`${BUTTON} mt-3 border border-gray-300 hover:bg-gray-100`}
      >
        {t("supplier.rfqs.categoriesLink")}
      </Link>
    </div>
  );
}

export default function SupplierRfqListRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { list, query, now, refusal } = loaderData;
  return (
    <section aria-labelledby="rfqs-title">
      <PageTitle>{t("supplier.rfqs.title")}</PageTitle>
      <h1 id="rfqs-title" className="text-2xl font-bold">
        {t("supplier.rfqs.title")}
      </h1>
      <p className="mt-1 text-gray-700">{t("supplier.rfqs.intro")}</p>
      <Categories categories={loaderData.categories} />
      {refusal || !list ? (
        <p
          role="status"
          className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          {t(refusal ?? "errors.not_allowed")}
        </p>
      ) : (
        <>
          <Search q={query.q} />
          {list.items.length ? (
            <>
              <p className="mt-3 text-sm text-gray-600">
                {t("supplier.rfqs.count", { count: formatNumber(lang, list.total) })}
              </p>
              <ul className="mt-2 space-y-3">
                {list.items.map((rfq) => (
                  <li key={rfq.id}>
                    <RfqListItem
                      rfq={rfq}
                      now={now}
                      href={supplierRfqPath(rfq.id)}
                      action={<QuoteLink rfqId={rfq.id} quoteId={rfq.quoteId} />}
                    />
                  </li>
                ))}
              </ul>
              <Pager
                current={list.page - 1}
                totalPages={Math.ceil(list.total / list.pageSize)}
                hrefFor={(zeroBased) => rfqListHref(query.q, zeroBased + 1)}
                label={t("supplier.rfqs.pages")}
              />
            </>
          ) : (
            <Empty data={loaderData} />
          )}
        </>
      )}
    </section>
  );
}
