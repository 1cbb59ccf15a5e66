import { expect, it, vi } from "vitest";
import { openSession } from "#server/modules/accounts/index.ts";

import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { addViews, moveTo, someCategories } from "#tests/setup/view-fixtures.ts";
import { seedDemoCatalogue } from "../demo/seed-catalogue.ts";
import { createApi } from "./api.ts";

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

function postView(d: TestDeps, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return createApi(d).request("/products/view-events", {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { host: "localhost:3000", origin: "http://localhost:3000", "user-agent": BROWSER, ...headers },
  });
}

async function eventually(d: TestDeps, count: number) {
  let rows: { product_id: number; company_id: number; user_id: number | null }[] = [];
  // The API answers before the view is queued; flush until it has arrived.
  await vi.waitFor(async () => {
    await d.views.flush();
    rows = await d.db
      .selectFrom("product_view_events")
      .select(["product_id", "company_id", "user_id"])
      .orderBy("id")
      .execute();
    expect(rows).toHaveLength(count);
  });
  return rows;
}

describeEachDatabase("views API", (deps) => {
  it("is in the OpenAPI document", async () => {
    const doc = await (await createApi(deps()).request("/openapi.json")).json();
    expect(doc.paths["/products/view-events"].post).toBeDefined();
    expect(doc.paths["/products/most-viewed"].get).toBeDefined();
    expect(doc.paths["/companies/visit-events"].post).toBeDefined();
  });

  it("counts a storefront visit of an active company, and nothing about the visitor", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 3, seed: 1 });
    const [active, suspended] = await d.db
      .selectFrom("companies")
      .select("id")
      .where("status", "=", "active")
      .orderBy("id")
      .limit(2)
      .execute();
    await d.db
      .updateTable("companies")
      .set({ status: "suspended" })
      .where("id", "=", suspended!.id)
      .execute();
    const user = await d.db.selectFrom("users").select("id").executeTakeFirstOrThrow();
    const { token } = await openSession(d, user.id, { ip: null, userAgent: BROWSER });
    const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
      createApi(d).request("/companies/visit-events", {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: {
          host: "localhost:3000",
          origin: "http://localhost:3000",
          "user-agent": BROWSER,
          ...headers,
        },
      });
    const bot = { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };
    for (const [fields, headers] of [
      [{ cid: String(active!.id) }, bot],
      [{ cid: String(active!.id) }, { "user-agent": "" }],
      [{ cid: String(active!.id) }, { "sec-fetch-site": "cross-site" }],
      [{ cid: String(suspended!.id) }, {}],
      [{ cid: "999999" }, {}],
    ] as const) {
      const res = await post(fields, headers);
      expect(res.status).toBe(202);
    }
    // Another site's page is refused outright (the API's origin check), and not counted.
    expect((await post({ cid: String(active!.id) }, { origin: "https://elsewhere.example" })).status).toBe(
      403,
    );
    for (const fields of [
      {} as Record<string, string>,
      { cid: "abc" },
      { cid: "0" },
      { cid: "1".repeat(30) },
    ]) {
      const res = await post(fields);
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe("invalid_data");
    }
    const res = await post(
      { cid: String(active!.id) },
      { cookie: `caravan_session=${token}`, "sec-fetch-site": "same-origin" },
    );
    expect(res.status).toBe(202);
    expect(await res.text()).toBe("");
    let visits: Record<string, unknown>[] = [];
    await vi.waitFor(async () => {
      await d.views.flush();
      visits = await d.db.selectFrom("storefront_visit_events").selectAll().execute();
      expect(visits).toHaveLength(1);
    });
    // The company and the time only: no user, address or agent is kept.
    expect(Object.keys(visits[0]!).sort()).toEqual(["company_id", "id", "visited_at"]);
    expect(visits[0]!.company_id).toBe(active!.id);
  });

  it("accepts a view at once, with the user from the session and the company from the database", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 3, seed: 1 });
    const user = await d.db.selectFrom("users").select("id").executeTakeFirstOrThrow();
    const other = await d.db
      .selectFrom("users")
      .select("id")
      .where("id", "!=", user.id)
      .executeTakeFirstOrThrow();
    const { token } = await openSession(d, user.id, { ip: null, userAgent: BROWSER });
    const product = await d.db
      .selectFrom("products")
      .selectAll()
      .where("id", "=", 2)
      .executeTakeFirstOrThrow();
    // A body claiming another company and user changes nothing.
    const res = await postView(
      d,
      { pid: "2", pname: "x", pic: "", cid: "999", cname: "Someone else", uid: String(other.id) },
      { cookie: `caravan_session=${token}` },
    );
    expect(res.status).toBe(202);
    expect(await res.text()).toBe("");
    expect(await eventually(d, 1)).toEqual([
      { product_id: 2, company_id: product.company_id, user_id: user.id },
    ]);
  });

  it("ignores crawlers, unknown products and other sites, and refuses a body without a product id", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 3, seed: 1 });
    const bot = { "user-agent": "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)" };
    expect((await postView(d, { pid: "1" }, bot)).status).toBe(202);
    expect((await postView(d, { pid: "77777" })).status).toBe(202);
    expect((await postView(d, { pid: "1" }, { "sec-fetch-site": "cross-site" })).status).toBe(202);
    for (const fields of [
      {} as Record<string, string>,
      { pid: "abc" },
      { pid: "-4" },
      { pid: "1".repeat(30) },
    ]) {
      const res = await postView(d, fields);
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe("invalid_data");
    }
    expect((await postView(d, { pid: "3" }, { "sec-fetch-site": "same-origin" })).status).toBe(202);
    expect(await eventually(d, 1)).toMatchObject([{ product_id: 3, user_id: null }]);
  });

  it("lists a category's most viewed products, in the host's language", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 6, seed: 1 });
    const c = await someCategories(d);
    await moveTo(d, c.elsewhere, [1, 2, 3, 4, 5, 6]);
    await moveTo(d, c.leaf, [1, 2, 3]);
    await addViews(d, { 1: 1, 2: 3, 3: 2, 5: 9 });
    const api = createApi(d);
    const get = (query: string, host = "localhost:3000") =>
      api.request(`/products/most-viewed${query}`, { headers: { host } });

    const res = await get(`?category=${c.leaf}&limit=2`);
    expect(res.status).toBe(200);
    const cards = await res.json();
    expect(cards.map((p: { id: number }) => p.id)).toEqual([2, 3]);
    expect(cards[0]).toMatchObject({ id: 2, name: expect.any(String), companyId: expect.any(Number) });
    const tr = await (await get(`?category=${c.leaf}`, "tr.localhost:3000")).json();
    const trName = await d.db
      .selectFrom("product_texts")
      .select("name")
      .where("product_id", "=", 2)
      .where("lang", "=", "tr")
      .executeTakeFirstOrThrow();
    expect(tr.map((p: { id: number }) => p.id)).toEqual([2, 3, 1]);
    expect(tr[0].name).toBe(trName.name);
    expect((await (await get("?limit=1")).json()).map((p: { id: number }) => p.id)).toEqual([5]);

    expect((await get("?category=999")).status).toBe(404);
    for (const bad of ["?category=0%25", "?limit=0", "?limit=21", "?language=xx"])
      expect((await get(bad)).status).toBe(400);
  });
});
