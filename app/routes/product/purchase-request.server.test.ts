import { expect, it } from "vitest";
import { PRODUCT_UNITS, serverDateRange } from "#core/schemas/purchase-request-rules.ts";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import type { SessionUser } from "#server/modules/accounts/index.ts";
import { getProductDetail } from "#server/modules/products/index.ts";
import type { RequestContext } from "#server/request-context.ts";
import { fakeTranslator } from "#tests/setup/fake-translator.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { loadPurchaseRequestPanel, purchaseRequestAction } from "./purchase-request.server.ts";

async function setUp(d: TestDeps, withCompany = true) {
  await seedDemoCatalogue(d.db, d.dialect, { products: 5, seed: 1 });
  const row = await d.db
    .selectFrom("users")
    .select("id")
    .where("email", "=", "buyer@caravan.test")
    .executeTakeFirstOrThrow();
  const user: SessionUser = {
    id: row.id,
    email: "buyer@caravan.test",
    firstName: "Bora",
    lastName: "Yılmaz",
    phone: "+90 212 555 0100",
    companyName: withCompany ? "Bosphorus Retail Ltd." : null,
    emailConfirmed: true,
    roles: ["buyer"],
    companyIds: [],
  };
  const ctx = (signedIn: boolean): RequestContext => ({
    deps: d,
    lang: "en",
    dir: "ltr",
    origin: "http://localhost:3000",
    user: signedIn ? user : undefined,
    sessionToken: undefined,
    ip: null,
    userAgent: null,
    requestId: "test",
  });
  const product = (await getProductDetail(d.db, 2, "en"))!;
  return { ctx, product, user };
}

const form = (values: Record<string, string>) => {
  const body = new FormData();
  body.set("intent", "purchase-request");
  for (const [k, v] of Object.entries(values)) body.set(k, v);
  return body;
};
const filled = () => ({
  requestUserName: "Bora Yılmaz",
  requestUserMail: "buyer@caravan.test",
  requestUserPhone: "+90 212 555 0100",
  subject: "Price for 500 boxes",
  message: "What is your best price for 500 boxes?",
  quantity: "500",
  unitType: "box",
  requestDate: serverDateRange().latest,
});
/** An action's answer as the page gets it: the status (200 unless data() set one) and the body. */
function answer(result: unknown) {
  if (result && typeof result === "object" && "init" in result && "data" in result)
    return { status: (result.init as ResponseInit | null)?.status ?? 200, body: result.data as never };
  return { status: 200, body: result as never };
}
const deals = (d: TestDeps) => d.db.selectFrom("deals").selectAll().execute();

describeEachDatabase("product page purchase request (loader and action)", (deps) => {
  it("the loader prefills from the signed-in user, or gives null to a visitor", async () => {
    const { ctx, product } = await setUp(deps());
    expect(await loadPurchaseRequestPanel(ctx(true), product)).toEqual({
      prefill: {
        requestCompany: "Bosphorus Retail Ltd.",
        requestUserName: "Bora Yılmaz",
        requestUserMail: "buyer@caravan.test",
        requestUserPhone: "+90 212 555 0100",
      },
      companyFromProfile: true,
      units: PRODUCT_UNITS,
      defaultUnit: product.minOrderUnit,
      today: serverDateRange().earliest,
      latest: serverDateRange().latest,
    });
    expect((await loadPurchaseRequestPanel(ctx(false), product)).prefill).toBeNull();
  });

  it("creates the deal with the company of the profile, not a posted one", async () => {
    const d = deps();
    const { ctx, product, user } = await setUp(d);
    const result = answer(
      await purchaseRequestAction(ctx(true), product, form({ ...filled(), requestCompany: "Forged Ltd." })),
    );
    expect(result).toEqual({ status: 200, body: { intent: "purchase-request", sent: true } });
    const [deal] = await deals(d);
    expect(deal).toMatchObject({
      source: "product",
      product_id: product._id,
      buyer_user_id: user.id,
      request_company: "Bosphorus Retail Ltd.",
      product_quantity: 500,
      product_unit_type: "box",
    });
    expect(d.sentMail).toHaveLength(1);
  });

  it("a profile without a company lets the buyer type it", async () => {
    const d = deps();
    const { ctx, product } = await setUp(d, false);
    const missing = answer(await purchaseRequestAction(ctx(true), product, form(filled())));
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ fields: { requestCompany: "errors.required" } });
    await purchaseRequestAction(ctx(true), product, form({ ...filled(), requestCompany: "Bora Trading" }));
    expect((await deals(d))[0]?.request_company).toBe("Bora Trading");
  });

  it("bad input or a visitor changes nothing and sends nothing", async () => {
    const d = deps();
    const { ctx, product } = await setUp(d);
    const visitor = answer(await purchaseRequestAction(ctx(false), product, form(filled())));
    expect(visitor).toMatchObject({ status: 401, body: { formError: "errors.unauthorized" } });
    const bad = answer(
      await purchaseRequestAction(
        ctx(true),
        product,
        form({ ...filled(), subject: " ", quantity: "-3", unitType: "barrel", requestDate: "2020-01-01" }),
      ),
    );
    expect(bad).toEqual({
      status: 400,
      body: {
        intent: "purchase-request",
        ok: false,
        fields: {
          subject: "errors.required",
          quantity: "purchaseRequest.invalid.quantity",
          unitType: "purchaseRequest.invalid.unit",
          requestDate: "purchaseRequest.invalid.date",
        },
        values: expect.objectContaining({ quantity: "-3", subject: " " }),
      },
    });
    expect(await deals(d)).toEqual([]);
    expect(d.sentMail).toEqual([]);
  });

  it("a failed translation is the form's error 'Translation failed'; the limit stops floods", async () => {
    const d = deps();
    const { ctx, product } = await setUp(d);
    const fake = await fakeTranslator(true);
    const translating = {
      ...ctx(true),
      deps: { ...d, config: { ...d.config, translation: { url: fake.url, apiKey: undefined } } },
    };
    const result = answer(await purchaseRequestAction(translating, product, form(filled())));
    expect(result).toMatchObject({ status: 502, body: { formError: "errors.translation_failed" } });
    expect(await deals(d)).toEqual([]);
    // 30 deals an hour per buyer (the failed one above counted too).
    for (let i = 0; i < 29; i++) await purchaseRequestAction(ctx(true), product, form(filled()));
    const flood = answer(await purchaseRequestAction(ctx(true), product, form(filled())));
    expect(flood).toMatchObject({ status: 429, body: { formError: "errors.rate_limited" } });
    expect(await deals(d)).toHaveLength(29);
  });
});
