import { expect, it } from "vitest";
import { findUserByEmail, openSession, SESSION_COOKIE } from "#server/modules/accounts/index.ts";
import { listAuditLog } from "#server/modules/audit/index.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { seedDemoCatalogue } from "../demo/seed-catalogue.ts";
import { createApi } from "./api.ts";

/** The API and a request function signed in as a demo account (or anonymous). */
async function setup(d: TestDeps) {
  await seedDemoCatalogue(d.db, d.dialect, { products: 5, seed: 1 });
  const api = createApi(d);
  const cookies: Record<string, string> = {};
  for (const who of ["buyer", "supplier", "moderator", "admin"]) {
    const user = await findUserByEmail(d.db, `${who}@caravan.test`);
    const { token } = await openSession(d, user!.id, { ip: null, userAgent: null });
    cookies[who] = `${SESSION_COOKIE}=${token}`;
  }
  const call = (as: string | null, method: string, path: string, body?: unknown, host = "localhost:3000") =>
    api.request(path, {
      method,
      headers: {
        host,
        ...(method === "GET" ? {} : { origin: "http://localhost:3000" }),
        ...(as ? { cookie: cookies[as]! } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
    });
  const category = await d.db
    .selectFrom("categories")
    .select("code")
    .where("level", "=", 2)
    .orderBy("code")
    .executeTakeFirstOrThrow();
  return { call, category: category.code };
}

const landing = (category: string) => ({
  language: "en",
  pageTitle: "Wholesale kitchen knives",
  pageDescription: "Knives from verified makers.",
  keywords: "knives, wholesale",
  seoUrl: "Kitchen knives wholesale",
  categoryId: category,
  seoContent: '<h2>Buying knives</h2><p onclick="x()">Read this.</p><script>alert(1)</script>',
  search: { kind: "c", key: category, params: "l=50" },
});

describeEachDatabase("SEO API", (deps) => {
  it("refuses anonymous callers (401) and non-staff (403) on every endpoint, before validation", async () => {
    const { call, category } = await setup(deps());
    const created = await (await call("moderator", "POST", "/seo/", landing(category))).json();
    const requests: [string, string, unknown?][] = [
      ["POST", "/seo/", landing(category)],
      ["POST", "/seo/", { nonsense: true }],
      ["PUT", `/seo/${created._id}`, landing(category)],
      ["DELETE", `/seo/${created._id}`],
      ["GET", `/seo/single/${created._id}`],
      ["GET", "/seo/list/1/20"],
      ["GET", "/seo/list/0/0"],
    ];
    for (const [method, path, body] of requests) {
      expect((await call(null, method, path, body)).status, `${method} ${path}`).toBe(401);
      for (const who of ["buyer", "supplier"])
        expect((await call(who, method, path, body)).status, `${who} ${method} ${path}`).toBe(403);
    }
    // Nothing changed: the record is still there, unchanged, and no other was created.
    const list = await (await call("admin", "GET", "/seo/list/1/20")).json();
    expect(list.items.filter((r: { pageTitle: string }) => r.pageTitle === created.pageTitle)).toHaveLength(
      1,
    );
  });

  it("creates, reads, updates and deletes a landing page record, recording each change", async () => {
    const { call, category } = await setup(deps());
    const response = await call("moderator", "POST", "/seo/", landing(category));
    expect(response.status).toBe(201);
    const record = await response.json();
    expect(record).toMatchObject({
      language: "en",
      pageTitle: "Wholesale kitchen knives",
      pageDescription: "Knives from verified makers.",
      keywords: "knives, wholesale",
      seoUrl: "Kitchen knives wholesale",
      categoryId: category,
      search: { kind: "c", key: category, params: "l=50" },
      publicPath: `/kitchen-knives-wholesale/sp/${record._id}`,
    });
    // Stored sanitised: no script, no handler, h2 demoted so the page keeps one h1.
    expect(record.seoContent).toBe("<h3>Buying knives</h3><p>Read this.</p>");

    expect(await (await call("admin", "GET", `/seo/single/${record._id}`)).json()).toEqual(record);

    const updated = await call("admin", "PUT", `/seo/${record._id}`, {
      ...landing(category),
      pageTitle: "Chef knives in bulk",
      keywords: "",
      search: null,
    });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({
      _id: record._id,
      pageTitle: "Chef knives in bulk",
      keywords: null,
      search: null,
      publicPath: null,
    });

    const deleted = await call("moderator", "DELETE", `/seo/${record._id}`, undefined, "tr.localhost:3000");
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ message: "SEO kaydı silindi." });
    expect((await call("moderator", "GET", `/seo/single/${record._id}`)).status).toBe(404);

    const audit = await listAuditLog(deps().db, { page: 1, size: 10, action: "seo." });
    expect(audit.items.map((e) => [e.action, e.entityId, e.userEmail])).toEqual([
      ["seo.delete", String(record._id), "moderator@caravan.test"],
      ["seo.update", String(record._id), "admin@caravan.test"],
      ["seo.create", String(record._id), "moderator@caravan.test"],
    ]);
  });

  it("lists page by page, filtered by category, language and part of the title", async () => {
    const { call, category } = await setup(deps());
    const make = (language: string, pageTitle: string, categoryId: string | null) =>
      call("moderator", "POST", "/seo/", { language, pageTitle, seoUrl: "/categories", categoryId });
    for (const [lang, title, cat] of [
      ["en", "Cotton towels 100%", category],
      ["en", "Linen towels", null],
      ["tr", "Pamuklu HAVLU", category],
      ["de", "Handtücher", null],
      ["ru", "Махровые ПОЛОТЕНЦА", null],
      ["tr", "ÇANTA ve İplik", null],
    ] as const)
      expect((await make(lang, title, cat)).status).toBe(201);

    const titles = async (query: string) =>
      (await (await call("moderator", "GET", `/seo/list/1/20${query}`)).json()).items.map(
        (r: { pageTitle: string }) => r.pageTitle,
      );
    expect(await titles("?title=TOWELS")).toEqual(["Linen towels", "Cotton towels 100%"]);
    expect(await titles("?title=havlu")).toEqual(["Pamuklu HAVLU"]);
    // Case and accents are ignored in every script, on SQLite as on PostgreSQL.
    expect(await titles(`?title=${encodeURIComponent("махровые полотенца")}`)).toEqual([
      "Махровые ПОЛОТЕНЦА",
    ]);
    expect(await titles(`?title=${encodeURIComponent("çanta ve iplik")}`)).toEqual(["ÇANTA ve İplik"]);
    expect(await titles(`?title=${encodeURIComponent("HANDTUCHER")}`)).toEqual(["Handtücher"]);
    // % is a character to find, not a wildcard.
    expect(await titles("?title=100%25")).toEqual(["Cotton towels 100%"]);
    expect(await titles("?title=%25")).toEqual(["Cotton towels 100%"]);
    expect(await titles(`?categoryId=${category}`)).toEqual(["Pamuklu HAVLU", "Cotton towels 100%"]);
    expect(await titles(`?categoryId=${category}&language=en`)).toEqual(["Cotton towels 100%"]);
    const german = await (await call("moderator", "GET", "/seo/list/1/20?language=de")).json();
    expect(german.items[0].pageTitle).toBe("Handtücher");
    expect(new Set(german.items.map((r: { language: string }) => r.language))).toEqual(new Set(["de"]));

    const demo = (await (await call("moderator", "GET", "/seo/list/1/1")).json()).total;
    const second = await (await call("moderator", "GET", "/seo/list/2/1")).json();
    expect(second).toMatchObject({ page: 2, size: 1, total: demo });
    expect(second.items).toHaveLength(1);
    expect((await call("moderator", "GET", "/seo/list/0/20")).status).toBe(400);
    expect((await call("moderator", "GET", "/seo/list/1/101")).status).toBe(400);
  });

  it("answers bad input with translated field messages and changes nothing", async () => {
    const { call, category } = await setup(deps());
    const before = (await (await call("moderator", "GET", "/seo/list/1/1")).json()).total;
    const bad = await call("moderator", "POST", "/seo/", {
      language: "xx",
      pageTitle: "   ",
      seoUrl: "/has space",
      categoryId: "999999",
      keywords: "k".repeat(501),
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toEqual({
      language: "Choose one of the site's languages.",
      pageTitle: "*Required Field",
      seoUrl: "A page address starts with / and has no spaces, ? or #.",
      keywords: "This is too long.",
    });
    // Shape first, then the database: an unknown category (well-formed code) is its own message.
    const unknown = await call(
      "moderator",
      "POST",
      "/seo/",
      { ...landing(category), categoryId: "999999", search: { kind: "c", key: "999" } },
      "de.localhost:3000",
    );
    expect((await unknown.json()).error.fields).toEqual({
      categoryId: "Wählen Sie eine vorhandene Kategorie.",
      search:
        "Geben Sie an, was die Seite auflistet: eine vorhandene Kategorie, einen Suchtext oder einen zweistelligen Ländercode.",
    });
    const wrongType = await call("moderator", "POST", "/seo/", { ...landing(category), pageTitle: 5 });
    expect((await wrongType.json()).error.fields).toEqual({ pageTitle: "Enter text here." });
    const noTitle = await call("moderator", "POST", "/seo/", { language: "en", seoUrl: "/" });
    expect((await noTitle.json()).error.fields).toEqual({ pageTitle: "*Required Field" });
    const origin = await call("moderator", "POST", "/seo/", {
      ...landing(category),
      search: { kind: "pp", key: "Turkey" },
    });
    expect((await origin.json()).error.fields).toEqual({
      search: "Enter what the page lists: an existing category, a search text, or a two-letter country code.",
    });
    expect((await call("moderator", "POST", "/seo/", "{nope")).status).toBe(400);
    expect((await (await call("moderator", "GET", "/seo/list/1/1")).json()).total).toBe(before);
    expect(await listAuditLog(deps().db, { page: 1, size: 5, action: "seo." })).toMatchObject({ total: 0 });
  });

  it("answers 404 for unknown ids and 400 for malformed ones", async () => {
    const { call, category } = await setup(deps());
    expect((await call("moderator", "GET", "/seo/single/424242")).status).toBe(404);
    expect((await call("moderator", "PUT", "/seo/424242", landing(category))).status).toBe(404);
    expect((await call("moderator", "DELETE", "/seo/424242")).status).toBe(404);
    expect((await call("moderator", "GET", "/seo/single/abc")).status).toBe(400);
    expect((await call("moderator", "DELETE", "/seo/-1")).status).toBe(400);
  });

  it("documents every SEO path in the OpenAPI document", async () => {
    const { call } = await setup(deps());
    const doc = await (await call(null, "GET", "/openapi.json")).json();
    expect(Object.keys(doc.paths["/seo/"])).toEqual(["post"]);
    expect(Object.keys(doc.paths["/seo/{id}"]).sort()).toEqual(["delete", "put"]);
    expect(Object.keys(doc.paths["/seo/single/{id}"])).toEqual(["get"]);
    expect(Object.keys(doc.paths["/seo/list/{page}/{size}"])).toEqual(["get"]);
    const params = doc.paths["/seo/list/{page}/{size}"].get.parameters.map((p: { name: string }) => p.name);
    expect(params.sort()).toEqual(["categoryId", "language", "page", "size", "title"]);
  });
});
