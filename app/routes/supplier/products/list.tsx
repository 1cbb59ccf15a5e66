import { Form, Link, useNavigation } from "react-router";
import { PageTitle } from "#app/components/page-title.tsx";
import { Pager } from "#app/components/pager.tsx";
import { ProductFilters, ProductRow, StatusLinks } from "#app/components/supplier/product-list-parts.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatNumber } from "#core/i18n/format.ts";
import { type ProductBulkAction, productListSearch } from "#core/schemas/product-list.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/list";
import { loadProductList, runProductListAction } from "./list.server.ts";

/** The company's products: filters, search, a page at a time, and bulk actions for those who may change them. */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  return loadProductList(context.get(requestContext), request, url);
}

export async function action({ context, request, url }: Route.ActionArgs) {
  return runProductListAction(context.get(requestContext), request, url);
}

const BUTTON = "inline-flex min-h-10 items-center rounded-md px-4 text-sm font-semibold";

function BulkNotice({ result }: { result: Route.ComponentProps["actionData"] }) {
  const { t } = useTranslation();
  if (!result) return <div aria-live="polite" role="status" className="min-h-6" />;
  const text = result.ok
    ? t(`supplier.products.list.bulkDone.${result.bulk}`, { done: result.done, skipped: result.skipped }) +
      (result.skipped ? ` ${t("supplier.products.list.bulkSkipped", { skipped: result.skipped })}` : "")
    : t(result.formError ?? Object.values(result.fields)[0] ?? "errors.invalid_data");
  return (
    <div aria-live="polite" role="status" className="mt-3 min-h-6 text-sm">
      <p
        className={`rounded-md border px-3 py-2 ${result.ok ? "border-green-200 bg-green-50 text-green-800" : "border-red-200 bg-red-50 text-red-800"}`}
      >
        {text}
      </p>
    </div>
  );
}

export default function ProductListRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const {
    items,
    total,
    page,
    pageSize,
    languageCount,
    categories,
    query,
    canEdit,
    canPublish,
    statusCounts,
  } = loaderData;
  const busy = useNavigation().state === "submitting";
  const filtered = Boolean(
    query.q || query.status || query.category || query.missing || query.expiring || query.cart,
  );
  const actions: ProductBulkAction[] = [
    ...(canPublish ? (["submit", "publish", "unpublish"] as const) : []),
    ...(canEdit ? (["translate", "delete"] as const) : []),
  ];
  const selectable = actions.length > 0;
  const search = productListSearch(query).toString();
  return (
    <section aria-labelledby="products-title">
      <PageTitle>{t("supplier.products.list.title")}</PageTitle>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="products-title" className="text-2xl font-bold">
          {t("supplier.products.list.title")}
        </h1>
        <div className="flex flex-wrap gap-2">
          {canEdit ? (
            <>
              <a
                href="/supplier/products/new"
                className={`${BUTTON} bg-brand-600 text-white hover:bg-brand-700`}
              >
                {t("supplier.products.list.add")}
              </a>
              <a
                href="/supplier/products/import"
                className={`${BUTTON} border border-gray-300 hover:bg-gray-100`}
              >
                {t("supplier.products.list.import")}
              </a>
            </>
          ) : null}
          {total > 0 ? (
            <a
              href={`/supplier/products/export${search ? `?${search}` : ""}`}
              className={`${BUTTON} border border-gray-300 hover:bg-gray-100`}
            >
              {t("supplier.products.list.export")}
            </a>
          ) : null}
        </div>
      </div>
      <StatusLinks query={query} counts={statusCounts} />
      <ProductFilters query={query} categories={categories} />
      <BulkNotice result={actionData} />
      {items.length ? (
        <>
          <p className="mt-2 text-sm text-gray-600">
            {t("supplier.products.list.count", { count: formatNumber(lang, total) })}
          </p>
          {selectable ? (
            <Form
              method="post"
              id="product-bulk"
              className="mt-2 flex flex-wrap items-end gap-2"
              onSubmit={(event) => {
                // Deleting is for good: asked once more where a script runs (without one, the form posts).
                const chosen = (event.currentTarget.elements.namedItem("bulk") as HTMLSelectElement).value;
                if (chosen === "delete" && !window.confirm(t("supplier.products.list.confirmDelete")))
                  event.preventDefault();
              }}
            >
              <label className="text-sm">
                <span className="mb-1 block font-medium">{t("supplier.products.list.bulkLabel")}</span>
                <select
                  name="bulk"
                  required
                  defaultValue=""
                  className="min-h-10 rounded-md border border-gray-300 bg-white px-2"
                >
                  <option value="" disabled>
                    {t("supplier.products.list.chooseAction")}
                  </option>
                  {actions.map((a) => (
                    <option key={a} value={a}>
                      {t(`supplier.products.list.bulk.${a}`)}
                    </option>
                  ))}
                </select>
              </label>
              <button
                type="submit"
                disabled={busy}
                className={`${BUTTON} border border-gray-300 hover:bg-gray-100 disabled:opacity-60`}
              >
                {t("supplier.products.list.applyBulk")}
              </button>
            </Form>
          ) : null}
          <table className="mt-3 block w-full text-start md:table">
            <caption className="sr-only">{t("supplier.products.list.title")}</caption>
            <thead className="sr-only md:not-sr-only">
              <tr className="border-b border-gray-200 text-start text-sm text-gray-600">
                {selectable ? (
                  <th scope="col" className="px-2 py-2 text-start">
                    <span className="sr-only">{t("supplier.products.list.select")}</span>
                  </th>
                ) : null}
                {(["product", "statusLabel", "price", "moq", "translations", "updated"] as const).map((k) => (
                  <th key={k} scope="col" className="px-2 py-2 text-start font-medium">
                    {t(`supplier.products.list.${k}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="block md:table-row-group">
              {items.map((row) => (
                <ProductRow key={row.id} row={row} languageCount={languageCount} selectable={selectable} />
              ))}
            </tbody>
          </table>
          <div className="mt-4">
            <Pager
              current={page - 1}
              totalPages={Math.ceil(total / pageSize)}
              hrefFor={(zeroBased) => `/supplier/products?${productListSearch(query, zeroBased + 1)}`}
              label={t("supplier.products.list.pages")}
            />
          </div>
        </>
      ) : filtered ? (
        <p className="mt-4 rounded-lg border border-dashed border-gray-300 p-6 text-center text-gray-600">
          {t("supplier.products.list.noMatch")}{" "}
          <Link to="/supplier/products" className="text-brand-700 underline">
            {t("supplier.products.list.clear")}
          </Link>
        </p>
      ) : (
        <div className="mt-4 rounded-lg border border-dashed border-gray-300 p-6 text-center">
          <p className="font-semibold">{t("supplier.products.list.emptyTitle")}</p>
          <p className="mt-1 text-gray-600">{t("supplier.products.list.emptyText")}</p>
          {canEdit ? (
            <p className="mt-4 flex flex-wrap justify-center gap-2">
              <a
                href="/supplier/products/new"
                className={`${BUTTON} bg-brand-600 text-white hover:bg-brand-700`}
              >
                {t("supplier.products.list.add")}
              </a>
              <a
                href="/supplier/products/import"
                className={`${BUTTON} border border-gray-300 hover:bg-gray-100`}
              >
                {t("supplier.products.list.import")}
              </a>
            </p>
          ) : null}
        </div>
      )}
    </section>
  );
}
