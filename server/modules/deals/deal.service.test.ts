import { expect, it } from "vitest";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { isAppError } from "#server/lib/errors.ts";
import { fakeTranslator } from "#tests/setup/fake-translator.ts";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import { createStorefrontDeal } from "./deal.service.ts";

const message = {
  requestUserName: "Ada Buyer",
  requestCompany: "Ada Trading",
  requestUserPhone: "+44 20 7946 0000",
  requestUserMail: "ada@example.com",
  subject: "Vases for spring",
  requestDetails: "Please quote 2,000 vases, delivered to Rotterdam.",
};

describeEachDatabase("storefront message → deal", (deps) => {
  it("creates the deal with context New, quantity 0, stage Contacted and e-mails the supplier", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 5, seed: 1 });
    const id = await createStorefrontDeal(d, {
      buyerUserId: 1,
      sellerCompanyId: 1,
      lang: "de",
      origin: "http://de.localhost:3000",
      message,
    });
    const deal = await d.db.selectFrom("deals").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(deal).toMatchObject({
      seller_company_id: 1,
      buyer_user_id: 1,
      source: "storefront",
      rfq_id: "",
      request_language: "de",
      context: "New",
      seller_status: "Open",
      seller_stage: "Contacted",
      product_quantity: 0,
      product_unit_type: "",
      request_company: "Ada Trading",
      request_user_name: "Ada Buyer",
      request_user_mail: "ada@example.com",
      request_user_phone: "+44 20 7946 0000",
    });
    expect(JSON.parse(deal.buyer_pictures)).toEqual([]);
    // No translation service: the original language only, never invented text.
    expect(JSON.parse(deal.buyer_subject)).toEqual({ de: "Vases for spring" });
    expect(JSON.parse(deal.buyer_message)).toEqual({ de: message.requestDetails });
    const company = await d.db
      .selectFrom("companies")
      .select("email")
      .where("id", "=", 1)
      .executeTakeFirstOrThrow();
    expect(d.sentMail).toHaveLength(1);
    expect(d.sentMail[0]).toMatchObject({ to: company.email });
    expect(d.sentMail[0]!.text).toContain(message.requestDetails);
    expect(d.sentMail[0]!.text).toContain("ada@example.com");
    // The supplier answers from the inquiry's page in their workspace, on the site's main host.
    expect(d.sentMail[0]!.text).toContain(`http://localhost:3000/supplier/inquiries/${id}`);
  });

  it("translates subject and message into every language first when a service is configured", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 5, seed: 1 });
    const fake = await fakeTranslator(false);
    const id = await createStorefrontDeal(
      { ...d, config: { ...d.config, translation: { url: fake.url, apiKey: undefined } } },
      { buyerUserId: 1, sellerCompanyId: 1, lang: "iw", origin: "http://iw.localhost:3000", message },
    );
    const deal = await d.db.selectFrom("deals").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    const subject = JSON.parse(deal.buyer_subject) as Record<string, string>;
    expect(Object.keys(subject).sort()).toHaveLength(13);
    expect(subject.iw).toBe("Vases for spring");
    expect(subject.ja).toBe("[ja] Vases for spring");
    expect(JSON.parse(deal.buyer_message).tr).toBe(`[tr] ${message.requestDetails}`);
    // Hebrew is "he" for the service.
    expect(fake.requests.every((r) => r.source === "he")).toBe(true);
  });

  it("stops the send when translation fails: no deal, no e-mail", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 5, seed: 1 });
    const fake = await fakeTranslator(true);
    const sending = createStorefrontDeal(
      { ...d, config: { ...d.config, translation: { url: fake.url, apiKey: undefined } } },
      { buyerUserId: 1, sellerCompanyId: 1, lang: "en", origin: "http://localhost:3000", message },
    );
    await expect(sending).rejects.toSatisfy((e) => isAppError(e) && e.code === "translation_failed");
    expect(await d.db.selectFrom("deals").select("id").execute()).toEqual([]);
    expect(d.sentMail).toEqual([]);
  });

  it("refuses an unknown company", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 5, seed: 1 });
    const sending = createStorefrontDeal(d, {
      buyerUserId: 1,
      sellerCompanyId: 999_999,
      lang: "en",
      origin: "http://localhost:3000",
      message,
    });
    await expect(sending).rejects.toSatisfy((e) => isAppError(e) && e.code === "not_found");
  });
});
