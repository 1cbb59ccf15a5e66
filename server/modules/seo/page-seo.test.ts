import { expect, it } from "vitest";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import { findPageSeo } from "./page-seo.ts";

describeEachDatabase("page SEO records", (deps) => {
  it("finds the newest record for a page path in the language only", async () => {
    const { db } = deps();
    const record = (lang: string, seo_url: string, page_title: string) => ({
      lang,
      seo_url,
      page_title,
      page_description: `${page_title} description`,
      keywords: "b2b, wholesale",
      search_query: "{}",
    });
    await db
      .insertInto("seo_records")
      .values([
        record("en", "/categories", "Old title"),
        record("en", "/categories", "All wholesale categories"),
        record("tr", "/categories", "Tüm kategoriler"),
        record("en", "wholesale-towels", "A landing page"),
      ])
      .execute();
    expect(await findPageSeo(db, "en", "/categories")).toEqual({
      title: "All wholesale categories",
      description: "All wholesale categories description",
      keywords: "b2b, wholesale",
    });
    expect((await findPageSeo(db, "tr", "/categories"))?.title).toBe("Tüm kategoriler");
    expect(await findPageSeo(db, "de", "/categories")).toBeUndefined();
    expect(await findPageSeo(db, "en", "/")).toBeUndefined();
  });
});
