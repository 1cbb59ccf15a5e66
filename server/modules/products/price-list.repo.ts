import { sql } from "kysely";
import type { Db } from "#server/db/connect.ts";
import { selectLocalized } from "#server/db/localized.ts";

/** The most products a company's price list offers at once (a draft order's product choice). */
export const PRICE_LIST_MAX = 500;

export interface PriceListProduct {
  id: number;
  name: string;
  unit: string | null;
  currency: string;
  /** The lowest FOB price, the price below the first tier; null when none is set. */
  fobPriceMin: number | null;
  /** The highest FOB price: a range without tiers is priced at it. */
  fobPriceMax: number | null;
  minOrderQuantity: number | null;
  tiers: { minimumQuantity: number; fobPrice: number }[];
}

/**
 * A company's products with what pricing them needs (name in `lang`, else English; unit,
 * currency, lowest price and quantity tiers), by name, for a supplier who drafts an order. Every
 * product of the company counts, published or not: the supplier sells what it makes.
 */
export async function findCompanyPriceList(
  db: Db,
  companyId: number,
  lang: string,
): Promise<PriceListProduct[]> {
  const rows = await selectLocalized(
    db
      .selectFrom("products as p")
      .select([
        "p.id",
        "p.fob_unit",
        "p.fob_currency",
        "p.fob_price_min",
        "p.fob_price_max",
        "p.min_order_quantity",
      ]),
    "product_texts",
    "p.id",
    lang,
    "name",
    { fallback: sql.lit("") },
  )
    .where("p.company_id", "=", companyId)
    .orderBy("name")
    .orderBy("p.id")
    .limit(PRICE_LIST_MAX)
    .execute();
  const ids = rows.map((r) => r.id);
  const tiers = ids.length
    ? await db
        .selectFrom("product_price_tiers")
        .select(["product_id", "min_quantity", "fob_price"])
        .where("product_id", "in", ids)
        .orderBy("min_quantity")
        .execute()
    : [];
  return rows.map((r) => ({
    id: r.id,
    name: r.name || `#${r.id}`,
    unit: r.fob_unit,
    currency: r.fob_currency,
    fobPriceMin: r.fob_price_min === null ? null : Number(r.fob_price_min),
    fobPriceMax: r.fob_price_max === null ? null : Number(r.fob_price_max),
    minOrderQuantity: r.min_order_quantity === null ? null : Number(r.min_order_quantity),
    tiers: tiers
      .filter((t) => t.product_id === r.id)
      .map((t) => ({ minimumQuantity: Number(t.min_quantity), fobPrice: Number(t.fob_price) })),
  }));
}
