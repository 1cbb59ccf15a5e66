import { countryName } from "#core/i18n/format.ts";
import type { Lang } from "#core/i18n/languages.ts";
import { hasSearchableText } from "#core/rules/search-text.ts";
import type { ProductCardData } from "#core/schemas/catalog.ts";
import {
  MAX_SEARCH_TEXT,
  type ProductQuery,
  ProductQuerySchema,
  type ProductSearchResult,
  type TextMatch,
} from "#core/schemas/search.ts";
import { parseListingParams } from "#core/urls/listing-params.ts";
import type { ListingRouteRequest } from "#core/urls/listing-routes.ts";
import { CATEGORY_CODE, type ListingState, toProductQuery } from "#core/urls/listing-state.ts";
import type { AppDeps } from "#server/deps.ts";
import { AppError } from "#server/lib/errors.ts";
import { type CategoryTrailItem, getCategoryTrail } from "#server/modules/categories/index.ts";
import { withResponseRates } from "#server/modules/deals/index.ts";
import { getSponsorProducts } from "#server/modules/merchandising/index.ts";
import { recordSearch, type SearchDeps, searchProducts, textMatches } from "#server/modules/search/index.ts";
import { type CategorySeo, getCategorySeo } from "#server/modules/seo/index.ts";

export interface ListingPageData {
  kind: ListingRouteRequest["kind"];
  text: string | null;
  originCode: string | null;
  originName: string | null;
  /** The listed category (or the sub-category chosen in a text search), root first. */
  trail: CategoryTrailItem[];
  state: ListingState;
  result: ProductSearchResult;
  textMatches: TextMatch[] | null;
  seo: CategorySeo | null;
  sponsors: ProductCardData[];
  /** Base payload for the filter panel's option lists. */
  optionsQuery: Partial<ProductQuery>;
}

/** Everything the listing screen shows, for a request of any of its routes. */
export async function loadListingPage(
  deps: SearchDeps & Pick<AppDeps, "clock">,
  lang: Lang,
  request: ListingRouteRequest,
  params: URLSearchParams,
): Promise<ListingPageData> {
  const withPath = new URLSearchParams(params);
  if (request.pathPage !== undefined && !withPath.has("p")) withPath.set("p", request.pathPage);
  if (request.pathLimit !== undefined && !withPath.has("l")) withPath.set("l", request.pathLimit);
  const fromAddress = parseListingParams(withPath);
  // Only a text search is narrowed by a category of the query; the others have it in the path.
  const { category: _category, ...withoutCategory } = fromAddress;
  const state: ListingState = request.kind === "f" ? fromAddress : withoutCategory;

  const { kind } = request;
  const text = kind === "f" ? [...request.key.trim()].slice(0, MAX_SEARCH_TEXT).join("") : null;
  // Spaces or punctuation only: nothing to search for (routes send such a visitor to the search page).
  if (text !== null && !hasSearchableText(text)) throw new AppError("not_found");
  const originCode = kind === "pp" || kind === "cp" ? request.key.toUpperCase() : null;
  if (originCode && !/^[A-Z]{2}$/.test(originCode)) throw new AppError("not_found");
  const categoryCode = kind === "c" ? request.key : state.category;
  if (kind === "c" && !CATEGORY_CODE.test(request.key)) throw new AppError("not_found");

  const trail = categoryCode ? await getCategoryTrail(deps.db, lang, categoryCode) : [];
  if (!trail) throw new AppError("not_found");

  const base = {
    language: lang,
    categoryCode: categoryCode ?? undefined,
    // In the other search types ?s= narrows the list by text.
    searchStr: text || state.text || undefined,
    productOrigin: kind === "pp" ? originCode! : undefined,
    companyOrigin: kind === "cp" ? originCode! : undefined,
  };
  // The URL parser already drops what the API would refuse; this is the last guard.
  const parsed = ProductQuerySchema.safeParse({ ...toProductQuery(state), ...base });
  const query = parsed.success ? parsed.data : ProductQuerySchema.parse(base);

  const [result, matches, seo, sponsors] = await Promise.all([
    searchProducts(deps, query).then(async (found) => ({
      ...found,
      products: await withResponseRates(deps, found.products),
    })),
    text ? textMatches(deps, text, lang) : Promise.resolve(null),
    // When the SEO texts cannot be read, the page shows without them.
    kind === "c"
      ? getCategorySeo(deps.db, lang, request.key).catch(() => undefined)
      : Promise.resolve(undefined),
    getSponsorProducts(deps.db, lang),
  ]);
  if (text && result.totalCount > 0 && state.page === 0 && !state.category) {
    // Popular searches are a nicety: a failed count must not cost the visitor the page.
    await recordSearch(deps.db, lang, text).catch(() => undefined);
  }
  const { pageIndex: _page, productCount: _count, ...optionsQuery } = query;
  return {
    kind,
    text,
    originCode,
    originName: originCode ? countryName(lang, originCode) : null,
    trail,
    state,
    result,
    textMatches: matches,
    seo: seo ?? null,
    sponsors,
    optionsQuery,
  };
}
