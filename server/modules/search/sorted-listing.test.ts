import { expect, it } from "vitest";
import {
  PRODUCT_SORTS,
  type ProductQueryInput,
  ProductQuerySchema,
  type ProductSort,
} from "#core/schemas/search.ts";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { removeProduct } from "#server/modules/products/index.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { searchProducts, toEngineQuery } from "./search.service.ts";

/**
 * The listing's orders over a real catalogue on each database: every page is the page of a full
 * sort of the matches by the values the database holds, and the total and every count are those
 * of best match.
 */

interface Values {
  id: number;
  fob_price_min: number | string | null;
  fob_price_max: number | string | null;
  min_order_quantity: number | null;
}

function expectedOrder(rows: Values[], sort: ProductSort): number[] {
  const key = (r: Values) => {
    const low = r.fob_price_min === null ? null : Number(r.fob_price_min);
    const high = r.fob_price_max === null ? low : Number(r.fob_price_max);
    const priced = low !== null && low > 0;
    if (sort === "price_asc") return priced ? low : Number.POSITIVE_INFINITY;
    if (sort === "price_desc") return priced ? -high! : Number.POSITIVE_INFINITY;
    if (sort === "moq_asc") return r.min_order_quantity ?? Number.POSITIVE_INFINITY;
    return 0;
  };
  return [...rows]
    .sort((a, b) => (key(a) !== key(b) ? (key(a) < key(b) ? -1 : 1) : b.id - a.id))
    .map((r) => r.id);
}

/** Every product the query matches (from the engine), with its values from the database. */
async function matches(d: TestDeps, input: Partial<ProductQueryInput>): Promise<Values[]> {
  const index = await d.search.ready();
  const all = d.search.run(index, {
    ...toEngineQuery(ProductQuerySchema.parse(input)),
    offset: 0,
    limit: 1_000_000,
  });
  const ids = all.productIds.length ? all.productIds : [-1];
  return d.db
    .selectFrom("products")
    .select(["id", "fob_price_min", "fob_price_max", "min_order_quantity"])
    .where("id", "in", ids)
    .execute();
}

describeEachDatabase("sorted listings", (deps) => {
  it("orders every kind of listing by the database's values, with the same total and counts", {
    timeout: 60_000,
  }, async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 600, seed: 9 });
    const word = (await searchProducts(d, ProductQuerySchema.parse({}))).products[0]!.name.split(" ")[0]!;
    const queries: Partial<ProductQueryInput>[] = [
      { categoryCode: "002" }, // the browse cache
      { searchStr: word }, // a text search
      { searchStr: word, categoryCode: "002" },
      { companyOrigin: "TR" },
      { categoryCode: "002", pooCodes: ["CN", "TR"], minPrice: 1 },
      {}, // the whole catalogue
    ];
    for (const input of queries) {
      const bestMatch = await searchProducts(d, ProductQuerySchema.parse({ ...input, productCount: 20 }));
      const rows = await matches(d, input);
      expect(rows.length).toBe(bestMatch.totalCount);
      for (const sort of PRODUCT_SORTS) {
        const label = `${sort} ${JSON.stringify(input)}`;
        const expected = expectedOrder(rows, sort);
        for (const pageIndex of [0, 2]) {
          const page = await searchProducts(
            d,
            ProductQuerySchema.parse({ ...input, sort, pageIndex, productCount: 20 }),
          );
          expect(
            page.products.map((p) => p.id),
            `${label} page ${pageIndex}`,
          ).toEqual(expected.slice(pageIndex * 20, pageIndex * 20 + 20));
          expect(page.totalCount, label).toBe(bestMatch.totalCount);
          expect(page.aggregations, label).toEqual(bestMatch.aggregations);
        }
      }
    }
  });

  it("leaves a removed product out of every order", { timeout: 30_000 }, async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 120, seed: 4 });
    const cheapest = async () =>
      searchProducts(
        d,
        ProductQuerySchema.parse({ categoryCode: "002", sort: "price_asc", productCount: 50 }),
      );
    const before = await cheapest();
    const first = before.products[0]!.id;
    await removeProduct(d.db, first);
    await d.search.refresh();
    for (const sort of PRODUCT_SORTS) {
      const after = await searchProducts(
        d,
        ProductQuerySchema.parse({ categoryCode: "002", sort, productCount: 50 }),
      );
      expect(after.totalCount, sort).toBe(before.totalCount - 1);
      expect(
        after.products.map((p) => p.id),
        sort,
      ).not.toContain(first);
    }
    // The rest keep their order: the next cheapest moves up.
    const after = await cheapest();
    expect(after.products.slice(0, 49).map((p) => p.id)).toEqual(before.products.slice(1).map((p) => p.id));
  });
});
