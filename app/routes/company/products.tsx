import { data, useNavigation } from "react-router";
import { CompanyCategories } from "#app/components/company/company-categories.tsx";
import { ContactCard } from "#app/components/company/contact-card.tsx";
import { NoResults } from "#app/components/listing/no-results.tsx";
import { SortControl } from "#app/components/listing/sort-control.tsx";
import { isPastTheEnd, PageOutOfRange } from "#app/components/listing/page-out-of-range.tsx";
import { PageTitle } from "#app/components/page-title.tsx";
import { Pager } from "#app/components/pager.tsx";
import { ProductCard } from "#app/components/product-card.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useCompany } from "#app/lib/company-data.ts";
import { useLang } from "#app/lib/use-lang.ts";
import { formatNumber } from "#core/i18n/format.ts";
import { parseId } from "#core/schemas/id.ts";
import { type ProductSort, ProductQuerySchema } from "#core/schemas/search.ts";
import { companyCategoryPath, companyHomePath } from "#core/urls/company-paths.ts";
import { parseListingParams } from "#core/urls/listing-params.ts";
import { CATEGORY_CODE } from "#core/urls/listing-state.ts";
import { sameInEveryLanguage, withPageNumber } from "#core/urls/page-address.ts";
import { getCategoryTrail } from "#server/modules/categories/index.ts";
import { searchProducts } from "#server/modules/search/index.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/products";

/** 20 products a page on the company home and its category pages. */
const LIMIT = 20;

/**
 * The company home ({slug}/co/{id}) and its category pages ({slug}/co/pr/{id}/{category}, also
 * with a category name segment): the company's categories, contact card, result count with the
 * category name, the order (?sort=, as on every listing) and the products, 20 a page (?p=, from 0).
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const companyId = parseId(params.companyId);
  const categoryCode = params.categoryId ?? null;
  if (categoryCode !== null && !CATEGORY_CODE.test(categoryCode)) throw data(null, { status: 404 });
  const trail = categoryCode ? await getCategoryTrail(ctx.deps.db, ctx.lang, categoryCode) : [];
  if (!trail) throw data(null, { status: 404 });
  const { page, sort } = parseListingParams(url.searchParams);
  const result = await searchProducts(
    ctx.deps,
    ProductQuerySchema.parse({
      language: ctx.lang,
      companyID: companyId,
      categoryCode: categoryCode ?? undefined,
      pageIndex: page,
      productCount: LIMIT,
      sort,
    }),
  );
  // The shell has sent any other company name to the company's own, so the path's name is it; a
  // category page's canonical form has no category name segment. The order is a way of looking
  // at the same list, so the canonical address leaves it out, as it leaves out the listing's.
  const slug = encodeURIComponent(params.slug);
  const base = categoryCode ? `/${slug}/co/pr/${companyId}/${categoryCode}` : `/${slug}/co/${companyId}`;
  const address = sameInEveryLanguage(withPageNumber(base, page));
  const answer = {
    category: trail.at(-1) ?? null,
    page,
    sort: sort ?? null,
    products: result.products,
    total: result.totalCount,
    address,
  };
  // A page past the end of the list: a 404 that says so and leads back (PageOutOfRange).
  return isPastTheEnd(page, result.products.length, result.totalCount)
    ? data(answer, { status: 404 })
    : answer;
}

export default function CompanyProductsRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigation = useNavigation();
  const { company } = useCompany();
  const { category, page, products, total } = loaderData;
  const sort = loaderData.sort ?? undefined;
  const base = category
    ? companyCategoryPath(company.name, company._id, category.code)
    : companyHomePath(company.name, company._id);
  const categoryName = category?.name ?? t("company.allProducts");
  const totalPages = Math.ceil(total / LIMIT);
  const hrefWith = (p: number, order: ProductSort | undefined) => {
    const query = new URLSearchParams();
    if (order) query.set("sort", order);
    if (p > 0) query.set("p", String(p));
    return query.size ? `${base}?${query}` : base;
  };
  const hrefFor = (p: number) => hrefWith(p, sort);
  const pastTheEnd = isPastTheEnd(page, products.length, total);
  return (
    <>
      <PageTitle>{[category?.name, company.name]}</PageTitle>
      <meta
        name="description"
        content={t("company.metaDescription", {
          name: company.name,
          products: company.mainProducts ?? categoryName,
        })}
      />
      {pastTheEnd ? <meta name="robots" content="noindex, follow" /> : null}
      <div className="flex flex-col gap-4 md:flex-row">
        <aside className="flex flex-col gap-4 md:w-64 md:flex-none">
          <CompanyCategories selected={category?.code ?? null} />
          <ContactCard />
        </aside>
        <section
          className="min-w-0 flex-1"
          aria-labelledby="company-products-title"
          aria-busy={navigation.state === "loading"}
        >
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            <h2 id="company-products-title" className="text-sm text-gray-700">
              <span role="status">
                {t("company.resultCount", { formatted: formatNumber(lang, total), category: categoryName })}
              </span>
            </h2>
            <SortControl sort={sort} action={base} keep={[]} hrefFor={(order) => hrefWith(0, order)} />
          </div>
          {pastTheEnd ? (
            <PageOutOfRange page={page} totalPages={totalPages} total={total} hrefFor={hrefFor} />
          ) : null}
          {navigation.state === "loading" ? (
            <p role="status" className="mb-2 text-sm text-gray-600">
              {t("listing.loading")}
            </p>
          ) : null}
          {pastTheEnd ? null : products.length ? (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
              {products.map((p, i) => (
                <li key={p.id}>
                  <ProductCard product={p} priority={i < 2} withSupplier={false} />
                </li>
              ))}
            </ul>
          ) : (
            <NoResults />
          )}
          {pastTheEnd ? null : (
            <Pager current={page} totalPages={totalPages} hrefFor={hrefFor} label={t("listing.pages")} />
          )}
        </section>
      </div>
    </>
  );
}
