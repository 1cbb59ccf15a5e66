import type { ProductCardData } from "../../../app/schemas/catalog.ts";
import type { ProductDetail } from "../../../app/schemas/product.ts";
import type { Db } from "../../db/connect.ts";
import { cachedPerDb } from "../../lib/db-cache.ts";
import { getSponsorProducts } from "../catalog/catalog.service.ts";
import * as repo from "./views.repo.ts";
import { cardsInOrder } from "./views.service.ts";

/** Products shown below a product (issue 6: "Sponsor products (recommendations for the product)"). */
export const RECOMMENDATIONS = 5;
const WINDOW_DAYS = 30;
const CACHE_MS = 60_000;
// One more than shown, so that leaving out the product itself still fills the row.
const KEPT = RECOMMENDATIONS + 1;

/**
 * The products recommended on a product's page: the most viewed products of its category in the
 * last 30 days, then of its parent category, then the marketplace's sponsor products, without
 * the product itself or duplicates, at most five.
 *
 * Every product page asks for this, so the answer is kept for a minute: the view counts per
 * category (the costly part, the same in every language) and the cards per category and language.
 */
export async function getProductRecommendations(
  db: Db,
  lang: string,
  product: ProductDetail,
): Promise<ProductCardData[]> {
  const [category, parent] = [product.categories.at(-1)?.id ?? "", product.categories.at(-2)?.id ?? ""];
  const cards = await recommendationCards(db, `${lang}|${category}|${parent}`);
  return cards.filter((c) => c.id !== product._id).slice(0, RECOMMENDATIONS);
}

const recommendationCards = cachedPerDb(CACHE_MS, async (db, key) => {
  const [lang = "en", category, parent] = key.split("|");
  const [inCategory, inParent] = await Promise.all([
    category ? mostViewedIds(db, category) : [],
    parent ? mostViewedIds(db, parent) : [],
  ]);
  const ids = [...new Set([...inCategory, ...inParent])];
  const viewed = await cardsInOrder(db, lang, ids);
  const picked = new Map(viewed.map((c) => [c.id, c]));
  for (const sponsor of await getSponsorProducts(db, lang)) {
    if (picked.size >= KEPT) break;
    if (!picked.has(sponsor.id)) picked.set(sponsor.id, sponsor);
  }
  return [...picked.values()].slice(0, KEPT);
});

// The parent's list may begin with the category's own products, hence twice the row.
const mostViewedIds = cachedPerDb(CACHE_MS, async (db, categoryCode) => {
  const since = new Date(Date.now() - WINDOW_DAYS * 86_400_000).toISOString();
  const rows = await repo.findMostViewedProductIds(db, { categoryCode, since, limit: 2 * KEPT });
  return rows.map((r) => r.id);
});
