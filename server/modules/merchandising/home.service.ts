import type { CategoryNode } from "#core/schemas/catalog.ts";
import type { HomeCategoryRow, HomeCategoryTile, HomePageData } from "#core/schemas/home.ts";
import { getCategoryTree } from "#server/modules/categories/index.ts";
import { getCatalogueStats, getProductCards } from "#server/modules/products/index.ts";
import { NO_SELECTION, type SearchDeps } from "#server/modules/search/index.ts";
import * as repo from "./home.repo.ts";
import { findMerchandisedProductIds } from "./home.repo.ts";

/** The first three large tiles are fixed; the fourth is chosen by the merchandisers. */
export const FIXED_TILE_CODES = ["015", "002", "016"] as const;
const HOME_ROWS = 3;
const ROW_PRODUCTS = 10;
const MERCHANDISED_PRODUCTS = 12;
const SPONSORS = 18;

/**
 * Everything the home page shows, read afresh on every request so an admin's change shows at
 * once (a handful of indexed reads; the catalogue counts are the only cached part).
 */
export async function getHomePage(deps: SearchDeps, lang: string): Promise<HomePageData> {
  const [categories, flat, banners, merchandised, recommendedIds, opportunityIds, sponsors, stats] =
    await Promise.all([
      getCategoryTree(deps.db, lang, 2),
      getCategoryTree(deps.db, lang, 3).then(flatten),
      repo.findBanners(deps.db, lang),
      repo.findHomeCategories(deps.db),
      findMerchandisedProductIds(deps.db, "recommended", MERCHANDISED_PRODUCTS),
      findMerchandisedProductIds(deps.db, "opportunity", MERCHANDISED_PRODUCTS),
      repo.findSponsorCompanies(deps.db, SPONSORS),
      getCatalogueStats(deps.db),
    ]);
  const rowCodes = merchandised
    .filter((m) => m.slot === "row" && flat.has(m.category_code))
    .slice(0, HOME_ROWS)
    .map((m) => m.category_code);
  const [recommended, opportunity, rows] = await Promise.all([
    cardsInOrder(deps, lang, recommendedIds),
    cardsInOrder(deps, lang, opportunityIds),
    Promise.all(rowCodes.map((code) => categoryRow(deps, lang, flat.get(code)!))),
  ]);
  return {
    categories,
    banners: banners.map((b) => ({
      id: b.id,
      imageUrl: b.image_url,
      description: b.description,
      targetUrl: b.target_url,
    })),
    tiles: largeTiles(flat, merchandised),
    recommended,
    opportunity,
    rows: rows.filter((row) => row.products.length > 0),
    sponsors: sponsors.map((s) => ({ _id: s.id, name: s.name, logo: s.logo_url })),
    stats,
  };
}

function flatten(roots: CategoryNode[]): Map<string, CategoryNode> {
  const all = new Map<string, CategoryNode>();
  const visit = (node: CategoryNode) => {
    all.set(node.code, node);
    node.children.forEach(visit);
  };
  roots.forEach(visit);
  return all;
}

type MerchandisedCategory = Awaited<ReturnType<typeof repo.findHomeCategories>>[number];

/** The fixed three, then the first merchandised tile that is not one of them. */
function largeTiles(
  flat: Map<string, CategoryNode>,
  merchandised: MerchandisedCategory[],
): HomeCategoryTile[] {
  const tileRows = merchandised.filter((m) => m.slot === "tile");
  const fourth = tileRows.find(
    (m) => !(FIXED_TILE_CODES as readonly string[]).includes(m.category_code) && flat.has(m.category_code),
  );
  const codes = [...FIXED_TILE_CODES, ...(fourth ? [fourth.category_code] : [])];
  return codes.flatMap((code) => {
    const node = flat.get(code);
    if (!node) return [];
    const image = tileRows.find((m) => m.category_code === code)?.image_url ?? null;
    return [{ code, name: node.name, hasChildren: node.hasChildren, icon: node.icon, imageUrl: image }];
  });
}

/** The newest products of a category (and its sub-categories), from the search index. */
async function categoryRow(deps: SearchDeps, lang: string, category: CategoryNode): Promise<HomeCategoryRow> {
  const result = await deps.searchIndex.page({
    categoryCode: category.code,
    selected: NO_SELECTION,
    variationOptions: [],
    offset: 0,
    limit: ROW_PRODUCTS,
  });
  return {
    categoryId: category.code,
    text: category.name,
    hasChildren: category.hasChildren,
    products: await cardsInOrder(deps, lang, result.productIds),
  };
}

async function cardsInOrder(deps: SearchDeps, lang: string, ids: number[]) {
  if (!ids.length) return [];
  const cards = new Map(
    (await getProductCards(deps.db, lang, { ids, limit: ids.length })).map((c) => [c.id, c]),
  );
  return ids.flatMap((id) => cards.get(id) ?? []);
}
