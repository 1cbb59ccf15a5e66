import { expect, it } from "vitest";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import { seedDemoCatalogue } from "../demo/seed-catalogue.ts";
import { createMetaTagRoutes } from "./meta-tags.ts";

describeEachDatabase("meta tags endpoint", (deps) => {
  it("answers the site's meta tags and SEO records in the language, 404 for an unknown language", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 10, seed: 1 });
    // Only this test's record (the demo has landing pages of its own).
    await d.db.deleteFrom("seo_records").execute();
    await d.db
      .insertInto("seo_records")
      .values({
        lang: "tr",
        seo_url: "pamuklu-gomlek",
        page_title: "Pamuklu gömlek",
        page_description: "Toptan",
        keywords: "pamuk",
        search_query: "{}",
      })
      .execute();
    const routes = createMetaTagRoutes(d);
    const response = await routes.request("/getJSON/MetaTags/tr");
    // Editors' changes must show at once: a cache may keep the answer but has to ask again.
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const tr = await response.json();
    expect(tr.language).toBe("tr");
    expect(tr.keywords).toContain("Giyim ve Tekstil");
    expect(tr.pages).toEqual([
      expect.objectContaining({
        pageTitle: "Pamuklu gömlek",
        pageDescription: "Toptan",
        keywords: "pamuk",
        seoUrl: "pamuklu-gomlek",
      }),
    ]);
    const en = await (await routes.request("/getJSON/MetaTags/en")).json();
    expect(en.pages).toEqual([]);
    expect((await routes.request("/getJSON/MetaTags/xx")).status).toBe(404);
  });
});
