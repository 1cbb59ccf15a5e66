import { expect, it } from "vitest";
import { referenceData, seedReferenceData } from "#server/demo/reference.ts";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import { CONTENT_PAGE_SLUGS, getContentPage, installDefaultContentPages } from "./content-pages.ts";

describeEachDatabase("static pages", (deps) => {
  it("installs every page in every language and serves it in the page language", async () => {
    const { db } = deps();
    await seedReferenceData(db, referenceData());
    await installDefaultContentPages(db);
    const rows = await db.selectFrom("content_pages").select(["slug", "lang"]).execute();
    expect(rows).toHaveLength(CONTENT_PAGE_SLUGS.length * 13);
    const en = await getContentPage(db, "en", "about-us");
    const tr = await getContentPage(db, "tr", "about-us");
    expect(en).toMatchObject({ lang: "en", title: "About Caravan" });
    expect(tr?.lang).toBe("tr");
    expect(tr?.title).not.toBe(en?.title);
    expect(en!.summary.length).toBeGreaterThan(20);
    expect(en!.summary.length).toBeLessThanOrEqual(160);
    expect(en!.summary).not.toContain("<");
  });

  it("keeps an administrator's edit when the defaults are installed again, and sanitises it", async () => {
    const { db } = deps();
    await seedReferenceData(db, referenceData());
    await installDefaultContentPages(db);
    await db
      .updateTable("content_pages")
      .set({ title: "Our story", body_html: '<p onclick="x()">Hi<script>alert(1)</script></p>' })
      .where("slug", "=", "about-us")
      .where("lang", "=", "de")
      .execute();
    await installDefaultContentPages(db);
    const page = await getContentPage(db, "de", "about-us");
    expect(page).toMatchObject({ title: "Our story", bodyHtml: "<p>Hi</p>", summary: "Hi" });
  });

  it("falls back to English when a language has no text, and knows only the route table's pages", async () => {
    const { db } = deps();
    await seedReferenceData(db, referenceData());
    await installDefaultContentPages(db);
    await db.deleteFrom("content_pages").where("slug", "=", "site-rules").where("lang", "=", "ja").execute();
    expect((await getContentPage(db, "ja", "site-rules"))?.lang).toBe("en");
    expect(await getContentPage(db, "en", "no-such-page")).toBeUndefined();
    expect(await getContentPage(db, "en", "../etc/passwd")).toBeUndefined();
  });
});
