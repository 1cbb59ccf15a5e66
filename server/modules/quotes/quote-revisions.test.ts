import { expect, it } from "vitest";
import { addDays } from "#core/rules/quote-flow.ts";
import { QUOTE_ERRORS } from "#core/schemas/quote.ts";
import { AppError } from "#server/lib/errors.ts";
import { PDF } from "#tests/setup/evidence-fixtures.ts";
import { outcome, quoteWorld } from "#tests/setup/quote-fixtures.ts";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import {
  fillQuoteFromProducts,
  getBuyerQuote,
  getSupplierQuote,
  listBuyerQuotes,
  listSupplierQuotes,
  loadQuoteEditor,
  openQuoteAttachment,
  QUOTE_SUPPLIER_ERRORS,
} from "./index.ts";

const START = "2026-12-01T09:00:00Z";

describeEachDatabase("quote revisions", (deps) => {
  const setup = async () => {
    const d = deps();
    d.clock.set(START);
    return { d, w: await quoteWorld(d) };
  };

  it("keeps a draft to the supplier until it is sent, then tells the buyer and moves the inquiry to Quoted", async () => {
    const { d, w } = await setup();
    const dealId = await w.deal();
    const { quoteId, revisionNumber } = await w.save({ dealId }, { send: false });
    expect(revisionNumber).toBe(1);
    expect(await w.revision(quoteId)).toMatchObject({ status: "draft", sent_at: null });
    // The buyer learns nothing of a draft: no mail, no quote in their list, not found when opened.
    expect(await w.notices("quote.sent")).toHaveLength(0);
    expect((await listBuyerQuotes(d, w.buyer, { page: 1 }, "fr")).total).toBe(0);
    expect(await outcome(getBuyerQuote(d, w.buyer, quoteId, "fr"))).toMatchObject({ code: "not_found" });
    expect((await w.readDeal(dealId)).seller_stage).toBe("Contacted");

    // The draft is saved again (its version guards it), then sent.
    const draft = await w.revision(quoteId);
    await w.save({ quoteId }, { send: false, draftVersion: draft.version, values: { note: "Packed by 10" } });
    const stale = await outcome(w.save({ quoteId }, { send: false, draftVersion: draft.version }));
    expect(stale).toMatchObject({ code: "conflict", messageKey: QUOTE_SUPPLIER_ERRORS.changedMeanwhile });
    const sent = await w.save({ quoteId }, { values: { note: "Packed by 10" } });
    expect(sent).toEqual({ quoteId, revisionNumber: 1 });
    expect(await w.revisions(quoteId)).toHaveLength(1);
    expect(await w.revision(quoteId)).toMatchObject({
      status: "sent",
      note: "Packed by 10",
      sent_at: START.replace("Z", ".000Z"),
    });
    expect(await w.readDeal(dealId)).toMatchObject({ seller_stage: "Quoted", context: "Quoted" });
    expect(await w.notices("quote.sent")).toHaveLength(1);
    expect(await w.audits("quote.send")).toHaveLength(1);
    // Beginning a second quote for the same inquiry is refused: the thread is revised instead.
    expect(await outcome(w.save({ dealId }))).toMatchObject({
      code: "conflict",
      messageKey: QUOTE_SUPPLIER_ERRORS.alreadyQuoted,
    });
  });

  it("supersedes the revision a new one replaces, and shows the buyer exactly what changed", async () => {
    const { d, w } = await setup();
    const quoteId = await w.sentQuote();
    await getBuyerQuote(d, w.buyer, quoteId, "fr");
    expect((await w.revision(quoteId, 1)).status).toBe("seen");
    d.clock.set("2026-12-03T09:00:00Z");
    const second = await w.save(
      { quoteId },
      {
        values: {
          "lines.0.quantity": "800",
          "lines.0.prices.1.price": "7.40",
          "lines.1.product": String(w.productId),
          "lines.1.quantity": "200",
          "lines.1.unit": "piece",
          "lines.1.prices.0.from": "100",
          "lines.1.prices.0.price": "9",
          incoterm: "CIF",
          namedPlace: "Le Havre",
          depositPercent: "30",
          balanceDue: "against_documents",
        },
      },
    );
    expect(second.revisionNumber).toBe(2);
    const [one, two] = await w.revisions(quoteId);
    expect(one).toMatchObject({ status: "superseded", version: 3 });
    expect(two).toMatchObject({ status: "sent", number: 2 });
    expect((await w.thread(quoteId)).current_number).toBe(2);
    expect((await w.notices("quote.revised")).map((n) => n.user_id)).toEqual([w.buyer.id]);

    const quote = await getBuyerQuote(d, w.buyer, quoteId, "fr");
    expect(quote.revisions.map((r) => [r.number, r.status])).toEqual([
      [1, "superseded"],
      [2, "seen"],
    ]);
    expect(quote.revisions[0]!.changes).toEqual([]);
    const changes = quote.revisions[1]!.changes;
    expect(changes.filter((c) => c.kind === "field")).toEqual([
      { kind: "field", field: "incoterm", from: "FOB", to: "CIF" },
      { kind: "field", field: "namedPlace", from: "Istanbul", to: "Le Havre" },
      { kind: "field", field: "depositPercent", from: null, to: 30 },
      { kind: "field", field: "balanceDue", from: null, to: "against_documents" },
      { kind: "field", field: "validUntil", from: "2026-12-31", to: "2027-01-02" },
    ]);
    const lineChanges = changes.filter((c) => c.kind !== "field");
    expect(lineChanges).toHaveLength(2);
    expect(lineChanges[0]).toMatchObject({
      kind: "line_changed",
      changed: ["quantity", "priceRows"],
      was: {
        quantity: 500,
        priceRows: [
          { from: 100, priceE4: 81000 },
          { from: 1000, priceE4: 75000 },
        ],
      },
      line: {
        quantity: 800,
        priceRows: [
          { from: 100, priceE4: 81000 },
          { from: 1000, priceE4: 74000 },
        ],
      },
    });
    // The product line is named in the buyer's language.
    expect(lineChanges[1]).toMatchObject({
      kind: "line_added",
      line: { name: "Serviette de bain 70x140", quantity: 200 },
    });
    // Each line priced at its own quantity, exactly: 800 × 8.10 and 200 × 9.00.
    expect(quote.revisions[1]!.lines.map((l) => [l.unitPriceE4, l.totalE4])).toEqual([
      [81000, 64_800_000],
      [90000, 18_000_000],
    ]);
    expect(quote.revisions[1]!.goodsTotalE4).toBe(82_800_000);
    expect(quote.currentNumber).toBe(2);
    expect(quote.actions).toEqual(["accept", "decline", "request_changes"]);
  });

  it("keeps a draft of the next revision to the supplier while the buyer still reads the sent one", async () => {
    const { d, w } = await setup();
    const quoteId = await w.sentQuote();
    await w.save({ quoteId }, { send: false, values: { note: "Draft of a better offer" } });
    const [one, two] = await w.revisions(quoteId);
    expect(one!.status).toBe("sent");
    expect(two).toMatchObject({ status: "draft", number: 2 });
    const forBuyer = await getBuyerQuote(d, w.buyer, quoteId, "fr");
    expect(forBuyer.revisions.map((r) => r.number)).toEqual([1]);
    const forSupplier = await getSupplierQuote(d, w.members.viewer, w.companyId, quoteId, "en");
    expect(forSupplier.revisions.map((r) => r.status)).toEqual(["seen", "draft"]);
    expect(forSupplier).toMatchObject({ hasDraft: true, currentNumber: 1, actions: [] });
    const forSales = await getSupplierQuote(d, w.members.sales, w.companyId, quoteId, "en");
    expect(forSales.actions).toEqual(["revise", "withdraw"]);
    // The editor starts from the draft, and sending it supersedes the first.
    const editor = await loadQuoteEditor(d, w.members.sales, w.companyId, { quoteId }, "en");
    expect(editor).toMatchObject({
      quoteId,
      draft: { number: 2, version: two!.version },
      replaces: { number: 1, status: "seen" },
      problem: null,
    });
    expect(editor.values.note).toBe("Draft of a better offer");
    await w.save({ quoteId }, { draftVersion: two!.version, values: { note: "A better offer" } });
    expect((await w.revisions(quoteId)).map((r) => r.status)).toEqual(["superseded", "sent"]);
  });

  it("refuses a send without bank details or a buyer's account, and a product of another company, changing nothing", async () => {
    const { d, w } = await setup();
    await d.db.deleteFrom("company_payment_details").where("company_id", "=", w.companyId).execute();
    const dealId = await w.deal();
    expect(await outcome(w.save({ dealId }))).toMatchObject({
      code: "conflict",
      messageKey: QUOTE_SUPPLIER_ERRORS.noBankDetails,
    });
    // A draft may wait for the bank details; the editor says why it cannot be sent yet.
    await w.save({ dealId }, { send: false });
    expect((await loadQuoteEditor(d, w.members.sales, w.companyId, { dealId }, "en")).problem).toBe(
      QUOTE_SUPPLIER_ERRORS.noBankDetails,
    );

    const anonymous = await w.deal({ buyer_user_id: null });
    expect(await outcome(w.save({ dealId: anonymous }, { send: false }))).toMatchObject({
      code: "conflict",
      messageKey: QUOTE_SUPPLIER_ERRORS.noBuyerAccount,
    });
    const { id: foreign } = await d.db
      .insertInto("products")
      .values({ company_id: w.otherCompanyId, category_code: "100100", place_of_origin: "TR" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const error = await outcome(
      w.save({ dealId: await w.deal() }, { send: false, values: { "lines.0.product": String(foreign) } }),
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).fields).toEqual({ "lines.0.product": QUOTE_ERRORS.choice });
    expect(await d.db.selectFrom("quotes").select("id").execute()).toHaveLength(1);
  });

  it("carries a revision's files to the next, leaves out those taken out, and hands them to the buyer only once sent", async () => {
    const { d, w } = await setup();
    const dealId = await w.deal();
    const { quoteId } = await w.save({ dealId }, { send: false }, [
      { name: "../spec sheet.pdf", bytes: PDF },
    ]);
    const [file] = (await getSupplierQuote(d, w.members.sales, w.companyId, quoteId, "en")).revisions[0]!
      .attachments;
    expect(file).toMatchObject({
      name: "spec sheet.pdf",
      mediaType: "application/pdf",
      byteSize: PDF.byteLength,
    });
    expect(
      await outcome(openQuoteAttachment(d, w.buyer, { side: "buyer" }, quoteId, file!.id)),
    ).toMatchObject({
      code: "not_found",
    });
    await w.save({ quoteId }, {}, [{ name: "drawing.pdf", bytes: PDF }]);
    const opened = await openQuoteAttachment(d, w.buyer, { side: "buyer" }, quoteId, file!.id);
    expect(opened).toMatchObject({ name: "spec sheet.pdf", mediaType: "application/pdf" });
    const bytes: Buffer[] = [];
    for await (const chunk of opened.body) bytes.push(chunk as Buffer);
    expect(Buffer.concat(bytes)).toEqual(PDF);
    expect(
      await outcome(openQuoteAttachment(d, w.otherBuyer, { side: "buyer" }, quoteId, file!.id)),
    ).toMatchObject({
      code: "not_found",
    });

    await w.save({ quoteId }, { removeAttachments: [file!.id] });
    const quote = await getBuyerQuote(d, w.buyer, quoteId, "fr");
    expect(quote.revisions.map((r) => r.attachments.map((a) => a.name))).toEqual([
      ["spec sheet.pdf", "drawing.pdf"],
      ["drawing.pdf"],
    ]);
    // A script named .pdf is refused by its content, and nothing is saved.
    const refused = await outcome(
      w.save({ quoteId }, {}, [{ name: "x.pdf", bytes: Buffer.from("#!/bin/sh\n") }]),
    );
    expect(refused).toMatchObject({ code: "invalid_data", messageKey: QUOTE_SUPPLIER_ERRORS.fileType });
    expect(await w.revisions(quoteId)).toHaveLength(2);
  });

  it("starts the editor from the inquiry, and fills price rows and the unit from the company's product", async () => {
    const { d, w } = await setup();
    const dealId = await w.deal();
    for (const [position, name, values] of [
      [1, "Size", ["70x140"]],
      [0, "Colour", ["White", "Blue"]],
    ] as const) {
      const { id } = await d.db
        .insertInto("product_custom_variations")
        .values({ product_id: w.productId, position, name })
        .returning("id")
        .executeTakeFirstOrThrow();
      await d.db
        .insertInto("product_custom_variation_values")
        .values(values.map((value, i) => ({ variation_id: id, position: i, name: value })))
        .execute();
    }
    const editor = await loadQuoteEditor(d, w.members.admin, w.companyId, { dealId }, "en");
    expect(editor.variations).toEqual({
      [w.productId]: [
        { name: "Colour", values: ["White", "Blue"] },
        { name: "Size", values: ["70x140"] },
      ],
    });
    expect(editor).toMatchObject({
      quoteId: null,
      draft: null,
      replaces: null,
      hasBankDetails: true,
      problem: null,
      today: "2026-12-01",
      request: {
        kind: "inquiry",
        dealId,
        subject: "Towels for a hotel",
        quantity: 500,
        unit: "piece",
        buyerName: "Ada Martin",
      },
    });
    expect(editor.values).toMatchObject({
      "lines.0.product": String(w.productId),
      "lines.0.quantity": "500",
      currency: "USD",
      validUntil: addDays("2026-12-01", 30),
    });
    expect(editor.products.map((p) => p.name)).toEqual(["Bath towel 70x140"]);
    const filled = fillQuoteFromProducts({ ...editor.values, "lines.0.prices.3.from": "9" }, editor.products);
    expect(filled).toMatchObject({
      "lines.0.unit": "piece",
      "lines.0.prices.0.from": "100",
      "lines.0.prices.0.price": "8.10",
      "lines.0.prices.1.from": "1000",
      "lines.0.prices.1.price": "7.50",
      "lines.0.prices.2.from": "5000",
      "lines.0.prices.2.price": "7.25",
      "lines.0.prices.3.from": "",
      currency: "USD",
    });
    // Only members who send quotes; another company's inquiry is not found.
    expect(await outcome(loadQuoteEditor(d, w.members.viewer, w.companyId, { dealId }, "en"))).toMatchObject({
      code: "not_allowed",
    });
    expect(await outcome(loadQuoteEditor(d, w.otherOwner, w.otherCompanyId, { dealId }, "en"))).toMatchObject(
      {
        code: "not_found",
      },
    );
  });

  it("lists each side's quotes by where they stand, a page at a time", async () => {
    const { d, w } = await setup();
    const open = await w.sentQuote();
    const accepted = await w.sentQuote();
    await w.setStatus(accepted, "accepted");
    const draft = (await w.save({ dealId: await w.deal() }, { send: false })).quoteId;
    const all = await listSupplierQuotes(d, w.members.viewer, w.companyId, { page: 1 }, "en");
    expect(all.total).toBe(3);
    expect(all.rows.map((r) => r.id).sort()).toEqual([open, accepted, draft].sort());
    const drafts = await listSupplierQuotes(
      d,
      w.members.sales,
      w.companyId,
      { status: "draft", page: 1 },
      "en",
    );
    expect(drafts.rows.map((r) => [r.id, r.status, r.hasDraft])).toEqual([[draft, null, true]]);
    const opened = await listSupplierQuotes(
      d,
      w.members.sales,
      w.companyId,
      { status: "open", page: 1 },
      "en",
    );
    expect(opened.rows).toHaveLength(1);
    expect(opened.rows[0]).toMatchObject({
      id: open,
      status: "sent",
      revision: 1,
      title: "Towels for a hotel",
      buyerName: "Ada Martin",
      currency: "USD",
      goodsTotalE4: 40_500_000,
      firstLine: "Bath towel",
      lineCount: 1,
    });
    const buyers = await listBuyerQuotes(d, w.buyer, { page: 1 }, "fr");
    expect(buyers.rows.map((r) => r.id).sort()).toEqual([open, accepted].sort());
    expect(buyers.rows.find((r) => r.id === open)).toMatchObject({
      title: "Serviettes pour hôtel",
      company: { name: "Anatolia Textiles" },
      buyerName: null,
    });
    expect((await listBuyerQuotes(d, w.buyer, { status: "accepted", page: 2 }, "fr")).rows).toEqual([]);
    expect((await listBuyerQuotes(d, w.otherBuyer, { page: 1 }, "fr")).total).toBe(0);
    expect(
      await outcome(listSupplierQuotes(d, w.members.catalog_editor, w.companyId, { page: 1 }, "en")),
    ).toMatchObject({
      code: "not_allowed",
    });
    expect(await outcome(listSupplierQuotes(d, w.otherOwner, w.companyId, { page: 1 }, "en"))).toMatchObject({
      code: "not_found",
    });
    expect(await outcome(listBuyerQuotes(d, null, { page: 1 }, "fr"))).toMatchObject({
      code: "unauthorized",
    });
  });
});
