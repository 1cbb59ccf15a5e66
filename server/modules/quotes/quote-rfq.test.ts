import { expect, it } from "vitest";
import { outcome, quoteWorld } from "#tests/setup/quote-fixtures.ts";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import { acceptQuote, listQuotesForRfq, loadQuoteEditor, QUOTE_SUPPLIER_ERRORS } from "./index.ts";

const DAY = 86_400_000;

describeEachDatabase("quotes for a request", (deps) => {
  const setup = async () => {
    const d = deps();
    d.clock.set("2026-12-01T09:00:00Z");
    return { d, w: await quoteWorld(d) };
  };

  it("takes one of the request's places with the first quote sent, not with a draft nor with a revision", async () => {
    const { d, w } = await setup();
    const rfqId = await w.rfq();
    const editor = await loadQuoteEditor(d, w.members.sales, w.companyId, { rfqId }, "de");
    expect(editor.request).toMatchObject({
      kind: "rfq",
      rfqId,
      title: "Serviettes de bain",
      quantity: 1000,
      unit: "piece",
      targetPriceE4: 75000,
      incoterm: "CIF",
      certificates: ["OEKO-TEX"],
      quotesLeft: 10,
    });
    expect(editor.values).toMatchObject({ currency: "USD", incoterm: "CIF", "lines.0.quantity": "1000" });
    const { quoteId } = await w.save({ rfqId }, { send: false });
    expect((await w.readRfq(rfqId)).quote_count).toBe(0);
    await w.save({ quoteId });
    expect((await w.readRfq(rfqId)).quote_count).toBe(1);
    await w.save({ quoteId }, { values: { note: "Second" } });
    expect(await w.readRfq(rfqId)).toMatchObject({ quote_count: 1, status: "open" });
    expect(await w.thread(quoteId)).toMatchObject({
      rfq_id: rfqId,
      deal_id: null,
      buyer_user_id: w.buyer.id,
    });
  });

  it("refuses a second quote by the same company, even two begun at once", async () => {
    const { d, w } = await setup();
    const rfqId = await w.rfq();
    await w.save({ rfqId });
    expect(await outcome(w.save({ rfqId }))).toMatchObject({
      code: "conflict",
      messageKey: QUOTE_SUPPLIER_ERRORS.alreadyQuoted,
    });
    const other = await w.rfq();
    const results = await Promise.all([
      outcome(w.save({ rfqId: other })),
      outcome(w.save({ rfqId: other }, { who: w.members.owner })),
    ]);
    expect(results.filter((r) => r === undefined)).toHaveLength(1);
    expect(results.find((r) => r !== undefined)).toMatchObject({
      code: "conflict",
      messageKey: QUOTE_SUPPLIER_ERRORS.alreadyQuoted,
    });
    expect(await d.db.selectFrom("quotes").select("id").where("rfq_id", "=", other).execute()).toHaveLength(
      1,
    );
    expect((await w.readRfq(other)).quote_count).toBe(1);
  });

  it("refuses a company a request its own member posted, and takes no place", async () => {
    const { d, w } = await setup();
    const rfqId = await w.rfq({ buyer_user_id: w.members.owner.id });
    expect(await outcome(w.save({ rfqId }, { send: true }))).toMatchObject({
      code: "conflict",
      messageKey: QUOTE_SUPPLIER_ERRORS.rfqOwnMember,
    });
    expect((await w.readRfq(rfqId)).quote_count).toBe(0);
    expect(await d.db.selectFrom("quotes").select("id").where("rfq_id", "=", rfqId).execute()).toEqual([]);
  });

  it("refuses a company outside the category, a closed request, a full one and one past its deadline, with the reason", async () => {
    const { d, w } = await setup();
    const cases = [
      {
        rfqId: await w.rfq(),
        who: w.outsiderOwner,
        company: w.outsiderCompanyId,
        key: QUOTE_SUPPLIER_ERRORS.rfqCategory,
      },
      {
        rfqId: await w.rfq({ status: "closed", closed_reason: "closed_by_buyer" }),
        key: QUOTE_SUPPLIER_ERRORS.rfqClosed,
      },
      {
        rfqId: await w.rfq({ status: "closed", closed_reason: "full", quote_count: 10 }),
        key: QUOTE_SUPPLIER_ERRORS.rfqFull,
      },
      {
        rfqId: await w.rfq({ closes_at: new Date(d.clock.now() - 1000).toISOString() }),
        key: QUOTE_SUPPLIER_ERRORS.rfqPastDeadline,
      },
    ];
    for (const { rfqId, who, company, key } of cases) {
      for (const send of [false, true])
        expect(await outcome(w.save({ rfqId }, { who, company, send })), key).toMatchObject({
          code: "conflict",
          messageKey: key,
        });
      expect(
        await outcome(loadQuoteEditor(d, who ?? w.members.sales, company ?? w.companyId, { rfqId }, "en")),
      ).toMatchObject({
        messageKey: key,
      });
    }
    expect(await d.db.selectFrom("quotes").select("id").execute()).toEqual([]);
    expect(await outcome(w.save({ rfqId: 999_999 }))).toMatchObject({ code: "not_found" });
  });

  it("refuses the first send of a draft once the request has closed meanwhile, and keeps the draft", async () => {
    const { d, w } = await setup();
    const rfqId = await w.rfq();
    const { quoteId } = await w.save({ rfqId }, { send: false });
    d.clock.set(d.clock.now() + 15 * DAY);
    expect(await outcome(w.save({ quoteId }, { values: { validUntil: "2026-12-31" } }))).toMatchObject({
      messageKey: QUOTE_SUPPLIER_ERRORS.rfqPastDeadline,
    });
    expect((await w.revision(quoteId)).status).toBe("draft");
    expect((await w.readRfq(rfqId)).quote_count).toBe(0);
  });

  it("gives the last place to exactly one of two suppliers quoting at once, and closes the request as full", async () => {
    const { d, w } = await setup();
    const rfqId = await w.rfq({ quote_count: 9 });
    const results = await Promise.all([
      outcome(w.save({ rfqId })),
      outcome(w.save({ rfqId }, { who: w.otherOwner, company: w.otherCompanyId })),
    ]);
    expect(results.filter((r) => r === undefined)).toHaveLength(1);
    expect(results.find((r) => r !== undefined)).toMatchObject({
      code: "conflict",
      messageKey: QUOTE_SUPPLIER_ERRORS.rfqFull,
    });
    expect(await w.readRfq(rfqId)).toMatchObject({
      quote_count: 10,
      status: "closed",
      closed_reason: "full",
    });
    const threads = await d.db.selectFrom("quotes").select("id").where("rfq_id", "=", rfqId).execute();
    expect(threads).toHaveLength(1);
    // The winner may still revise its quote on the full request.
    await w.save(
      { quoteId: threads[0]!.id },
      {
        who: results[0] === undefined ? w.members.sales : w.otherOwner,
        company: results[0] === undefined ? w.companyId : w.otherCompanyId,
      },
    );
    expect((await w.revisions(threads[0]!.id)).map((r) => r.status)).toEqual(["superseded", "sent"]);
  });

  it("compares the request's quotes at the quantity asked for, for its buyer only, and awards it on acceptance", async () => {
    const { d, w } = await setup();
    await d.db
      .updateTable("companies")
      .set({ is_verified: true, created_at: "2023-06-01T00:00:00.000Z" })
      .where("id", "=", w.companyId)
      .execute();
    const rfqId = await w.rfq();
    const mine = (
      await w.save(
        { rfqId },
        { values: { shipping: "cost", shippingCost: "300", depositPercent: "30", balanceDue: "net_30" } },
      )
    ).quoteId;
    const theirs = (
      await w.save(
        { rfqId },
        {
          who: w.otherOwner,
          company: w.otherCompanyId,
          values: {
            "lines.0.unit": "dozen",
            "lines.1.name": "Hand towel",
            "lines.1.quantity": "1000",
            "lines.1.unit": "piece",
            "lines.1.prices.0.from": "500",
            "lines.1.prices.0.price": "3.3333",
            "lines.1.prices.1.from": "2000",
            "lines.1.prices.1.price": "3",
            validUntil: "2026-12-11",
          },
        },
      )
    ).quoteId;
    // The supplier's draft of a next revision is not the buyer's to see: the sent one is compared.
    await w.save({ quoteId: mine }, { send: false, values: { "lines.0.prices.1.price": "6" } });
    const compared = await listQuotesForRfq(d, w.buyer, rfqId, "fr");
    expect(compared.rfq).toEqual({ id: rfqId, title: "Serviettes de bain", quantity: 1000, unit: "piece" });
    expect(compared.quotes.map((q) => q.quoteId)).toEqual([mine, theirs]);
    expect(compared.quotes[0]).toMatchObject({
      revision: 1,
      status: "sent",
      company: {
        id: w.companyId,
        name: "Anatolia Textiles",
        country: "TR",
        isVerified: true,
        yearsOnCaravan: 3,
        responseFigures: null,
      },
      lineName: "Bath towel",
      unitMatches: true,
      otherLines: 0,
      // At 1,000 pieces the second row applies: 7.50 each.
      unitPriceE4: 75000,
      totalE4: 75_000_000,
      shipping: "cost",
      shippingCostE4: 3_000_000,
      depositPercent: 30,
      balanceDue: "net_30",
      incoterm: "FOB",
      namedPlace: "Istanbul",
      leadTimeDays: 30,
      validUntil: "2026-12-31",
      daysLeft: 30,
    });
    // The other quote's line in the request's unit is its second: 1,000 at the 500 row, 3.3333 each.
    expect(compared.quotes[1]).toMatchObject({
      company: { name: "Aegean Linen", isVerified: false, yearsOnCaravan: 0 },
      lineName: "Hand towel",
      unitMatches: true,
      otherLines: 1,
      unitPriceE4: 33333,
      totalE4: 33_333_000,
      daysLeft: 10,
    });
    for (const who of [null, w.otherBuyer, w.members.owner])
      expect(await outcome(listQuotesForRfq(d, who, rfqId, "fr"))).toMatchObject({
        code: who ? "not_found" : "unauthorized",
      });

    await acceptQuote(d, w.buyer, theirs, 1);
    expect(await w.readRfq(rfqId)).toMatchObject({
      status: "closed",
      closed_reason: "awarded",
      awarded_quote_id: theirs,
    });
    expect((await listQuotesForRfq(d, w.buyer, rfqId, "fr")).quotes.map((q) => q.status)).toEqual([
      "sent",
      "accepted",
    ]);
  });
});
