import { expect, it } from "vitest";
import { LANG_CODES } from "#core/i18n/languages.ts";
import type { PurchaseRequest } from "#core/schemas/purchase-request.ts";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { isAppError } from "#server/lib/errors.ts";
import { fakeTranslator } from "#tests/setup/fake-translator.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { createProductDeal } from "./product-deal.service.ts";

const request: PurchaseRequest = {
  requestCompany: "Ada Trading",
  requestUserName: "Ada Buyer",
  requestUserMail: "ada@example.com",
  requestUserPhone: "+44 20 7946 0000",
  subject: "Quotation for 2,000 cartons",
  message: "Please quote FOB Shanghai, delivery to Rotterdam in spring.",
  quantity: 2000.5,
  unitType: "carton",
  requestDate: "2031-04-15",
};

/**
 * A seeded catalogue; the demo buyer's id and product 3 with its company, category and names
 * (all 13 languages of the demo, or only `keepLangs`).
 */
async function seeded(d: TestDeps, keepLangs?: string[]) {
  await seedDemoCatalogue(d.db, d.dialect, { products: 5, seed: 1 });
  if (keepLangs)
    await d.db
      .deleteFrom("product_texts")
      .where("product_id", "=", 3)
      .where("lang", "not in", keepLangs)
      .execute();
  const buyer = await d.db
    .selectFrom("users")
    .select("id")
    .where("email", "=", "buyer@caravan.test")
    .executeTakeFirstOrThrow();
  const product = await d.db
    .selectFrom("products")
    .innerJoin("companies", "companies.id", "products.company_id")
    .select(["products.id", "products.company_id", "products.category_code", "companies.email"])
    .where("products.id", "=", 3)
    .executeTakeFirstOrThrow();
  const texts = await d.db
    .selectFrom("product_texts")
    .select(["lang", "name"])
    .where("product_id", "=", 3)
    .execute();
  const names = Object.fromEntries(texts.map((t) => [t.lang, t.name]));
  return { buyerId: buyer.id, product, names };
}

const allDeals = (d: TestDeps) => d.db.selectFrom("deals").selectAll().execute();
const withTranslator = (d: TestDeps, url: string) => ({
  ...d,
  config: { ...d.config, translation: { url, apiKey: undefined } },
});

describeEachDatabase("product purchase request → deal", (deps) => {
  it("creates the deal with source 'product', context New, stage Contacted and e-mails the supplier", async () => {
    const d = deps();
    const { buyerId, product, names } = await seeded(d);
    const id = await createProductDeal(d, {
      buyerUserId: buyerId,
      productId: 3,
      lang: "de",
      origin: "http://de.localhost:3000",
      request,
    });
    const { created_at, updated_at, ...deal } = await d.db
      .selectFrom("deals")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(created_at).toBeTruthy();
    expect(updated_at).toBeTruthy();
    expect(deal).toEqual({
      id,
      seller_company_id: product.company_id,
      buyer_user_id: buyerId,
      source: "product",
      rfq_id: "",
      request_language: "de",
      context: "New",
      // No translation service: the buyer's own language only, never invented text.
      buyer_subject: JSON.stringify({ de: request.subject }),
      buyer_message: JSON.stringify({ de: request.message }),
      buyer_pictures: "[]",
      buyer_request_date: "2031-04-15",
      product_id: 3,
      product_category_code: product.category_code,
      product_name: expect.any(String),
      product_quantity: 2000.5,
      product_unit_type: "carton",
      request_company: "Ada Trading",
      request_user_name: "Ada Buyer",
      request_user_mail: "ada@example.com",
      request_user_phone: "+44 20 7946 0000",
      seller_title: null,
      seller_status: "Open",
      seller_stage: "Contacted",
      // Nobody assigned, not answered, not lost yet.
      assignee_user_id: null,
      first_reply_at: null,
      seller_lost_reason: null,
      // It shows in the buyer's conversation with the supplier, started for it.
      conversation_id: expect.any(Number),
    });
    const conversation = await d.db
      .selectFrom("conversations")
      .selectAll()
      .where("id", "=", deal.conversation_id!)
      .executeTakeFirstOrThrow();
    expect([conversation.buyer_user_id, conversation.seller_company_id]).toEqual([
      buyerId,
      product.company_id,
    ]);
    const cards = await d.db
      .selectFrom("conversation_messages")
      .select(["kind", "ref_id", "sender_side", "lang"])
      .where("conversation_id", "=", conversation.id)
      .execute();
    expect(cards).toEqual([{ kind: "deal", ref_id: id, sender_side: "buyer", lang: "de" }]);
    expect(conversation.last_message_id).not.toBeNull();
    // The product's own names, per language (the demo products have all 13).
    expect(JSON.parse(deal.product_name!)).toEqual(names);
    expect(Object.keys(names).sort()).toEqual([...LANG_CODES].sort());

    expect(d.sentMail).toHaveLength(1);
    const mail = d.sentMail[0]!;
    expect(mail.to).toBe(product.email);
    expect(mail.subject).toBe(`New purchase request on Caravan: ${request.subject}`);
    for (const part of [
      names.en!,
      "Quantity: 2,000.5 Carton",
      "Planned purchase date: Apr 15, 2031",
      request.message,
      "ada@example.com",
      "Ada Trading",
      "Written in: German",
      "http://de.localhost:3000/",
      "/pr/3",
    ])
      expect(mail.text).toContain(part);
  });

  it("translates subject, message and product name into all 13 languages first", async () => {
    const d = deps();
    // A product named only in English and Turkish: the other languages are to be filled.
    const { buyerId, names } = await seeded(d, ["en", "tr"]);
    const fake = await fakeTranslator(false);
    const id = await createProductDeal(withTranslator(d, fake.url), {
      buyerUserId: buyerId,
      productId: 3,
      lang: "iw",
      origin: "http://iw.localhost:3000",
      request,
    });
    const deal = await d.db.selectFrom("deals").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    const subject = JSON.parse(deal.buyer_subject) as Record<string, string>;
    const message = JSON.parse(deal.buyer_message) as Record<string, string>;
    const productName = JSON.parse(deal.product_name!) as Record<string, string>;
    for (const map of [subject, message, productName]) expect(Object.keys(map)).toHaveLength(13);
    expect(subject.iw).toBe(request.subject);
    expect(subject.ja).toBe(`[ja] ${request.subject}`);
    expect(message.ru).toBe(`[ru] ${request.message}`);
    // The supplier's own names stay; the service fills the other languages from English.
    expect(productName.en).toBe(names.en);
    expect(productName.tr).toBe(names.tr);
    expect(productName.de).toBe(`[de] ${names.en}`);
    expect(productName.iw).toBe(`[he] ${names.en}`);
    const nameRequests = fake.requests.filter((r) => r.q[0] === names.en);
    expect(nameRequests.every((r) => r.source === "en")).toBe(true);
    expect(fake.requests.filter((r) => r.q[0] === request.subject).every((r) => r.source === "he")).toBe(
      true,
    );
    expect(d.sentMail).toHaveLength(1);
  });

  it("stops the send when translation fails: no deal, no e-mail", async () => {
    const d = deps();
    const { buyerId } = await seeded(d);
    const fake = await fakeTranslator(true);
    const sending = createProductDeal(withTranslator(d, fake.url), {
      buyerUserId: buyerId,
      productId: 3,
      lang: "en",
      origin: "http://localhost:3000",
      request,
    });
    await expect(sending).rejects.toSatisfy(
      (e) => isAppError(e) && e.code === "translation_failed" && e.message === "errors.translation_failed",
    );
    expect(await allDeals(d)).toEqual([]);
    expect(d.sentMail).toEqual([]);
  });

  it("refuses an unknown or unpublished product and stores nothing", async () => {
    const d = deps();
    const { buyerId } = await seeded(d);
    await d.db.updateTable("products").set({ is_published: false }).where("id", "=", 4).execute();
    for (const productId of [999_999, 4]) {
      const sending = createProductDeal(d, {
        buyerUserId: buyerId,
        productId,
        lang: "en",
        origin: "http://localhost:3000",
        request,
      });
      await expect(sending).rejects.toSatisfy((e) => isAppError(e) && e.code === "not_found");
    }
    expect(await allDeals(d)).toEqual([]);
    expect(d.sentMail).toEqual([]);
  });
});
