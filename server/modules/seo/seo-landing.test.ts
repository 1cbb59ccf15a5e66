import { expect, it } from "vitest";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import { getSeoLanding, seoCategoryPath, seoLandingPath } from "./seo-landing.ts";
import { sitemapFile } from "./sitemap.service.ts";

describeEachDatabase("SEO landing pages", (deps) => {
  it("reads a record's saved search and sanitised content; a broken saved search is no landing page", async () => {
    const { db, dialect } = deps();
    await seedDemoCatalogue(db, dialect, { products: 20, seed: 1 });
    const insert = (search_query: string) =>
      db
        .insertInto("seo_records")
        .values({
          lang: "de",
          seo_url: "Günstige Handtücher",
          page_title: "Handtücher",
          page_description: null,
          keywords: null,
          content_html: '<h2>Gut</h2><img src=x onerror="alert(1)"><p>Text</p>',
          category_code: null,
          search_query,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
    const good = await insert(JSON.stringify({ kind: "f", key: "towel", params: "l=50" }));
    const landing = await getSeoLanding(db, good.id);
    expect(landing).toMatchObject({
      lang: "de",
      title: "Handtücher",
      search: { kind: "f", key: "towel", params: "l=50" },
    });
    expect(landing!.contentHtml).not.toContain("onerror");
    expect(seoLandingPath(landing!.seoUrl, good.id)).toBe(`/gunstige-handtucher/sp/${good.id}`);
    expect(seoCategoryPath(landing!.seoUrl, good.id, "015")).toBe(`/gunstige-handtucher/sc/${good.id}/015`);

    const broken = await insert("{not json");
    const wrongKind = await insert(JSON.stringify({ kind: "x", key: "a" }));
    expect((await getSeoLanding(db, broken.id))?.search).toBeUndefined();
    expect((await getSeoLanding(db, wrongKind.id))?.search).toBeUndefined();
    expect(await getSeoLanding(db, 0)).toBeUndefined();
    expect(await getSeoLanding(db, Number.NaN)).toBeUndefined();

    // The language's sitemap lists landing pages with a saved search only, beside the static pages.
    const xml = (await sitemapFile(deps(), "http://de.example.org", "de", "pages", 0))!;
    expect(xml).toContain(`http://de.example.org/gunstige-handtucher/sp/${good.id}`);
    expect(xml).not.toContain(`/sp/${broken.id}<`);
    expect(xml).toContain("http://de.example.org/privacy-policy");
    expect(await sitemapFile(deps(), "http://de.example.org", "de", "pages", 1)).toBeUndefined();
  });
});
