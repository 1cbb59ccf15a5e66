import { expect, it } from "vitest";
import { LANG_CODES } from "#core/i18n/languages.ts";
import { quoteNumber } from "#core/rules/quote-flow.ts";
import { orderNumber } from "#core/schemas/orders.ts";
import { translator } from "#server/lib/i18n.ts";
import { outcome, QUOTE_BUYER_LANG, QUOTE_MEMBER_LANGS, quoteWorld } from "#tests/setup/quote-fixtures.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { acceptQuote, declineQuote, getBuyerQuote, getSupplierQuote, requestQuoteChanges } from "./index.ts";

const readOrder = (d: TestDeps, id: number) =>
  d.db.selectFrom("orders").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
const orderLines = (d: TestDeps, id: number) =>
  d.db.selectFrom("order_lines").selectAll().where("order_id", "=", id).orderBy("position").execute();
const host = (lang: string) => (lang === "en" ? "localhost:3000" : `${lang}.localhost:3000`);

/** Two lines whose quantities reach different price rows: 1,200 at the second row, 3 (below the first) at the first. */
const TWO_LINES = {
  "lines.0.quantity": "1200",
  "lines.0.prices.1.price": "7.4999",
  "lines.1.name": "Label",
  "lines.1.variation": "",
  "lines.1.quantity": "3",
  "lines.1.unit": "piece",
  "lines.1.prices.0.from": "10",
  "lines.1.prices.0.price": "0.0125",
};

describeEachDatabase("the buyer's answers", (deps) => {
  const setup = async () => {
    const d = deps();
    d.clock.set("2026-12-01T09:00:00Z");
    return { d, w: await quoteWorld(d) };
  };

  it("accepting makes the order at the quote's terms, exactly, waiting for payment when shipping is settled", async () => {
    const { d, w } = await setup();
    const dealId = await w.deal();
    const { quoteId } = await w.save(
      { dealId },
      {
        values: {
          ...TWO_LINES,
          shipping: "cost",
          shippingCost: "250.5",
          incoterm: "CIF",
          namedPlace: "Le Havre",
          depositPercent: "30",
          balanceDue: "before_shipment",
          leadTimeDays: "25",
          note: "Packed in cartons of 50",
        },
      },
    );
    const seen = await getBuyerQuote(d, w.buyer, quoteId, "fr");
    const orderId = await acceptQuote(d, w.buyer, quoteId, 1, seen.revisions[0]!.version);

    const order = await readOrder(d, orderId);
    expect(order).toMatchObject({
      origin: "quote",
      status: "payment_waiting",
      buyer_user_id: w.buyer.id,
      supplier_company_id: w.companyId,
      deal_id: dealId,
      currency: "USD",
      // 1,200 × 7.4999 = 8,999.88; 3 × 0.0125 = 0.0375, rounded to the cent: 0.04.
      goods_total_e4: 89_998_800 + 400,
      shipment_cost_e4: 2_505_000,
      is_shipping_included: false,
      incoterm: "CIF",
      named_place: "Le Havre",
      lead_time_days: 25,
      deposit_percent: 30,
      milestone: "deposit",
      supplier_note: "Packed in cartons of 50",
      totals_frozen_at: "2026-12-01T09:00:00.000Z",
      deadline_at: "2026-12-08T09:00:00.000Z",
    });
    expect(order.bank_details).toContain("Bosphorus Bank");
    expect(JSON.parse(order.ship_to)).toEqual({ name: "Ada Martin", company: "Martin Import SARL" });
    expect(
      (await orderLines(d, orderId)).map((l) => [
        l.product_name,
        l.quantity,
        l.unit_price_e4,
        l.line_total_e4,
      ]),
    ).toEqual([
      ["Bath towel", 1200, 74999, 89_998_800],
      ["Label", 3, 125, 400],
    ]);
    expect(JSON.parse((await orderLines(d, orderId))[0]!.variations)).toEqual([
      { name: "Colour", value: "White" },
    ]);

    expect(await w.revision(quoteId)).toMatchObject({
      status: "accepted",
      order_id: orderId,
      decided_by_user_id: w.buyer.id,
      decided_at: "2026-12-01T09:00:00.000Z",
    });
    expect(Boolean((await w.thread(quoteId)).is_buyer_revealed)).toBe(true);
    expect(await w.readDeal(dealId)).toMatchObject({ seller_stage: "Won" });
    expect(await w.audits("quote.accept")).toHaveLength(1);
    expect(await w.audits("order.create")).toHaveLength(1);
    // The order's own "new order" e-mail is left out: the acceptance e-mail links to the order.
    expect(await w.notices("order.create")).toEqual([]);
    const buyerView = await getBuyerQuote(d, w.buyer, quoteId, "fr");
    expect(buyerView.actions).toEqual([]);
    expect(buyerView.revisions[0]!.orderId).toBe(orderId);
  });

  it("starts the order at Shipment Cost Waiting when shipping is still to be priced, and at Payment Waiting when it is included", async () => {
    const { d, w } = await setup();
    const toQuote = await w.sentQuote({ shipping: "to_quote", incoterm: "CIF", namedPlace: "Le Havre" });
    const included = await w.sentQuote({ shipping: "included" });
    const a = await readOrder(d, await acceptQuote(d, w.buyer, toQuote, 1));
    expect(a).toMatchObject({
      status: "shipment_cost_waiting",
      shipment_cost_e4: null,
      is_shipping_included: false,
      totals_frozen_at: null,
      bank_details: null,
      milestone: "full",
      goods_total_e4: 40_500_000,
      deadline_at: "2026-12-06T09:00:00.000Z",
    });
    const b = await readOrder(d, await acceptQuote(d, w.buyer, included, 1));
    expect(b).toMatchObject({
      status: "payment_waiting",
      is_shipping_included: true,
      shipment_cost_e4: null,
    });
  });

  it("makes exactly one order when the buyer accepts twice at once", async () => {
    const { d, w } = await setup();
    const quoteId = await w.sentQuote();
    const results = await Promise.all([
      outcome(acceptQuote(d, w.buyer, quoteId, 1)),
      outcome(acceptQuote(d, w.buyer, quoteId, 1)),
    ]);
    expect(results.filter((r) => r === undefined)).toHaveLength(1);
    expect(results.find((r) => r !== undefined)).toMatchObject({ code: "conflict" });
    expect(await d.db.selectFrom("orders").select("id").execute()).toHaveLength(1);
    expect(await w.revision(quoteId)).toMatchObject({ status: "accepted", version: 2 });
    expect(await w.audits("quote.accept")).toHaveLength(1);
  });

  it("makes exactly one change when the supplier sends a new revision as the buyer accepts", async () => {
    const { d, w } = await setup();
    const quoteId = await w.sentQuote();
    const [accepted, revised] = await Promise.all([
      outcome(acceptQuote(d, w.buyer, quoteId, 1)),
      outcome(w.save({ quoteId }, { values: { note: "Better" } })),
    ]);
    const revisions = await w.revisions(quoteId);
    if (accepted === undefined) {
      expect(revised).toMatchObject({ code: "conflict" });
      expect(revisions.map((r) => r.status)).toEqual(["accepted"]);
    } else {
      expect(revised).toBeUndefined();
      expect(revisions.map((r) => r.status)).toEqual(["superseded", "sent"]);
      expect(await d.db.selectFrom("orders").select("id").execute()).toEqual([]);
    }
  });

  it("tells the members who send quotes of an acceptance, each in their language, with the order's link", async () => {
    const { d, w } = await setup();
    const quoteId = await w.sentQuote();
    const orderId = await acceptQuote(d, w.buyer, quoteId, 1);
    const sent = await w.notices("quote.accepted");
    const senders = (["owner", "admin", "sales"] as const).map((role) => w.members[role].id);
    expect(sent.map((n) => n.user_id).sort()).toEqual([...senders].sort());
    const buyerEmail = (
      await d.db.selectFrom("users").select("email").where("id", "=", w.buyer.id).executeTakeFirstOrThrow()
    ).email;
    for (const role of ["owner", "admin", "sales"] as const) {
      const mail = sent.find((n) => n.user_id === w.members[role].id)!;
      const lang = QUOTE_MEMBER_LANGS[role];
      const t = translator(lang);
      expect(mail).toMatchObject({ lang, company_id: w.companyId, reply_to: buyerEmail });
      expect(mail.subject).toBe(
        t("supplier.mail.quote.accepted.subject", {
          number: quoteNumber(quoteId),
          order: orderNumber(orderId),
        }),
      );
      expect(mail.body).toContain("Ada Martin");
      expect(mail.body).toContain(`http://${host(lang)}/supplier/orders/${orderId}`);
    }
  });

  it("declining keeps a request's buyer unnamed, loses the inquiry with the reason, and tells the supplier", async () => {
    const { d, w } = await setup();
    const dealId = await w.deal({ seller_stage: "Quoted" });
    const { quoteId } = await w.save({ dealId });
    await declineQuote(d, w.buyer, quoteId, "We found a closer supplier");
    expect(await w.revision(quoteId)).toMatchObject({
      status: "declined",
      reason: "We found a closer supplier",
    });
    expect(await w.readDeal(dealId)).toMatchObject({
      seller_stage: "Lost",
      seller_lost_reason: "We found a closer supplier",
    });
    const mails = await w.notices("quote.declined");
    expect(mails).toHaveLength(3);
    const sales = mails.find((n) => n.user_id === w.members.sales.id)!;
    expect(sales.body).toContain("We found a closer supplier");
    expect(sales.body).toContain(`/supplier/quotes/${quoteId}`);

    // On a request the buyer stays unnamed after declining: the answer goes to the support desk.
    const rfqId = await w.rfq();
    const { quoteId: onRequest } = await w.save({ rfqId });
    await declineQuote(d, w.buyer, onRequest, "Too dear");
    expect(Boolean((await w.thread(onRequest)).is_buyer_revealed)).toBe(false);
    expect((await getSupplierQuote(d, w.members.sales, w.companyId, onRequest, "en")).buyer).toBeNull();
    const declined = (await w.notices("quote.declined")).filter((n) => n.body.includes("Too dear"));
    expect(declined.every((n) => n.reply_to === d.config.supportEmail)).toBe(true);
  });

  it("asking for changes names the buyer to the supplier, moves the inquiry to Negotiating, and lets a new revision follow", async () => {
    const { d, w } = await setup();
    const rfqId = await w.rfq();
    const { quoteId } = await w.save({ rfqId });
    expect((await getSupplierQuote(d, w.members.sales, w.companyId, quoteId, "en")).buyer).toBeNull();
    await requestQuoteChanges(d, w.buyer, quoteId, "Could you do 7.20 from 1,000?");
    expect(await w.revision(quoteId)).toMatchObject({
      status: "changes_requested",
      reason: "Could you do 7.20 from 1,000?",
    });
    expect((await getSupplierQuote(d, w.members.sales, w.companyId, quoteId, "en")).buyer).toEqual({
      name: "Ada Martin",
      company: "Martin Import SARL",
      email: expect.stringContaining("@"),
      phone: "+33 1 23 45",
    });
    const mail = (await w.notices("quote.changesRequested")).find((n) => n.user_id === w.members.owner.id)!;
    expect(mail.lang).toBe("de");
    expect(mail.body).toContain("Could you do 7.20 from 1,000?");
    expect(mail.body).toContain(`http://de.localhost:3000/supplier/quotes/${quoteId}`);
    // Nothing for the buyer to answer until the supplier sends the next revision.
    expect((await getBuyerQuote(d, w.buyer, quoteId, "fr")).actions).toEqual([]);
    await w.save({ quoteId }, { values: { "lines.0.prices.1.price": "7.20" } });
    expect((await w.revisions(quoteId)).map((r) => r.status)).toEqual(["superseded", "sent"]);

    const dealId = await w.deal();
    const { quoteId: onInquiry } = await w.save({ dealId });
    await requestQuoteChanges(d, w.buyer, onInquiry, "Cheaper please");
    expect((await w.readDeal(dealId)).seller_stage).toBe("Negotiating");
  });

  it("tells the buyer of a quote and of each new revision in French, with the link to their quote", async () => {
    const { d, w } = await setup();
    const quoteId = await w.sentQuote();
    await w.save({ quoteId }, { values: { note: "Second" } });
    const t = translator(QUOTE_BUYER_LANG);
    const [first] = await w.notices("quote.sent");
    const [second] = await w.notices("quote.revised");
    const salesEmail = (
      await d.db
        .selectFrom("users")
        .select("email")
        .where("id", "=", w.members.sales.id)
        .executeTakeFirstOrThrow()
    ).email;
    for (const mail of [first!, second!]) {
      expect(mail).toMatchObject({ user_id: w.buyer.id, lang: "fr", reply_to: salesEmail });
      expect(mail.body).toContain(`http://fr.localhost:3000/profile/quotes/${quoteId}`);
    }
    expect(first!.subject).toBe(
      t("mail.quote.sent.subject", { company: "Anatolia Textiles", number: quoteNumber(quoteId) }),
    );
    expect(first!.body).toContain("31 déc. 2026");
    expect(second!.subject).toBe(
      t("mail.quote.revised.subject", { company: "Anatolia Textiles", number: quoteNumber(quoteId) }),
    );
  });
});

it("has every quote e-mail written in every language", () => {
  const keys = [
    "mail.quote.sent",
    "mail.quote.revised",
    "mail.quote.withdrawn",
    "mail.quote.reminder",
    "supplier.mail.quote.accepted",
    "supplier.mail.quote.declined",
    "supplier.mail.quote.changesRequested",
  ].flatMap((k) => [`${k}.subject`, `${k}.body`]);
  const en = translator("en");
  for (const lang of LANG_CODES) {
    const t = translator(lang);
    for (const key of keys) {
      const text = t(key, { number: "Q-000007", company: "Acme", name: "Ada" });
      expect(text, `${lang} ${key}`).not.toBe(key);
      if (key.endsWith(".body")) expect(text, `${lang} ${key}`).toContain("Q-000007");
      if (lang !== "en") expect(t(key), `${lang} ${key}`).not.toBe(en(key));
    }
  }
});
