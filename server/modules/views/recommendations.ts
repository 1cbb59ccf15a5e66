import type { ProductCardData } from "#core/schemas/catalog.ts";
import type { ProductDetail } from "#core/schemas/product.ts";
import type { Db } from "#server/db/connect.ts";
import { cachedUntilMerchandisingChange, getSponsorProducts } from "#server/modules/merchandising/index.ts";
import { keepVisibleCards } from "#server/modules/products/index.ts";
import { categoryMostViewedIds } from "./category-most-viewed.ts";
import { cardsInOrder } from "./views.service.ts";

/** Products shown below a product (the Sponsor Products row: recommendations for the product). */
export const RECOMMENDATIONS = 5;
const CACHE_MS = 60_000;
// One more than shown, so that leaving out the product itself still fills the row.
const KEPT = RECOMMENDATIONS + 1;

/**
 * The products recommended on a product's page: the most viewed products of its category in the
 * last 30 days, then of its parent category, then the marketplace's sponsor products, without
 * the product itself or duplicates, at most five.
 *
 * The view counts come from the ranking refreshed every few minutes (category-most-viewed.ts);
 * the cards are kept for a minute per category and language, since every product page asks, or
 * until the merchandising changes (the sponsor products fill the row), in whichever process.
 */
export async function getProductRecommendations(
  db: Db,
  lang: string,
  product: ProductDetail,
): Promise<ProductCardData[]> {
  const [category, parent] = [product.categories.at(-1)?.id ?? "", product.categories.at(-2)?.id ?? ""];
  const cards = await keepVisibleCards(db, await recommendationCards(db, `${lang}|${category}|${parent}`));
  return cards.filter((c) => c.id !== product._id).slice(0, RECOMMENDATIONS);
}

const recommendationCards = cachedUntilMerchandisingChange(CACHE_MS, async (db, key) => {
  const [lang = "en", category, parent] = key.split("|");
  const [inCategory, inParent] = await Promise.all([
    category ? categoryMostViewedIds(db, category) : [],
    parent ? categoryMostViewedIds(db, parent) : [],
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
