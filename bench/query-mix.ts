import { sql } from "kysely";
import type { ProductQueryInput } from "#core/schemas/search.ts";
import type { Db } from "#server/db/connect.ts";
import type { Random } from "#server/demo/random.ts";

/**
 * The listing queries of the search benchmarks, by class: bench:search times them through the
 * service, bench:peers through the provider and on other databases. One mix for both, so their
 * figures speak of the same queries.
 */

export type Anchor = {
  brand: string | null;
  packaging: string | null;
  place_of_origin: string;
  company_id: number;
  category_code: string;
  price: number | null;
};

export interface QueryPools {
  /** Category codes of levels 1, 2 and 3. */
  byLevel: string[][];
  /** Products the filter classes take their values from, so most queries find something. */
  anchors: Anchor[];
  options: string[];
}

export const WORDS = {
  enCommon: ["export", "cotton", "steel", "wooden", "organic"],
  enRare: ["quinoa", "thermostat", "dumbbell", "plywood", "cashmere"],
  trCommon: ["ihracat", "pamuklu", "çelik", "ahşap", "sipariş"],
  trRare: ["kinoa", "termostat", "dambıl", "kontrplak", "kaşmir"],
  trFolded: ["celik", "ahsap", "siparis", "kasmir", "pamuklu gomlek"],
  // Plurals and inflections (stemmed), typos (corrected), and the last word half typed (completed).
  plurals: ["shirts", "pipes", "doors", "knives", "cotton shirts", "steel pipes"],
  typos: ["stainles steel", "cotten", "plywod", "thermostst", "dumbell", "cashmer sweater"],
  prefixes: ["stainl", "therm", "cott", "plyw", "steel pi", "organic co"],
};

export async function loadQueryPools(db: Db): Promise<QueryPools> {
  const categories = (
    await sql<{ code: string; level: number }>`select code, level from categories`.execute(db)
  ).rows;
  const anchors = (
    await sql<Anchor>`select brand, packaging, place_of_origin, company_id, category_code, fob_price_min as price from products where id % 997 = 0 limit 500`.execute(
      db,
    )
  ).rows;
  const options = (
    await sql<{
      option_code: string;
    }>`select option_code from product_variation_options where product_id % 997 = 0 limit 500`.execute(db)
  ).rows.map((o) => o.option_code);
  return {
    byLevel: [1, 2, 3].map((level) => categories.filter((c) => c.level === level).map((c) => c.code)),
    anchors,
    options,
  };
}

/** Each listing class draws its next query from `r`. */
export function listingQueries(
  pools: QueryPools,
  r: Random,
): Record<string, () => Partial<ProductQueryInput>> {
  const { byLevel, anchors, options } = pools;
  const filtersFrom = (a: Anchor, n: number): Partial<ProductQueryInput> => {
    const all: Partial<ProductQueryInput>[] = [
      { pooCodes: [a.place_of_origin] },
      { companyName: [String(a.company_id)] },
      a.brand ? { brand: [a.brand] } : { pooCodes: [a.place_of_origin, "CN"] },
      a.packaging ? { packaging: [a.packaging] } : {},
      { diversity: [r.pick(options)] },
    ];
    return Object.assign({}, ...r.sample(all, n));
  };
  return {
    "browse root": () => ({ categoryCode: r.pick(byLevel[0]!) }),
    "browse level 2": () => ({ categoryCode: r.pick(byLevel[1]!) }),
    "browse leaf": () => ({ categoryCode: r.pick(byLevel[2]!) }),
    "text en common": () => ({ searchStr: r.pick(WORDS.enCommon) }),
    "text en rare": () => ({ searchStr: r.pick(WORDS.enRare) }),
    "text tr common": () => ({ searchStr: r.pick(WORDS.trCommon), language: "tr" }),
    "text tr rare": () => ({ searchStr: r.pick(WORDS.trRare), language: "tr" }),
    "text tr unaccented": () => ({ searchStr: r.pick(WORDS.trFolded), language: "tr" }),
    "text plural": () => ({ searchStr: r.pick(WORDS.plurals) }),
    "text typo": () => ({ searchStr: r.pick(WORDS.typos) }),
    "text prefix": () => ({ searchStr: r.pick(WORDS.prefixes) }),
    "1-4 filters": () => {
      const a = r.pick(anchors);
      return { categoryCode: a.category_code.slice(0, 3 * r.int(1, 2)), ...filtersFrom(a, r.int(1, 4)) };
    },
    "price + MOQ": () => {
      const a = r.pick(anchors);
      const price = Number(a.price ?? 10);
      return {
        categoryCode: a.category_code.slice(0, 3),
        minPrice: Math.floor(price / 2),
        maxPrice: Math.ceil(price * 2),
        minOrderQuantity: 1000,
      };
    },
    "deep page": () => ({
      categoryCode: r.pick(byLevel[0]!),
      pageIndex: r.pick([50, 200, 1000]),
      productCount: 50,
    }),
  };
}
