import type { CategoryNode, ProductCardData } from "../../../app/schemas/catalog.ts";
import type { Db } from "../../db/connect.ts";
import * as repo from "./catalog.repo.ts";

export async function getCategoryTree(db: Db, lang: string, maxLevel = 3): Promise<CategoryNode[]> {
  const rows = await repo.findCategories(db, lang, maxLevel);
  const nodes = new Map<string, CategoryNode>();
  const roots: CategoryNode[] = [];
  for (const row of rows) {
    const node: CategoryNode = {
      code: row.code,
      name: row.name,
      icon: row.icon,
      hasChildren: Number(row.child_count) > 0,
      children: [],
    };
    nodes.set(row.code, node);
    const parent = row.parent_code ? nodes.get(row.parent_code) : undefined;
    if (parent) parent.children.push(node);
    else if (!row.parent_code) roots.push(node);
  }
  return roots;
}

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

// Counting every product is a full scan at a million rows; the home page's figures may lag a minute.
const STATS_TTL_MS = 60_000;
const statsCache = new WeakMap<
  Db,
  { at: number; value: Promise<Awaited<ReturnType<typeof repo.countCatalogue>>> }
>();

export function getCatalogueStats(db: Db, now = Date.now()) {
  const cached = statsCache.get(db);
  if (cached && now - cached.at < STATS_TTL_MS) return cached.value;
  const value = repo.countCatalogue(db);
  statsCache.set(db, { at: now, value });
  value.catch(() => statsCache.delete(db)); // a failed count is not remembered
  return value;
}

export async function getHomeOverview(db: Db, lang: string) {
  const [categories, stats, latest] = await Promise.all([
    getCategoryTree(db, lang, 2),
    getCatalogueStats(db),
    getProductCards(db, lang, { limit: 12, newestFirst: true }),
  ]);
  return { categories, stats, latest };
}
