import type { ProductCardData } from "#core/schemas/catalog.ts";
import type { Db } from "#server/db/connect.ts";
import { getProductCards, keepVisibleCards } from "#server/modules/products/index.ts";
import { findMerchandisedProductIds } from "./home.repo.ts";
import { cachedUntilMerchandisingChange } from "./revision.ts";

/** Products the marketplace promotes (the listing's Sponsor Products block). */
export async function getSponsorProducts(db: Db, lang: string): Promise<ProductCardData[]> {
  return keepVisibleCards(db, await sponsorProducts(db, lang));
}

// Shown on every listing page and changed by the merchandising console: kept per process, but
// checked against the merchandising revision on every read so a change shows at once everywhere.
const sponsorProducts = cachedUntilMerchandisingChange(60_000, async (db, lang) => {
  const ids = await findMerchandisedProductIds(db, "recommended", SPONSOR_PRODUCTS);
  const cards = new Map((await getProductCards(db, lang, { ids, limit: ids.length })).map((c) => [c.id, c]));
  return ids.flatMap((id) => cards.get(id) ?? []);
});
const SPONSOR_PRODUCTS = 5;
