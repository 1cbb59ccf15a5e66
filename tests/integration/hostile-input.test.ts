import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase, type TestDeps } from "../setup/test-db.ts";
import {
  closeServerModules,
  createFuzzTarget,
  type FuzzRequest,
  type FuzzTarget,
  loadServerModules,
  type ServerModules,
} from "./fuzz/app-under-fuzz.ts";

/**
 * The cases the fuzzer found (tests/integration/fuzz), each named, through the whole app on both
 * databases: a clear 4xx (with the API's error shape, or the translated error page), and nothing
 * changed.
 */
let modules: ServerModules;
beforeAll(async () => {
  modules = await loadServerModules();
}, 120_000);
afterAll(async () => {
  await closeServerModules();
});

const HOST = "localhost:3000";
const get = (path: string, role: FuzzRequest["role"] = "anonymous"): FuzzRequest => ({
  role,
  host: HOST,
  method: "GET",
  path,
});
const json = (
  method: string,
  path: string,
  value: unknown,
  role: FuzzRequest["role"] = "buyer",
): FuzzRequest => ({
  role,
  host: HOST,
  method,
  path,
  body: { kind: "json", value },
});
const form = (
  path: string,
  fields: Record<string, string>,
  role: FuzzRequest["role"] = "buyer",
): FuzzRequest => ({
  role,
  host: HOST,
  method: "POST",
  path,
  body: { kind: "urlencoded", fields: Object.entries(fields) },
});

async function apiError(target: FuzzTarget, request: FuzzRequest) {
  const response = await target.send(request);
  const body = (await response.json()) as {
    error: { code: string; message: string; fields?: Record<string, string> };
  };
  expect(body.error.message.length).toBeGreaterThan(0);
  return { status: response.status, ...body.error };
}

const count = async (
  d: TestDeps,
  table: "cart_lines" | "comments" | "help_contact_items" | "seo_records" | "users",
) =>
  Number(
    (
      await d.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function aProduct(d: TestDeps) {
  return d.db
    .selectFrom("products")
    .select(["id", "company_id"])
    .orderBy("id")
    .limit(1)
    .executeTakeFirstOrThrow();
}

describeEachDatabase("hostile input gets a clear 4xx and changes nothing", (deps) => {
  let target: FuzzTarget;
  const setUp = async () => {
    target = await createFuzzTarget(deps(), modules);
  };

  it("storefront addresses with an id that is not one (/acme/co/abc, /acme/co/99999999999) are the 404 page", async () => {
    await setUp();
    for (const path of [
      "/acme/co/abc",
      "/acme/co/99999999999",
      "/acme/co/2147483648",
      "/acme/co/detail/1e3",
    ]) {
      const response = await target.send(get(path));
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain("<html");
    }
  });

  it("POST /api/cart with productId 2147483648 is invalid data, and the cart stays empty", async () => {
    await setUp();
    const product = await aProduct(deps());
    const error = await apiError(
      target,
      json("POST", "/api/cart", [
        { productId: 2_147_483_648, supplierCompanyId: product.company_id, quantity: 1 },
      ]),
    );
    expect(error).toMatchObject({ status: 400, code: "invalid_data" });
    expect(await count(deps(), "cart_lines")).toBe(0);
  });

  it("deleting comment 9999999999 (the product page's delete-comment, DELETE /api/comment/{id}) refuses and deletes nothing", async () => {
    await setUp();
    const product = await aProduct(deps());
    const before = await count(deps(), "comments");
    // The product's own address: another name would answer the post, then redirect to it.
    const canonical = (await target.send(get(`/any/pr/${product.id}`))).headers.get("location")!;
    const page = await target.send(form(`${canonical}.data`, { intent: "delete-comment", id: "9999999999" }));
    expect(page.status).toBe(404);
    expect(await apiError(target, json("DELETE", "/api/comment/9999999999", undefined))).toMatchObject({
      status: 400,
      code: "invalid_data",
    });
    expect(await count(deps(), "comments")).toBe(before);
  });

  it("GET /api/products/most-viewed?category=0 is not found", async () => {
    await setUp();
    expect(await apiError(target, get("/api/products/most-viewed?category=0"))).toMatchObject({
      status: 404,
      code: "not_found",
    });
  });

  it("a NUL byte in a help-center message, a comment or an SEO title is invalid data, field by field, and stores nothing", async () => {
    await setUp();
    const d = deps();
    const product = await aProduct(d);
    const before = await Promise.all([
      count(d, "help_contact_items"),
      count(d, "comments"),
      count(d, "seo_records"),
    ]);
    const help = await apiError(
      target,
      json("POST", "/api/helpcenter/contactWithAdmin", {
        name: "Bora",
        email: "bora@example.com",
        subject: "Delivery",
        message: "Hello\u0000 there, a question.",
      }),
    );
    expect(help).toMatchObject({
      status: 400,
      code: "invalid_data",
      fields: { message: expect.any(String) },
    });
    const comment = await apiError(
      target,
      json("POST", "/api/comment", {
        productID: product.id,
        stars: 5,
        text: "Good gloves\u0000, fair price.",
      }),
    );
    expect(comment).toMatchObject({
      status: 400,
      code: "invalid_data",
      fields: { text: expect.any(String) },
    });
    const seo = await apiError(
      target,
      json("POST", "/api/seo/", { language: "en", pageTitle: "Gloves\u0000", seoUrl: "gloves" }, "admin"),
    );
    expect(seo).toMatchObject({
      status: 400,
      code: "invalid_data",
      fields: { pageTitle: expect.any(String) },
    });
    const after = await Promise.all([
      count(d, "help_contact_items"),
      count(d, "comments"),
      count(d, "seo_records"),
    ]);
    expect(after).toEqual(before);
  });

  it("a NUL byte in a form field (registration name, help-center form) or in an address is refused before any action runs", async () => {
    await setUp();
    const users = await count(deps(), "users");
    const messages = await count(deps(), "help_contact_items");
    const register = await target.send(
      form(
        "/register",
        {
          firstName: "Ada\u0000",
          lastName: "Lovelace",
          email: "ada@example.com",
          password: "a long enough passphrase",
          passwordConfirm: "a long enough passphrase",
          acceptTerms: "on",
        },
        "anonymous",
      ),
    );
    expect(register.status).toBe(400);
    expect(await register.text()).toContain("The request could not be understood.");
    expect(await count(deps(), "users")).toBe(users);
    const help = await target.send(
      form("/help-center", {
        name: "Bora",
        email: "b@example.com",
        subject: "Hi",
        message: "Hello\u0000 there",
      }),
    );
    expect(help.status).toBe(400);
    expect(await count(deps(), "help_contact_items")).toBe(messages);
    // Refused before any loader ran, the error page still speaks the host's language.
    const address = await target.send({ ...get("/search-product/a%00b"), host: "ar.localhost:3000" });
    expect(address.status).toBe(400);
    const page = await address.text();
    expect(page).toMatch(/<html lang="ar" dir="rtl"/);
    expect(page).not.toMatch(/header\.search|errorPage\./);
  });

  it("/a followed by 60 encoded emoji (the route parser's cut) is the 404 page", async () => {
    await setUp();
    const response = await target.send(get(`/a${encodeURIComponent("😀".repeat(60))}`));
    expect(response.status).toBe(404);
  });

  it("/login?returnUrl=/中文 sends a signed-in visitor there, and signing in with it works", async () => {
    await setUp();
    const signedIn = await target.send(get("/login?returnUrl=/%E4%B8%AD%E6%96%87", "buyer"));
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toBe("/%E4%B8%AD%E6%96%87");
    const signIn = await target.send(
      form(
        "/login",
        { email: "buyer@caravan.test", password: "caravan-demo", returnUrl: "/中文?x=1" },
        "anonymous",
      ),
    );
    expect(signIn.status).toBe(302);
    expect(signIn.headers.get("location")).toBe("/%E4%B8%AD%E6%96%87?x=1");
    expect(signIn.headers.get("set-cookie")).toContain("caravan_session=");
  });

  it("a console action sent JSON, a broken multipart body or PUT/DELETE/PATCH is refused (400/405), and nothing changes", async () => {
    await setUp();
    const d = deps();
    const product = await aProduct(d);
    const buyer = await d.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "buyer@caravan.test")
      .executeTakeFirstOrThrow();
    await d.db
      .insertInto("comments")
      .values({
        product_id: product.id,
        user_id: buyer.id,
        stars: 5,
        text: "Good gloves, fair price.",
        is_approved: false,
      })
      .execute();
    const comment = await d.db.selectFrom("comments").select("id").executeTakeFirstOrThrow();
    const approve = { id: String(comment.id), approve: "true" };
    expect((await target.send(json("POST", "/admin/comments", approve, "admin"))).status).toBe(400);
    expect((await target.send(json("POST", "/admin/comments.data", approve, "admin"))).status).toBe(400);
    const broken: FuzzRequest = {
      role: "admin",
      host: HOST,
      method: "POST",
      path: "/admin/comments",
      body: { kind: "raw", contentType: "multipart/form-data; boundary=x", text: "not a multipart body" },
    };
    expect((await target.send(broken)).status).toBe(400);
    for (const method of ["PUT", "DELETE", "PATCH"]) {
      const response = await target.send({ ...form("/admin/comments", approve, "admin"), method });
      expect(response.status, method).toBe(405);
    }
    const row = await d.db.selectFrom("comments").select("is_approved").executeTakeFirstOrThrow();
    expect(Boolean(row.is_approved)).toBe(false);
  });

  it("a request for quotation with hostile values, or an id out of range, is a 4xx and stores nothing", async () => {
    await setUp();
    const d = deps();
    const rfqs = async () =>
      Number(
        (
          await d.db
            .selectFrom("rfqs")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const leaf = await d.db
      .selectFrom("categories as c")
      .select("c.code")
      .where((eb) =>
        eb.not(
          eb.exists(
            eb.selectFrom("categories as k").select("k.code").whereRef("k.parent_code", "=", "c.code"),
          ),
        ),
      )
      .executeTakeFirstOrThrow();
    const valid = {
      title: "Cotton bath towels",
      categoryCode: leaf.code,
      description: "White, hemmed.",
      quantity: "5000",
      unit: "piece",
      destinationCountry: "FR",
      buyerCountry: "FR",
    };
    const hostileValues: Record<string, string>[] = [
      { quantity: "1e3" },
      { quantity: "99999999999999999999" },
      { openDays: "-1" },
      { maxQuotes: "2147483648" },
      { categoryCode: "020/../001" },
      { targetPrice: "NaN", currency: "EUR" },
      { neededBy: "2026-02-30" },
      { certificates: Array.from({ length: 11 }, (_, i) => `C${i}`).join(",") },
      { unit: "__proto__" },
    ];
    for (const hostile of hostileValues) {
      const response = await target.send(form("/profile/purchase-request/detail", { ...valid, ...hostile }));
      expect(response.status, JSON.stringify(hostile)).toBe(400);
    }
    expect(await rfqs()).toBe(0);
    // The same form without the hostile value is posted: each refusal was the value's.
    expect((await target.send(form("/profile/purchase-request/detail", valid))).status).toBe(303);
    expect(await rfqs()).toBe(1);
    expect((await target.send(get("/profile/rfqs/2147483648", "buyer"))).status).toBe(404);
    expect((await target.send(get("/profile/rfqs/1/files/2147483648", "buyer"))).status).toBe(404);
    expect((await target.send(get("/profile/rfqs?page=-1&status=%3Cscript%3E", "buyer"))).status).toBe(200);
    const close = form("/profile/rfqs/2147483648", { intent: "close", version: "1", confirmed: "on" });
    expect((await target.send(close)).status).toBe(404);
  });

  it("the console's translation test without a configured service is a refusal the page explains, not a 502", async () => {
    await setUp();
    const response = await target.send(form("/admin/translation", { text: "Hello", target: "tr" }, "admin"));
    expect(response.status).toBe(409);
  });

  it("an unknown method on an API path answers the API's error shape, not the HTML page", async () => {
    await setUp();
    expect(await apiError(target, json("PATCH", "/api/cart", {}))).toMatchObject({
      status: 404,
      code: "not_found",
    });
  });

  it("a storefront category link with an empty name and a NUL in it redirects to an encoded address", async () => {
    await setUp();
    const response = await target.send(get("/001/co/pr//2/%00"));
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/001/co/pr/2/%00");
  });
});
