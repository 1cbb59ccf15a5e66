import { expect, it } from "vitest";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { createProduct } from "#server/modules/products/index.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { insertUser } from "../accounts/index.ts";
import { NO_SELECTION } from "./query-plan.ts";
import type { SearchEngine } from "./search-engine.ts";
import { createSynonymGroup, deleteSynonymGroup, listSynonymGroups } from "./synonyms.service.ts";
import { queryTerms } from "./text-tokens.ts";

async function find(engine: SearchEngine, text: string, lang: "en" | "de" = "en"): Promise<number[]> {
  const index = await engine.ready();
  return engine.run(index, {
    terms: queryTerms(text),
    lang,
    selected: NO_SELECTION,
    variationOptions: [],
    offset: 0,
    limit: 50,
  }).productIds;
}

async function admin(d: TestDeps) {
  const id = await insertUser(
    d.db,
    { email: "admin@example.com", passwordHash: "x", firstName: "Ada", lastName: "Admin", confirmed: true },
    ["admin", "buyer"],
  );
  return { id, roles: ["admin" as const, "buyer" as const] };
}

describeEachDatabase("synonyms in the search engine", (deps) => {
  it("match from the start, and every engine follows an operator's change through the feed", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 10, seed: 5 });
    const company = await d.db.selectFrom("companies").select("id").orderBy("id").executeTakeFirstOrThrow();
    const product = { companyId: company.id, categoryCode: "002", placeOfOrigin: "TR" };
    const kettle = await createProduct(d.db, { ...product, texts: { en: { name: "Quokka kettle" } } });
    const shirt = await createProduct(d.db, {
      ...product,
      texts: { en: { name: "Quokka crew neck t-shirt" } },
    });
    const operator = await admin(d);

    // The starter set: "tee" stands for "t-shirt" on the English site.
    expect(await find(d.search, "tee quokka")).toEqual([shirt]);
    expect(await find(d.search, "zumbrat")).toEqual([]);

    const group = await createSynonymGroup(d, operator, { lang: null, terms: ["kettle", "zumbrat"] });
    await d.search.refresh();
    expect(await find(d.search, "zumbrat")).toEqual([kettle]);
    expect(await find(d.search, "zumbrat", "de")).toEqual([kettle]);

    await deleteSynonymGroup(d.db, operator, group.id, group.version);
    const english = (await listSynonymGroups(d.db, operator, { page: 1, size: 100, lang: "en" })).items.find(
      (g) => g.terms.includes("tee"),
    )!;
    await deleteSynonymGroup(d.db, operator, english.id, english.version);
    await d.search.refresh();
    expect(await find(d.search, "zumbrat")).toEqual([]);
    expect(await find(d.search, "tee quokka")).toEqual([]);
  });
});
