import type { ProductCardData } from "#core/schemas/catalog.ts";
import type { Db } from "#server/db/connect.ts";
import { cachedPerDb } from "#server/lib/db-cache.ts";
import { countCompanies, visibleCompanyIds } from "#server/modules/companies/index.ts";
import * as repo from "./products.repo.ts";

export async function getProductCards(
  db: Db,
  lang: string,
  options: Parameters<typeof repo.findProductCards>[2],
): Promise<ProductCardData[]> {
  const rows = await repo.findProductCards(db, lang, options);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    picture: r.picture ?? null,
    currency: r.fob_currency,
    priceMin: r.fob_price_min === null ? null : Number(r.fob_price_min),
    priceMax: r.fob_price_max === null ? null : Number(r.fob_price_max),
    unit: r.fob_unit ?? "piece",
    minOrderQuantity: r.min_order_quantity,
    minOrderUnit: r.min_order_unit ?? r.fob_unit ?? "piece",
    companyId: r.company_id,
    companyName: r.company_name,
    companyVerified: Boolean(r.is_verified),
  }));
}

/**
 * Cards kept in a cache while their companies were active, without those of companies buyers may
 * no longer see (suspended, closed …): one query by primary key, so a suspension shows at once.
 */
export async function keepVisibleCards<T extends { companyId: number }>(db: Db, cards: T[]): Promise<T[]> {
  if (!cards.length) return cards;
  const visible = await visibleCompanyIds(
    db,
    cards.map((c) => c.companyId),
  );
  return cards.filter((c) => visible.has(c.companyId));
}

// Counting every product is a full scan at a million rows; the home page's figures may lag a minute.
const catalogueStats = cachedPerDb(60_000, async (db) => {
  const [products, { suppliers, countries }] = await Promise.all([
    repo.countPublishedProducts(db),
    countCompanies(db),
  ]);
  return { products, suppliers, countries };
});

export function getCatalogueStats(db: Db, now = Date.now()) {
  return catalogueStats(db, "", now);
}
