import { expect, it } from "vitest";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { recordSearch } from "#server/modules/search/index.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { suggestSearches } from "./suggestions.service.ts";

async function searched(d: TestDeps, lang: string, text: string, times: number) {
  for (let i = 0; i < times; i++) await recordSearch(d.db, lang, text);
}

/** Two unverified suppliers (so only their names order them) with names no demo supplier has: one active, one waiting for review. */
async function namedSuppliers(d: TestDeps) {
  const [active, draft] = await d.db.selectFrom("companies").select("id").orderBy("id").limit(2).execute();
  await d.db
    .updateTable("companies")
    .set({ name: "Zephyrine Looms Ltd.", is_verified: false })
    .where("id", "=", active!.id)
    .execute();
  await d.db
    .updateTable("companies")
    .set({ name: "Zephyrine Secret Works", status: "pending_review", is_verified: false })
    .where("id", "=", draft!.id)
    .execute();
  return { active: active!.id, draft: draft!.id };
}

describeEachDatabase("search box suggestions", (deps) => {
  it("offers searches made at least twice, then completes the last word from category names", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 30, seed: 2 });
    await searched(d, "en", "Stainless Steel Pipe", 3);
    await searched(d, "en", "steel wire", 2);
    await searched(d, "en", "steelers jersey", 1);
    await searched(d, "tr", "steel bar", 5);
    const steel = await suggestSearches(d.db, "en", "STEEL");
    // Starting with the text first, then holding it at a word's start; one search is not enough.
    expect(steel.searches.map((s) => s.text)).toEqual(["steel wire", "stainless steel pipe"]);
    expect(steel.searches[1]!.url).toBe("/search-product/stainless%20steel%20pipe");
    const stainless = await suggestSearches(d.db, "en", "stainless st");
    expect(stainless.searches.map((s) => s.text)).toEqual([
      "stainless steel pipe",
      "stainless steel",
      "stainless storage",
      "stainless stone",
      "stainless strip",
      "stainless stands",
    ]);
    // Categories whose name has a word starting with the text, in the page's language.
    expect((await suggestSearches(d.db, "en", "steel")).categories).toEqual([
      {
        code: "007005",
        name: "Steel & Aluminum",
        parentName: "Construction & Building Materials",
        url: "/steel-aluminum/ca/007005",
      },
      {
        code: "007002001",
        name: "Steel Doors",
        parentName: "Doors & Windows",
        url: "/steel-doors/pc/007002001/c",
      },
      {
        code: "007005002",
        name: "Steel Pipes",
        parentName: "Steel & Aluminum",
        url: "/steel-pipes/pc/007005002/c",
      },
    ]);
  });

  it("folds case and diacritics both ways and names categories in the language, else English", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 30, seed: 2 });
    // One Turkish name missing: the category is named in English.
    await d.db
      .deleteFrom("category_names")
      .where("category_code", "=", "002001002")
      .where("lang", "=", "tr")
      .execute();
    const cocuk = await suggestSearches(d.db, "tr", "COCUK");
    expect(cocuk.categories.map((c) => c.name)).toEqual([
      "Çocuk Giyim",
      "Çocuk Tişörtleri",
      "Çocuk Pijamaları",
    ]);
    expect(cocuk.categories[0]!.url).toBe("/cocuk-giyim/ca/002003");
    // A completion is written as the category names write it.
    expect((await suggestSearches(d.db, "tr", "çoc")).searches.map((s) => s.text)).toEqual(["çocuk"]);
    expect((await suggestSearches(d.db, "tr", "shirts")).categories.map((c) => c.name)).toEqual(["Shirts"]);
    expect((await suggestSearches(d.db, "ar", "أثاث")).categories.length).toBeGreaterThan(0);
  });

  it("matches Chinese and Japanese inside words, from one character", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 30, seed: 2 });
    await searched(d, "zh", "不锈钢水杯", 2);
    const cup = await suggestSearches(d.db, "zh", "水杯");
    expect(cup.searches.map((s) => s.text)).toContain("不锈钢水杯");
    const names = await d.db
      .selectFrom("category_names")
      .select("name")
      .where("lang", "=", "ja")
      .where("category_code", "=", "007005002")
      .executeTakeFirstOrThrow();
    const lastChar = [...names.name].at(-1)!;
    const found = await suggestSearches(d.db, "ja", lastChar);
    expect(found.categories.map((c) => c.name)).toContain(names.name);
  });

  it("offers only visible suppliers, and follows a suspension, a reinstatement and an approval within a second", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 30, seed: 2 });
    const { active, draft } = await namedSuppliers(d);
    const found = await suggestSearches(d.db, "en", "zephyr");
    expect(found.suppliers).toEqual([
      { id: active, name: "Zephyrine Looms Ltd.", url: `/zephyrine-looms-ltd/co/${active}` },
    ]);
    expect((await suggestSearches(d.db, "en", "looms")).suppliers.map((s) => s.id)).toEqual([active]);
    expect((await suggestSearches(d.db, "en", "secret")).suppliers).toEqual([]);
    await d.db
      .updateTable("companies")
      .set({ status: "suspended", status_changed_at: new Date().toISOString() })
      .where("id", "=", active)
      .execute();
    await new Promise((r) => setTimeout(r, 1100));
    expect((await suggestSearches(d.db, "en", "zephyr")).suppliers).toEqual([]);
    // Reinstated, and the one waiting for review approved: both are offered within a second.
    const now = new Date().toISOString();
    await d.db
      .updateTable("companies")
      .set({ status: "active", status_changed_at: now })
      .where("id", "in", [active, draft])
      .execute();
    await new Promise((r) => setTimeout(r, 1100));
    expect((await suggestSearches(d.db, "en", "zephyr")).suppliers.map((s) => s.name)).toEqual([
      "Zephyrine Looms Ltd.",
      "Zephyrine Secret Works",
    ]);
  });

  it("gives nothing for blank and one-letter texts, and at most 6, 4 and 4", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 60, seed: 3 });
    for (const text of ["", "   ", "s", "ş", "!!", "- -", "ش"])
      expect(await suggestSearches(d.db, "en", text), JSON.stringify(text)).toEqual({
        searches: [],
        categories: [],
        suppliers: [],
      });
    for (const t of ["cotton shirt", "cotton yarn", "coffee", "cola", "copper", "corn", "cocoa"])
      await searched(d, "en", t, 2);
    const co = await suggestSearches(d.db, "en", "co");
    expect(co.searches).toHaveLength(6);
    expect(co.categories).toHaveLength(4);
    expect(co.suppliers).toHaveLength(4);
  });
});
