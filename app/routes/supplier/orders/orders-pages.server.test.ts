import { expect, it } from "vitest";
import { LANG_CODES } from "#core/i18n/languages.ts";
import { PAYMENT_DETAILS_PATH } from "#core/schemas/payment-details.ts";
import type { Db } from "#server/db/connect.ts";
import { translator } from "#server/lib/i18n.ts";
import { NO_BANK_DETAILS } from "#server/modules/orders/index.ts";
import { inquiryWorld } from "#tests/setup/inquiry-fixtures.ts";
import { callRoute } from "#tests/setup/route-call.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { loader as inquiryLoader } from "../inquiries/detail.tsx";
import { action as draftAction, loader as draftLoader } from "./new.tsx";
import { action as bankAction, loader as bankLoader } from "./payment-details.tsx";

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

/** A product of the company: 0.50 a piece from 100 pieces, 0.42 from 1,000, named in English and French. */
async function product(db: Db, companyId: number): Promise<number> {
  await db.insertInto("categories").values({ code: "900", parent_code: null, level: 1 }).execute();
  const { id } = await db
    .insertInto("products")
    .values({
      company_id: companyId,
      category_code: "900",
      place_of_origin: "TR",
      fob_currency: "EUR",
      fob_price_min: 0.42,
      fob_unit: "carton",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("product_texts")
    .values([
      { product_id: id, lang: "en", name: "Ceramic vase" },
      { product_id: id, lang: "de", name: "Keramikvase" },
    ])
    .execute();
  await db
    .insertInto("product_price_tiers")
    .values([
      { product_id: id, min_quantity: 100, fob_price: 0.5 },
      { product_id: id, min_quantity: 1000, fob_price: 0.42 },
    ])
    .execute();
  return id;
}

const DRAFT = {
  "lines.0.name": "Linen towel",
  "lines.0.quantity": "100",
  "lines.0.unit": "piece",
  "lines.0.unitPrice": "8.10",
  currency: "USD",
  incoterm: "FOB",
  namedPlace: "Istanbul",
  leadTimeDays: "30",
  shipping: "to_quote",
};

describeEachDatabase("drafting an order from an inquiry", (deps) => {
  const setup = async () => {
    const d = deps();
    d.clock.set("2026-12-01T09:00:00Z");
    const w = await inquiryWorld(d);
    const dealId = await w.deal();
    return { d, w, dealId, path: `/supplier/orders/new?deal=${dealId}` };
  };
  const orders = (d: TestDeps) => d.db.selectFrom("orders").selectAll().execute();

  it("sends anonymous visitors to sign in and lets only members who manage orders in", async () => {
    const { d, w, path } = await setup();
    for (const [fn, body] of [
      [draftLoader, undefined],
      [draftAction, form(DRAFT)],
    ] as const) {
      const answer = await callRoute(d, fn, path, undefined, body);
      expect(answer).toMatchObject({ status: 302, location: `/login?returnUrl=${encodeURIComponent(path)}` });
    }
    for (const role of ["viewer", "finance", "catalog_editor"] as const) {
      expect((await callRoute(d, draftLoader, path, w.members[role])).status).toBe(403);
      expect((await callRoute(d, draftAction, path, w.members[role], form(DRAFT))).status).toBe(403);
    }
    expect((await callRoute(d, draftLoader, path, w.members.sales)).status).toBe(200);
    expect(await orders(d)).toEqual([]);
    // The inquiry's page offers the draft only to those who may make it.
    const inquiry = (role: "sales" | "viewer") =>
      callRoute(d, inquiryLoader, `/supplier/inquiries/${path.split("=")[1]}`, w.members[role], undefined, {
        dealId: path.split("=")[1]!,
      });
    expect((await inquiry("sales")).data).toMatchObject({ mayDraftOrder: true });
    expect((await inquiry("viewer")).data).toMatchObject({ mayDraftOrder: false });
  });

  it("answers 404 for another company's inquiry, a made-up one and none", async () => {
    const { d, w } = await setup();
    const theirs = await w.deal({ seller_company_id: w.otherCompanyId });
    for (const path of [
      `/supplier/orders/new?deal=${theirs}`,
      "/supplier/orders/new?deal=99999999",
      "/supplier/orders/new?deal=abc",
      "/supplier/orders/new",
    ]) {
      expect((await callRoute(d, draftLoader, path, w.members.owner)).status).toBe(404);
      expect((await callRoute(d, draftAction, path, w.members.owner, form(DRAFT))).status).toBe(404);
    }
    expect(await orders(d)).toEqual([]);
  });

  it("proposes the order to the inquiry's buyer, priced exactly, and opens it", async () => {
    const { d, w, dealId, path } = await setup();
    const answer = await callRoute(
      d,
      draftAction,
      path,
      w.members.sales,
      form({ ...DRAFT, depositPercent: "30", note: "Ready in March" }),
    );
    expect(answer.status).toBe(303);
    const [order] = await orders(d);
    expect(answer.location).toBe(`/supplier/orders/${order!.id}`);
    expect(order).toMatchObject({
      status: "proposed",
      origin: "inquiry",
      deal_id: dealId,
      buyer_user_id: w.buyer.id,
      supplier_company_id: w.companyId,
      created_by_user_id: w.members.sales.id,
      currency: "USD",
      goods_total_e4: 8_100_000,
      incoterm: "FOB",
      lead_time_days: 30,
      deposit_percent: 30,
      milestone: "deposit",
      supplier_note: "Ready in March",
    });
    const lines = await d.db.selectFrom("order_lines").selectAll().execute();
    expect(lines).toMatchObject([
      { product_name: "Linen towel", quantity: 100, unit: "piece", unit_price_e4: 81_000 },
    ]);
    const mail = await d.db
      .selectFrom("notifications")
      .selectAll()
      .where("kind", "=", "order.create")
      .execute();
    expect(mail.map((m) => m.user_id)).toEqual([w.buyer.id]);
  });

  it("fills a product's tier price for the quantity without saving, and names it in the buyer's language", async () => {
    const { d, w, path } = await setup();
    const productId = await product(d.db, w.companyId);
    const filled = await callRoute(
      d,
      draftAction,
      path,
      w.members.sales,
      form({
        intent: "fill",
        "lines.0.product": String(productId),
        "lines.0.quantity": "1500",
        currency: "USD",
      }),
    );
    expect(filled.status).toBe(200);
    expect(filled.data).toMatchObject({
      intent: "fill",
      values: {
        "lines.0.unitPrice": "0.42",
        "lines.0.unit": "carton",

        currency: "EUR",
      },
    });
    const fewer = await callRoute(
      d,
      draftAction,
      path,
      w.members.sales,
      form({ intent: "fill", "lines.0.product": String(productId), "lines.0.quantity": "200" }),
    );
    expect(fewer.data).toMatchObject({ values: { "lines.0.unitPrice": "0.50" } });
    expect(await orders(d)).toEqual([]);

    // Saved with the product and no name typed, the line is named as the buyer (who wrote in German) reads it.
    const saved = await callRoute(
      d,
      draftAction,
      path,
      w.members.sales,
      form({
        ...DRAFT,
        "lines.0.name": "",
        "lines.0.product": String(productId),
        "lines.0.unitPrice": "0.4200",
        "lines.0.quantity": "1500",
      }),
    );
    expect(saved.status).toBe(303);
    const lines = await d.db.selectFrom("order_lines").selectAll().execute();
    expect(lines).toMatchObject([
      { product_id: productId, product_name: "Keramikvase", unit_price_e4: 4200, line_total_e4: 6_300_000 },
    ]);
  });

  it("refuses bad lines with a message by the field, and another company's product, saving nothing", async () => {
    const { d, w, path } = await setup();
    const bad = await callRoute(
      d,
      draftAction,
      path,
      w.members.sales,
      form({ ...DRAFT, "lines.0.unitPrice": "8.1.0" }),
    );
    expect(bad).toMatchObject({
      status: 400,
      data: { fields: { "lines.0.unitPrice": "supplier.orderDraft.errors.price" } },
    });
    const noCost = await callRoute(
      d,
      draftAction,
      path,
      w.members.sales,
      form({ ...DRAFT, shipping: "cost" }),
    );
    expect(noCost.data).toMatchObject({
      fields: { shippingCost: "supplier.orderDraft.errors.shippingCost" },
    });
    const empty = await callRoute(
      d,
      draftAction,
      path,
      w.members.sales,
      form({ ...DRAFT, "lines.0.name": "", "lines.0.quantity": "", "lines.0.unitPrice": "" }),
    );
    expect(empty.data).toMatchObject({ fields: { lines: "supplier.orderDraft.errors.lines" } });
    const theirProduct = await product(d.db, w.otherCompanyId);
    const foreign = await callRoute(
      d,
      draftAction,
      path,
      w.members.sales,
      form({ ...DRAFT, "lines.0.product": String(theirProduct) }),
    );
    expect(foreign.status).toBe(400);
    expect(await orders(d)).toEqual([]);
  });

  it("drafts nothing for an inquiry from someone without an account", async () => {
    const { d, w } = await setup();
    const anonymous = await w.deal({ buyer_user_id: null });
    const path = `/supplier/orders/new?deal=${anonymous}`;
    const page = await callRoute(d, draftLoader, path, w.members.sales);
    expect(page.data).toMatchObject({ deal: { id: anonymous, buyerUserId: null } });
    const refused = await callRoute(d, draftAction, path, w.members.sales, form(DRAFT));
    expect(refused).toMatchObject({
      status: 409,
      data: { formError: "supplier.orderDraft.errors.noBuyerAccount" },
    });
    expect(await orders(d)).toEqual([]);
  });
});

describeEachDatabase("the supplier's bank details", (deps) => {
  const path = PAYMENT_DETAILS_PATH;
  const DETAILS = {
    accountHolder: "Anatolia Textiles Ltd.",
    bankName: "Bosphorus Bank",
    accountNumber: "TR33 0006 1005 1978 6457 8413 26",
    swift: "bosp tr is",
  };
  const stored = (d: TestDeps, companyId: number) =>
    d.db
      .selectFrom("company_payment_details")
      .selectAll()
      .where("company_id", "=", companyId)
      .executeTakeFirst();

  it("is kept by owners, admins and finance, read by those who see orders, and closed to others", async () => {
    const d = deps();
    const w = await inquiryWorld(d);
    expect(await callRoute(d, bankLoader, path, undefined)).toMatchObject({ status: 302 });
    expect((await callRoute(d, bankAction, path, undefined, form(DETAILS))).status).toBe(302);
    expect((await callRoute(d, bankLoader, path, w.members.catalog_editor)).status).toBe(403);
    for (const role of ["sales", "viewer"] as const) {
      expect((await callRoute(d, bankLoader, path, w.members[role])).data).toMatchObject({
        details: null,
        canEdit: false,
      });
      expect((await callRoute(d, bankAction, path, w.members[role], form(DETAILS))).status).toBe(403);
    }
    expect(await stored(d, w.companyId)).toBeUndefined();

    const saved = await callRoute(d, bankAction, path, w.members.finance, form(DETAILS));
    expect(saved).toMatchObject({ status: 303, location: `${path}?saved=1` });
    expect(await stored(d, w.companyId)).toMatchObject({
      bank_name: "Bosphorus Bank",
      swift: "BOSPTRIS",
      updated_by_user_id: w.members.finance.id,
    });
    // Only the member's own company: the other company has none.
    expect(await stored(d, w.otherCompanyId)).toBeUndefined();
    expect((await callRoute(d, bankLoader, path, w.members.viewer)).data).toMatchObject({
      details: { bankName: "Bosphorus Bank", swift: "BOSPTRIS" },
      canEdit: false,
    });
    await callRoute(d, bankAction, path, w.members.owner, form({ ...DETAILS, bankName: "Galata Bank" }));
    const audit = await d.db
      .selectFrom("audit_log")
      .select(["action", "details"])
      .where("entity", "=", "company")
      .orderBy("id")
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      "company.payment_details.add",
      "company.payment_details.change",
    ]);
    expect(JSON.parse(audit[1]!.details)).toEqual({ fields: ["bank_name"] });
  });

  it("refuses a wrong SWIFT code or a missing field with the field's message, changing nothing", async () => {
    const d = deps();
    const w = await inquiryWorld(d);
    const bad = await callRoute(
      d,
      bankAction,
      path,
      w.members.admin,
      form({ ...DETAILS, swift: "BANK", bankName: "" }),
    );
    expect(bad).toMatchObject({
      status: 400,
      data: {
        fields: {
          swift: "supplier.paymentDetails.errors.swift",
          bankName: "supplier.paymentDetails.errors.required",
        },
      },
    });
    expect(await stored(d, w.companyId)).toBeUndefined();
  });

  it("is where an order's refusal to ask for payment without them points, in every language", () => {
    for (const lang of LANG_CODES) expect(translator(lang)(NO_BANK_DETAILS)).toContain(PAYMENT_DETAILS_PATH);
  });
});
