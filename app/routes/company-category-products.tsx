import { data } from "react-router";
import { CompanyCategoryProducts } from "~/components/company-category-products.tsx";
import { Breadcrumb } from "~/components/listing/breadcrumb.tsx";
import { parseListingParams } from "~/lib/listing-params.ts";
import { slugify } from "~/lib/slug.ts";
import { ProductQuerySchema } from "~/schemas/search.ts";
import { findCompanyHeader, getCategoryTrail } from "../../server/modules/catalog/catalog.service.ts";
import { searchProducts } from "../../server/modules/search/search.service.ts";
import { requestContext } from "../../server/request-context.ts";
import type { Route } from "./+types/company-category-products";

const LIMIT = 20;

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const company = await findCompanyHeader(ctx.deps.db, Number(params.companyId));
  const trail = /^[0-9]{3}([0-9]{3}){0,2}$/.test(params.categoryId)
    ? await getCategoryTrail(ctx.deps.db, ctx.lang, params.categoryId)
    : undefined;
  if (!company || !trail) throw data(null, { status: 404 });
  const { page } = parseListingParams(new URL(request.url).searchParams);
  const result = await searchProducts(
    ctx.deps,
    ProductQuerySchema.parse({
      language: ctx.lang,
      companyID: company.id,
      categoryCode: params.categoryId,
      pageIndex: page,
      productCount: LIMIT,
    }),
  );
  return { company, trail, page, products: result.products, total: result.totalCount };
}

/** Spec §2.6: {company}/co/pr/{companyId}/{categoryId}?p= — a company's products in a category. */
export default function CompanyCategoryProductsRoute({ loaderData }: Route.ComponentProps) {
  const { company, trail, page, products, total } = loaderData;
  const category = trail.at(-1)!;
  const base = `/${encodeURIComponent(slugify(company.name))}/co/pr/${company.id}/${category.code}`;
  return (
    <>
      <title>{`${category.name} · ${company.name}`}</title>
      <Breadcrumb trail={[]} current={company.name} />
      <CompanyCategoryProducts
        title={category.name}
        products={products}
        total={total}
        page={page}
        limit={LIMIT}
        paging
        hrefForPage={(p) => (p > 0 ? `${base}?p=${p}` : base)}
      />
    </>
  );
}
