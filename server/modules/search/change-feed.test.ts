import { describe, expect, it } from "vitest";
import { ProductQuerySchema } from "#core/schemas/search.ts";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import type { Db } from "#server/db/connect.ts";
import { createTestDeps } from "#tests/setup/test-db.ts";
import { recordSearchChange } from "./search-changes.repo.ts";
import { searchProducts } from "./search.service.ts";

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)("the search index on PostgreSQL", () => {
  it("follows a product whose transaction took a lower feed id and committed after a higher one was read", async () => {
    const d = await createTestDeps(url!);
    try {
      await seedDemoCatalogue(d.db, d.dialect, { products: 5, seed: 5 });
      const [first, second] = await d.db.selectFrom("products").select("id").orderBy("id").limit(2).execute();
      // A rename as the product editor writes it: the text and the feed row in one transaction.
      const rename = async (trx: Db, id: number, name: string) => {
        await trx.updateTable("product_texts").set({ name }).where("product_id", "=", id).execute();
        await recordSearchChange(trx, "product", id);
      };
      const found = async (text: string) =>
        (await searchProducts(d, ProductQuerySchema.parse({ searchStr: text }))).products.map((p) => p.id);
      await d.search.ready();
      const slowTookItsId = Promise.withResolvers<void>();
      const commitSlow = Promise.withResolvers<void>();
      const slow = d.db.transaction().execute(async (trx) => {
        await rename(trx, first!.id, "Wombat teapot");
        slowTookItsId.resolve();
        await commitSlow.promise;
      });
      await slowTookItsId.promise;
      await rename(d.db, second!.id, "Quokka kettle");
      await d.search.refresh();
      expect(await found("quokka")).toEqual([second!.id]);
      commitSlow.resolve();
      await slow;
      await d.search.refresh();
      expect(await found("wombat")).toEqual([first!.id]);
    } finally {
      await d.close();
    }
  });
});
