import fc from "fast-check";
import { expect, it } from "vitest";
import { SUGGESTION_LIMITS } from "#core/schemas/search-suggestions.ts";
import { recordSearch } from "#server/modules/search/index.ts";
import { apiClient, memberSession } from "#tests/setup/api-client.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { seedDemoCatalogue } from "../demo/seed-catalogue.ts";

const suggest = (text: string) => `/search/suggest?q=${encodeURIComponent(text)}`;

/** The demo catalogue, one supplier renamed so a test can find it, another waiting for review. */
async function catalogue(d: TestDeps) {
  await seedDemoCatalogue(d.db, d.dialect, { products: 30, seed: 4 });
  const [shown, hidden] = await d.db.selectFrom("companies").select("id").orderBy("id").limit(2).execute();
  await d.db.updateTable("companies").set({ name: "Quillon Textiles" }).where("id", "=", shown!.id).execute();
  await d.db
    .updateTable("companies")
    .set({ name: "Quillon Hidden Mills", status: "draft" })
    .where("id", "=", hidden!.id)
    .execute();
  return { shown: shown!.id, hidden: hidden!.id };
}

describeEachDatabase("GET /api/search/suggest", (deps) => {
  it("answers in the host's language, cacheable, the same to anyone, with public data only", async () => {
    const d = deps();
    const { shown, hidden } = await catalogue(d);
    for (let i = 0; i < 2; i++) await recordSearch(d.db, "tr", "çocuk tişört");
    const call = apiClient(d);
    const turkish = await call("GET", suggest("Cocuk"), { host: "tr.localhost:3000" });
    expect(turkish.status).toBe(200);
    expect(turkish.headers.get("cache-control")).toBe("public, max-age=60");
    const body = await turkish.json();
    expect(body.searches[0]).toEqual({
      text: "çocuk tişört",
      url: "/search-product/%C3%A7ocuk%20ti%C5%9F%C3%B6rt",
    });
    expect(body.categories.map((c: { name: string }) => c.name)).toEqual([
      "Çocuk Giyim",
      "Çocuk Tişörtleri",
      "Çocuk Pijamaları",
    ]);
    // The English host names the same categories in English, and has no Turkish searches.
    const english = await (await call("GET", suggest("children"))).json();
    expect(english.categories.map((c: { name: string }) => c.name)).toEqual(["Children's Clothing"]);
    expect(english.searches.map((s: { text: string }) => s.text)).not.toContain("çocuk tişört");

    // Suppliers buyers may see, with their storefront; a draft is not offered, not even to its owner.
    const anonymous = await (await call("GET", suggest("quillon"))).json();
    expect(anonymous.suppliers).toEqual([
      { id: shown, name: "Quillon Textiles", url: `/quillon-textiles/co/${shown}` },
    ]);
    const owner = await memberSession(d, call, hidden, "owner");
    const asOwner = await call("GET", suggest("quillon"), { cookie: owner });
    expect(asOwner.status).toBe(200);
    expect(await asOwner.json()).toEqual(anonymous);
    const memberOfShown = await memberSession(d, call, shown, "viewer");
    expect(await (await call("GET", suggest("quillon hid"), { cookie: memberOfShown })).json()).toEqual({
      searches: [],
      categories: [],
      suppliers: [],
    });
  });

  it("refuses a text over 200 characters or holding NUL with a translated error, and is only read", async () => {
    const d = deps();
    await catalogue(d);
    const call = apiClient(d);
    const long = await call("GET", suggest("x".repeat(201)), { host: "tr.localhost:3000" });
    expect(long.status).toBe(400);
    expect((await long.json()).error).toMatchObject({
      code: "invalid_data",
      fields: { q: "Arama metni en fazla 200 karakter olabilir." },
    });
    expect((await call("GET", "/search/suggest?q=ab%00cd")).status).toBe(400);
    for (const method of ["POST", "PUT", "DELETE"])
      expect((await call(method, suggest("cotton"))).status).toBe(404);
    // No text at all is a blank text.
    expect(await (await call("GET", "/search/suggest")).json()).toEqual({
      searches: [],
      categories: [],
      suppliers: [],
    });
  });

  it("never fails on hostile or odd text, and changes nothing", async () => {
    const d = deps();
    await catalogue(d);
    const call = apiClient(d);
    const before = await d.db
      .selectFrom("companies")
      .select(["id", "name", "status"])
      .orderBy("id")
      .execute();
    const hostile = [
      "'; drop table companies; --",
      "co' or '1'='1",
      "%_\\",
      "<script>alert(1)</script>",
      "<img src=x onerror=alert(1)>",
      "\u0001\u0002\u001f\u007f\u200f\u202e",
      "\uFEFF\uFFFF\uFFFD",
      "👍🏽 co",
      "a\u0301\u0301\u0301\u0301",
      "水".repeat(200),
      `${"ab ".repeat(66)}ab`,
      "st".repeat(100),
    ];
    const answers = async (text: string, raw = suggest(text)) => {
      const res = await call("GET", raw);
      expect(res.status, JSON.stringify(text)).toBe(200);
      const body = await res.json();
      expect(body.searches.length).toBeLessThanOrEqual(SUGGESTION_LIMITS.searches);
      expect(body.categories.length).toBeLessThanOrEqual(SUGGESTION_LIMITS.categories);
      expect(body.suppliers.length).toBeLessThanOrEqual(SUGGESTION_LIMITS.suppliers);
    };
    for (const text of hostile) await answers(text);
    // Two texts at once are not one text: refused, not failed.
    const twice = await call("GET", "/search/suggest?q=co&q=st");
    expect(twice.status).toBe(400);
    expect((await twice.json()).error.code).toBe("invalid_data");
    await answers("malformed escape", "/search/suggest?q=%E0%A4%A");
    await answers("array form", "/search/suggest?q[]=co");
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: "binary", maxLength: 200 }), async (text) => {
        if (!text.includes("\u0000")) await answers(text);
      }),
      { numRuns: 60 },
    );
    expect(
      await d.db.selectFrom("companies").select(["id", "name", "status"]).orderBy("id").execute(),
    ).toEqual(before);
  });
});
