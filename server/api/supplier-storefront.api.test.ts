import sharp from "sharp";
import { expect, it } from "vitest";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { apiClient, memberSession } from "#tests/setup/api-client.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";

const client = apiClient;

async function seed(d: TestDeps) {
  await seedDemoCatalogue(d.db, d.dialect, { products: 5, seed: 1 });
  await d.db.deleteFrom("company_members").execute();
  await d.db.updateTable("companies").set({ writing_lang: "en" }).where("id", "=", 1).execute();
}

const TEXTS = { introductionHtml: "<p>Hello <img src=x onerror=alert(1)></p>", mainProducts: "Cups" };

describeEachDatabase("supplier storefront API", (deps) => {
  it("reads and saves texts and storefront settings for an owner, sanitised, with the states", async () => {
    const d = deps();
    await seed(d);
    const call = client(d);
    const owner = await memberSession(d, call, 1, "owner");
    const saved = await call("PUT", "/supplier/companies/1/texts/en", { cookie: owner, body: TEXTS });
    expect(saved.status).toBe(200);
    const view = await saved.json();
    expect(view.languages[0]).toMatchObject({
      lang: "en",
      state: "source",
      introductionHtml: '<p>Hello <img src="x" /></p>',
    });
    expect(view.languages).toHaveLength(13);
    const ar = await call("PUT", "/supplier/companies/1/texts/ar", {
      cookie: owner,
      body: { introductionHtml: "<p>مرحبا</p>", mainProducts: "" },
    });
    expect((await ar.json()).languages.find((l: { lang: string }) => l.lang === "ar").state).toBe("human");
    expect((await call("PUT", "/supplier/companies/1/texts/xx", { cookie: owner, body: TEXTS })).status).toBe(
      400,
    );

    const storefront = await call("PUT", "/supplier/companies/1/storefront", {
      cookie: owner,
      body: { nameKey: "cups-and-more", themeColor: "#114477" },
    });
    expect(storefront.status).toBe(200);
    expect(await storefront.json()).toMatchObject({ nameKey: "cups-and-more", themeColor: "#114477" });
    const bad = await call("PUT", "/supplier/companies/1/storefront", {
      cookie: owner,
      body: { nameKey: "no", themeColor: "blue" },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toEqual({
      nameKey:
        "Use 3 to 40 lower-case letters, digits and hyphens, starting and ending with a letter or digit.",
      themeColor: "Choose a colour as #rrggbb.",
    });

    // Without a translation service the button's operation says what to set.
    const translate = await call("POST", "/supplier/companies/1/texts/translate", { cookie: owner });
    expect(translate.status).toBe(409);
    expect((await translate.json()).error.message).toContain("TRANSLATE_URL");
  });

  it("uploads pictures as their bytes, refuses a script named as a picture, and orders and removes them", async () => {
    const d = deps();
    await seed(d);
    const call = client(d);
    const owner = await memberSession(d, call, 1, "owner");
    const png = await sharp({ create: { width: 800, height: 200, channels: 3, background: "#225588" } })
      .png()
      .toBuffer();
    const added = await call("POST", "/supplier/companies/1/storefront/pictures?kind=banner", {
      cookie: owner,
      raw: png,
    });
    expect(added.status).toBe(201);
    const banners: string[] = (await added.json()).banners;
    expect(banners.at(-1)).toMatch(/^\/media\/uploads\/[0-9a-f]{32}\.jpg$/);
    const script = await call("POST", "/supplier/companies/1/storefront/pictures?kind=logo", {
      cookie: owner,
      raw: new TextEncoder().encode("#!/bin/sh\nrm -rf /"),
    });
    expect(script.status).toBe(400);
    const removed = await call("PATCH", "/supplier/companies/1/storefront/pictures", {
      cookie: owner,
      body: { kind: "banner", index: banners.length - 1, move: "remove" },
    });
    expect((await removed.json()).banners).toEqual(banners.slice(0, -1));
  });

  it("refuses anonymous callers, members whose role may not edit, another company's id, and a foreign origin", async () => {
    const d = deps();
    await seed(d);
    const call = client(d);
    const textsBefore = await d.db
      .selectFrom("company_texts")
      .selectAll()
      .where("company_id", "=", 1)
      .orderBy("lang")
      .execute();
    const edits: [string, string, { body?: unknown; raw?: Uint8Array }][] = [
      ["PUT", "/supplier/companies/1/texts/en", { body: TEXTS }],
      ["POST", "/supplier/companies/1/texts/translate", {}],
      ["PUT", "/supplier/companies/1/storefront", { body: { nameKey: "taken-over", themeColor: "#000000" } }],
      ["POST", "/supplier/companies/1/storefront/pictures?kind=logo", { raw: new Uint8Array([1, 2, 3]) }],
      ["PATCH", "/supplier/companies/1/storefront/pictures", { body: { kind: "logo", move: "remove" } }],
    ];
    const reads = ["/supplier/companies/1/texts", "/supplier/companies/1/storefront"];
    for (const path of reads) expect((await call("GET", path)).status).toBe(401);
    for (const [method, path, options] of edits) expect((await call(method, path, options)).status).toBe(401);

    for (const role of ["viewer", "sales"] as const) {
      const cookie = await memberSession(d, call, 1, role);
      for (const path of reads) expect((await call("GET", path, { cookie })).status).toBe(200);
      for (const [method, path, options] of edits)
        expect({ path, status: (await call(method, path, { ...options, cookie })).status }).toEqual({
          path,
          status: 403,
        });
    }
    const stranger = await memberSession(d, call, 2, "owner");
    for (const path of reads) expect((await call("GET", path, { cookie: stranger })).status).toBe(404);
    for (const [method, path, options] of edits)
      expect({ path, status: (await call(method, path, { ...options, cookie: stranger })).status }).toEqual({
        path,
        status: 404,
      });

    const owner = await memberSession(d, call, 1, "owner");
    const foreign = await call("PUT", "/supplier/companies/1/texts/en", {
      cookie: owner,
      body: TEXTS,
      origin: "https://evil.example",
    });
    expect(foreign.status).toBe(403);
    // Nothing changed by any of them.
    expect(
      await d.db
        .selectFrom("company_texts")
        .selectAll()
        .where("company_id", "=", 1)
        .orderBy("lang")
        .execute(),
    ).toEqual(textsBefore);
    const website = await d.db
      .selectFrom("company_websites")
      .select("name_key")
      .where("company_id", "=", 1)
      .executeTakeFirst();
    expect(website?.name_key).not.toBe("taken-over");
  });
});
