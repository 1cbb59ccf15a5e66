import { data, useNavigation } from "react-router";
import { CompanyCategories } from "~/components/company/company-categories.tsx";
import { ContactCard } from "~/components/company/contact-card.tsx";
import { NoResults } from "~/components/listing/no-results.tsx";
import { Pager } from "~/components/pager.tsx";
import { ProductCard } from "~/components/product-card.tsx";
import { formatNumber } from "~/i18n/format.ts";
import { useTranslation } from "~/i18n/react.tsx";
import { useCompany } from "~/lib/company-data.ts";
import { companyCategoryPath, companyHomePath } from "~/lib/company-paths.ts";
import { parseListingParams } from "~/lib/listing-params.ts";
import { CATEGORY_CODE } from "~/lib/listing-state.ts";
import { useLang } from "~/lib/use-lang.ts";
import { parseId } from "~/schemas/id.ts";
import { ProductQuerySchema } from "~/schemas/search.ts";
import { getCategoryTrail } from "../../../server/modules/catalog/catalog.service.ts";
import { searchProducts } from "../../../server/modules/search/search.service.ts";
import { requestContext } from "../../../server/request-context.ts";
import type { Route } from "./+types/products";

/** Storefront §9: 20 products a page on the company home and its category pages. */
const LIMIT = 20;

/**
 * The company home ({slug}/co/{id}) and its category pages ({slug}/co/pr/{id}/{category}, also
 * with a category name segment): the company's categories, contact card, result count with the
 * category name, Sort By (Best Match, the only order) and the products, 20 a page (?p=, from 0).
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const companyId = parseId(params.companyId);
  const categoryCode = params.categoryId ?? null;
  if (categoryCode !== null && !CATEGORY_CODE.test(categoryCode)) throw data(null, { status: 404 });
  const trail = categoryCode ? await getCategoryTrail(ctx.deps.db, ctx.lang, categoryCode) : [];
  if (!trail) throw data(null, { status: 404 });
  const { page } = parseListingParams(new URL(request.url).searchParams);
  const result = await searchProducts(
    ctx.deps,
    ProductQuerySchema.parse({
      language: ctx.lang,
      companyID: companyId,
      categoryCode: categoryCode ?? undefined,
      pageIndex: page,
      productCount: LIMIT,
    }),
  );
  return { category: trail.at(-1) ?? null, page, products: result.products, total: result.totalCount };
}

export default function CompanyProductsRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigation = useNavigation();
  const { company } = useCompany();
  const { category, page, products, total } = loaderData;
  const base = category
    ? companyCategoryPath(company.name, company._id, category.code)
    : companyHomePath(company.name, company._id);
  const categoryName = category?.name ?? t("company.allProducts");
  return (
    <>
      <title>{`${category ? `${category.name} · ` : ""}${company.name} · ${t("site.name")}`}</title>
      <meta
        name="description"
        content={t("company.metaDescription", {
          name: company.name,
          products: company.mainProducts ?? categoryName,
        })}
      />
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
            <label className="flex items-center gap-2 text-sm">
              {t("company.sortBy")}
              <select
                className="rounded-md border border-gray-300 bg-white px-2 py-1.5"
                defaultValue="BestMatch"
              >
                <option value="BestMatch">{t("company.bestMatch")}</option>
              </select>
            </label>
          </div>
          {navigation.state === "loading" ? (
            <p role="status" className="mb-2 text-sm text-gray-600">
              {t("listing.loading")}
            </p>
          ) : null}
          {products.length ? (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
              {products.map((p, i) => (
                <li key={p.id}>
                  <ProductCard product={p} priority={i < 2} />
                </li>
              ))}
            </ul>
          ) : (
            <NoResults />
          )}
          <Pager
            current={page}
            totalPages={Math.ceil(total / LIMIT)}
            hrefFor={(p) => (p > 0 ? `${base}?p=${p}` : base)}
            label={t("listing.pages")}
          />
        </section>
      </div>
    </>
  );
}
