import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, expect, it } from "vitest";
import { productPath } from "#core/rules/slug.ts";
import { SESSION_COOKIE } from "#server/modules/accounts/index.ts";
import { postComment, setCommentApproval } from "#server/modules/comments/index.ts";
import { productDraft, productWorld } from "../setup/product-fixtures.ts";
import { describeEachDatabase, type TestDeps } from "../setup/test-db.ts";
import { closeServerModules, loadServerModules, type ServerModules } from "./fuzz/app-under-fuzz.ts";
import { PAGE_HOST, signIn } from "./page-client.ts";

/**
 * The page cache through the whole app (docs/decisions/035-page-cache.md): what anonymous
 * visitors get from it and with which headers, that signed-in visitors never meet it, and that
 * no kept page older than a change is served a second after the change was acknowledged.
 */
let modules: ServerModules;
beforeAll(async () => {
  modules = await loadServerModules();
}, 120_000);
afterAll(async () => {
  await closeServerModules();
});

const ORIGIN = `http://${PAGE_HOST}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The catalogue, a trusted supplier's published product (its path), an operator, and the app. */
async function site(d: TestDeps) {
  const world = await productWorld(d);
  await d.db
    .updateTable("companies")
    .set({ is_trusted_supplier: true })
    .where("id", "=", world.companyId)
    .execute();
  await d.db.deleteFrom("home_products").where("kind", "=", "recommended").execute();
  await d.search.start();
  const app = modules.createApp(d, { clientDir: undefined });
  const request = (method: string, path: string, headers: Record<string, string> = {}, body?: string) =>
    app.fetch(
      new Request(`${ORIGIN}${path}`, {
        method,
        headers: { host: PAGE_HOST, accept: "text/html", ...headers },
        redirect: "manual",
        ...(body === undefined ? {} : { body }),
      }),
    );
  const editor = await signIn(d, world.members.catalog_editor.id);
  const api = (method: string, path: string, json: unknown) =>
    request(
      method,
      path,
      { origin: ORIGIN, "content-type": "application/json", cookie: `${SESSION_COOKIE}=${editor}` },
      JSON.stringify(json),
    );
  const products = `/api/supplier/companies/${world.companyId}/products`;
  const draft = (name: string, price = "4.25") =>
    productDraft(world.leafCode, world.optionCode, {
      texts: { en: { name, description: "<p>Cast iron</p>" } },
      priceMin: "2.5",
      priceMax: price,
      priceTiers: [{ minQuantity: 100, price }],
    });
  const created = await api("POST", products, draft("Basaltine lantern"));
  expect(created.status).toBe(201);
  const productId = ((await created.json()) as { id: number }).id;
  expect((await api("POST", `${products}/${productId}/status`, { transition: "submit" })).status).toBe(200);
  const redirected = await request("GET", `/x/pr/${productId}`);
  const productPage = new URL(redirected.headers.get("location")!, ORIGIN).pathname;
  const other = await d.db
    .selectFrom("categories")
    .select("code")
    .where("parent_code", "is", null)
    .where("code", "<>", world.leafCode.slice(0, 3))
    .orderBy("code")
    .executeTakeFirstOrThrow();
  const listing = await request("GET", `/x/ca/${other.code}`);
  const otherListing =
    listing.status === 301
      ? new URL(listing.headers.get("location")!, ORIGIN).pathname
      : `/x/ca/${other.code}`;
  return { world, request, api, products, draft, productId, productPage, otherListing };
}

/** Until a page is served from the cache (the change feed confirmed within the last 750 ms). */
async function kept(get: () => Promise<Response> | Response): Promise<Response> {
  for (let i = 0; i < 40; i++) {
    const response = await get();
    if (response.headers.get("x-page-cache") === "hit") return response;
    await response.arrayBuffer();
    await sleep(50);
  }
  throw new Error("the page never came from the cache");
}

/**
 * Asks for `path` as an anonymous visitor every 40 ms for 1.5 s after a change was acknowledged:
 * every answer asked for more than a second after it shows the change.
 */
async function expectFreshWithinASecond(
  get: () => Promise<Response> | Response,
  shows: (html: string, status: number) => boolean,
  acknowledged: number,
) {
  const stale: number[] = [];
  let freshAfter = 0;
  while (performance.now() - acknowledged < 1500) {
    const asked = performance.now() - acknowledged;
    const response = await get();
    const fresh = shows(await response.text(), response.status);
    if (asked > 1000 && !fresh) stale.push(Math.round(asked));
    if (asked > 1000 && fresh) freshAfter++;
    await sleep(40);
  }
  expect(stale, "stale pages served more than a second after the change (ms after it)").toEqual([]);
  expect(freshAfter).toBeGreaterThan(0);
}

const isHit = (response: Response) => response.headers.get("x-page-cache") === "hit";

describeEachDatabase("the page cache", (deps) => {
  it("serves an anonymous visitor's page from the cache: miss, hit, 304, HEAD, Vary, no cookie", async () => {
    const { request, productPage } = await site(deps());
    const gzip = { "accept-encoding": "gzip" };
    const first = await request("GET", productPage, gzip);
    expect(first.status).toBe(200);
    await first.arrayBuffer();
    const hit = await kept(() => request("GET", productPage, gzip));
    const body = Buffer.from(await hit.arrayBuffer());
    expect(hit.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(body).toString()).toContain("Basaltine lantern");
    expect(hit.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=1");
    expect(hit.headers.get("vary")).toBe("Accept-Encoding, Cookie");
    expect(hit.headers.get("set-cookie")).toBeNull();
    const etag = hit.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+-gzip"$/);
    // The kept page carries no nonce: its policy lists its inline scripts' hashes.
    const policy = hit.headers.get("content-security-policy")!;
    expect(policy).toMatch(/script-src 'sha256-[^']+'( 'sha256-[^']+')* 'self'/);
    expect(policy).not.toContain("nonce");
    expect(gunzipSync(body).toString()).not.toMatch(/nonce="/);

    const again = await request("GET", productPage, gzip);
    expect(Buffer.from(await again.arrayBuffer()).equals(body)).toBe(true);
    const notModified = await request("GET", productPage, { ...gzip, "if-none-match": `W/${etag}` });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("etag")).toBe(etag);
    expect(notModified.headers.get("vary")).toBe("Accept-Encoding, Cookie");
    const head = await request("HEAD", productPage, gzip);
    expect(head.status).toBe(200);
    expect(head.headers.get("x-page-cache")).toBe("hit");
    expect((await head.arrayBuffer()).byteLength).toBe(0);

    // Another encoding is another page; a query in another order is the same page.
    const identity = await kept(() => request("GET", productPage));
    expect(identity.headers.get("content-encoding")).toBeNull();
    expect(identity.headers.get("etag")).not.toBe(etag);
    await kept(() => request("GET", `${productPage}?tab=details&ask=false`));
    const reordered = await kept(() => request("GET", `${productPage}?ask=false&tab=details`));
    expect(isHit(reordered)).toBe(true);
    // A host the site does not serve is rendered every time.
    const foreign = await request("GET", productPage, { host: "evil.example" });
    expect(foreign.headers.get("x-page-cache")).toBeNull();

    // The operator's metrics count hits and misses and the memory the kept pages take.
    const series = async (name: string) =>
      (await deps().metrics.registry.getSingleMetric(name)!.get()).values.map((v) => [
        v.labels.outcome,
        v.value,
      ]);
    const outcomes = Object.fromEntries(await series("caravan_page_cache_requests_total"));
    expect(outcomes.hit).toBeGreaterThanOrEqual(6);
    expect(outcomes.miss).toBeGreaterThanOrEqual(4);
    const [[, pages]] = (await series("caravan_page_cache_pages")) as [[unknown, number]];
    const [[, bytes]] = (await series("caravan_page_cache_bytes")) as [[unknown, number]];
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(bytes).toBeGreaterThan(body.length * 2);
  });

  it("renders every signed-in visitor's page for them and never keeps it", async () => {
    const d = deps();
    const { world, request, productPage } = await site(d);
    const anonymous = await kept(() => request("GET", productPage));
    const etag = anonymous.headers.get("etag");
    const anonymousPage = await anonymous.text();
    const token = await signIn(d, world.members.owner.id);
    for (let i = 0; i < 3; i++) {
      const mine = await request("GET", productPage, { cookie: `theme=dark; ${SESSION_COOKIE}=${token}` });
      expect(mine.status).toBe(200);
      expect(mine.headers.get("x-page-cache")).toBeNull();
      expect(mine.headers.get("etag")).toBeNull();
      expect(mine.headers.get("cache-control")).toBe("private, no-store");
      expect(mine.headers.get("vary")).toBe("Accept-Encoding, Cookie");
      expect(mine.headers.get("content-security-policy")).toContain("'nonce-");
      expect(await mine.text()).not.toBe(anonymousPage);
    }
    // Even a session that is no longer valid is rendered, not served the kept page.
    const stale = await request("GET", productPage, { cookie: `${SESSION_COOKIE}=not-a-session` });
    expect(stale.headers.get("x-page-cache")).toBeNull();
    // The anonymous page is still the one kept before: nothing a signed-in visitor got replaced it.
    const after = await kept(() => request("GET", productPage));
    expect(after.headers.get("etag")).toBe(etag);
    expect(after.headers.get("set-cookie")).toBeNull();
  });

  it("serves no page older than a change of price, name, comment approval or merchandising a second after it", async () => {
    const d = deps();
    const { world, request, api, products, draft, productId, productPage, otherListing } = await site(d);
    const get = (path: string) => () => request("GET", path);

    // A new price and name, through the supplier API.
    await kept(get(productPage));
    const renamed = await api("PUT", `${products}/${productId}`, draft("Basaltine lantern", "7.77"));
    expect(renamed.status).toBe(200);
    await expectFreshWithinASecond(get(productPage), (html) => html.includes("7.77"), performance.now());
    // …and kept again once rendered after the change.
    expect(await (await kept(get(productPage))).text()).toContain("7.77");
    const named = await api("PUT", `${products}/${productId}`, draft("Quasselberg lantern", "7.77"));
    expect(named.status).toBe(200);
    let acknowledged = performance.now();
    // The name is in the path: the kept page of the old address gives way to a redirect.
    await expectFreshWithinASecond(get(productPage), (_html, status) => status === 301, acknowledged);
    const newPage = productPath("Quasselberg lantern", productId);
    expect(await (await request("GET", newPage)).text()).toContain("Quasselberg lantern");

    // A comment approved by the operator: its text on the comments tab.
    const commentsTab = `${newPage}?tab=comments`;
    const buyer = world.members.viewer;
    await d.db
      .updateTable("users")
      .set({ email_confirmed_at: new Date().toISOString() })
      .where("id", "=", buyer.id)
      .execute();
    const comment = await postComment(d.db, buyer, {
      productId,
      stars: 5,
      text: "Heavy and well cast, arrived intact",
    });
    await kept(get(commentsTab));
    await setCommentApproval(d.db, world.operator, comment._id, true);
    acknowledged = performance.now();
    await expectFreshWithinASecond(
      get(commentsTab),
      (html) => html.includes("Heavy and well cast"),
      acknowledged,
    );

    // The operator features the product: listings elsewhere show it among the sponsored products.
    await kept(get(otherListing));
    const operator = await signIn(d, world.operator.id);
    const added = await request(
      "POST",
      "/admin/merchandising/products",
      {
        origin: ORIGIN,
        "content-type": "application/x-www-form-urlencoded",
        cookie: `${SESSION_COOKIE}=${operator}`,
      },
      new URLSearchParams({ intent: "add", kind: "recommended", productId: String(productId) }).toString(),
    );
    expect(added.status).toBe(200);
    acknowledged = performance.now();
    await expectFreshWithinASecond(
      get(otherListing),
      (html) => html.includes("sponsor-products-title"),
      acknowledged,
    );
  }, 60_000);
});
