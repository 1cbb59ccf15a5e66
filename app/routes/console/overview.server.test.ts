import { expect, it } from "vitest";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import { loadConsoleOverview } from "./overview.server.ts";

describeEachDatabase("console overview", (deps) => {
  it("counts what waits for the console, each from its own module", async () => {
    const { db } = deps();
    expect(await loadConsoleOverview(db)).toEqual({
      pendingComments: 0,
      openContactItems: 0,
      seoRecords: 0,
      contactLists: 0,
      activeBanners: 0,
      productsWaiting: 0,
    });
    await db
      .insertInto("help_contact_items")
      .values([
        { name: "A", email: "a@example.com", subject: "Open", message: "Hello" },
        {
          name: "B",
          email: "b@example.com",
          subject: "Done",
          message: "Hi",
          archived_at: "2026-01-01T00:00:00Z",
        },
      ])
      .execute();
    await db.insertInto("contact_lists").values({ name: "Buyers" }).execute();
    await db
      .insertInto("seo_records")
      .values({ lang: "en", seo_url: "/", page_title: "Caravan", search_query: "{}" })
      .execute();
    await db
      .insertInto("home_banners")
      .values([
        { image_url: "/a.jpg", description: "On", target_url: "/", position: 0, is_active: true },
        { image_url: "/b.jpg", description: "Off", target_url: "/", position: 1, is_active: false },
      ])
      .execute();
    expect(await loadConsoleOverview(db)).toEqual({
      pendingComments: 0,
      openContactItems: 1,
      seoRecords: 1,
      contactLists: 1,
      activeBanners: 1,
      productsWaiting: 0,
    });
  });
});
