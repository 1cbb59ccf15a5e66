import { expect, it } from "vitest";
import { QUOTE_ERRORS } from "#core/schemas/quote.ts";
import { translator } from "#server/lib/i18n.ts";
import { QUOTE_SUPPLIER_ERRORS } from "#server/modules/quotes/index.ts";
import {
  FOREIGN_ORIGIN,
  QUOTE_START,
  quoteApiWorld,
  quoteJson,
  TR_HOST,
} from "#tests/setup/quote-api-fixtures.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { QUOTE_API_ERRORS } from "./quotes.api-schemas.ts";

const tr = translator("tr");

/** Every quote thread and revision stored, to show a refusal stored nothing. */
const stored = async (d: TestDeps) => ({
  quotes: (await d.db.selectFrom("quotes").select(["id"]).execute()).length,
  revisions: await d.db
    .selectFrom("quote_revisions")
    .select(["id", "status", "version", "number"])
    .orderBy("id")
    .execute(),
  lines: (await d.db.selectFrom("quote_lines").select(["id"]).execute()).length,
});

describeEachDatabase("the quotes API for supplier companies", (deps) => {
  const setup = async () => {
    const d = deps();
    const world = await quoteApiWorld(d);
    const base = `/supplier/companies/${world.w.companyId}/quotes`;
    return { d, ...world, base };
  };

  it("answers 401 to a caller who is not signed in, and stores nothing", async () => {
    const { d, w, as, base } = await setup();
    const dealId = await w.deal();
    const quoteId = await w.sentQuote();
    const before = await stored(d);
    const anonymous = await as(null);
    for (const [method, path, body] of [
      ["GET", base, undefined],
      ["GET", `${base}/${quoteId}`, undefined],
      ["POST", base, quoteJson({ dealId, send: true })],
      ["POST", `${base}/${quoteId}/revisions`, quoteJson({ send: true })],
      ["POST", `${base}/${quoteId}/withdraw`, { revision: 1, reason: "Sold out" }],
    ] as const) {
      const res = await anonymous(method, path, body === undefined ? {} : { body });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.error.code).toBe("unauthorized");
    }
    expect(await stored(d)).toEqual(before);
  });

  it("begins a quote as a draft from JSON lines, saves it at its version, sends it, and sends a new revision", async () => {
    const { d, w, as, base } = await setup();
    const dealId = await w.deal();
    const sales = await as(w.members.sales);

    const begun = await sales("POST", base, {
      body: quoteJson({
        dealId,
        lines: [
          {
            productId: w.productId,
            variations: [
              { name: "Colour", value: "Blue" },
              { name: "Size", value: "70x140" },
            ],
            quantity: "1200",
            unit: "piece",
            prices: [
              { from: 100, price: "8.10" },
              { from: 1000, price: "7.4999" },
            ],
          },
          { name: "Label", quantity: 3, unit: "piece", prices: [{ from: 10, price: "0.0125" }] },
        ],
        depositPercent: 30,
        balanceDue: "before_shipment",
        shipping: "cost",
        shippingCost: "250.5",
        note: "Packed in cartons of 50",
      }),
    });
    expect(begun.status).toBe(201);
    const quote = begun.body;
    expect(quote).toMatchObject({
      number: `Q-${String(quote.id).padStart(6, "0")}`,
      request: { kind: "inquiry", dealId, subject: "Towels for a hotel", quantity: 500, unit: "piece" },
      buyer: { name: "Ada Martin", company: "Martin Import SARL", email: "ada@example.com" },
      currentNumber: null,
      hasDraft: true,
      actions: ["send"],
    });
    expect(quote.revisions).toHaveLength(1);
    expect(quote.revisions[0]).toMatchObject({
      number: 1,
      status: "draft",
      version: 1,
      currency: "USD",
      incoterm: "FOB",
      namedPlace: "Istanbul",
      depositPercent: 30,
      balanceDue: "before_shipment",
      leadTimeDays: 30,
      shipping: "cost",
      shippingCost: "250.50",
      validUntil: "2026-12-31",
      note: "Packed in cartons of 50",
      lines: [
        {
          productId: w.productId,
          name: "Serviette de bain 70x140",
          variations: [
            { name: "Colour", value: "Blue" },
            { name: "Size", value: "70x140" },
          ],
          quantity: 1200,
          prices: [
            { from: 100, price: "8.10" },
            { from: 1000, price: "7.4999" },
          ],
          unitPrice: "7.4999",
          total: "8999.88",
        },
        { productId: null, name: "Label", quantity: 3, unitPrice: "0.0125", total: "0.04" },
      ],
      totals: { goods: "8999.92", shipping: "250.50", total: "9250.42" },
      sentAt: null,
    });
    // A draft is the supplier's alone: the buyer is not told.
    expect(await w.notices("quote.sent")).toEqual([]);

    // Saving at an older version of the draft is refused; at the version read it is saved and sent.
    const path = `${base}/${quote.id}/revisions`;
    const stale = await sales("POST", path, {
      host: TR_HOST,
      body: quoteJson({ draftVersion: 7, send: true }),
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe(tr(QUOTE_SUPPLIER_ERRORS.changedMeanwhile));
    expect((await w.revision(quote.id)).status).toBe("draft");
    const sent = await sales("POST", path, { body: quoteJson({ draftVersion: 1, send: true }) });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ currentNumber: 1, hasDraft: false, actions: ["revise", "withdraw"] });
    expect(sent.body.revisions).toMatchObject([
      { number: 1, status: "sent", lines: [{ name: "Bath towel", quantity: 500, unitPrice: "8.10" }] },
    ]);
    expect(await w.notices("quote.sent")).toHaveLength(1);
    expect((await w.readDeal(dealId)).seller_stage).toBe("Quoted");

    d.clock.set(QUOTE_START + 3_600_000);
    const revised = await sales("POST", path, {
      body: quoteJson({ send: true, lines: [{ ...(quoteJson().lines as object[])[0], quantity: 2000 }] }),
    });
    expect(revised.status).toBe(200);
    expect(
      revised.body.revisions.map((r: { number: number; status: string }) => [r.number, r.status]),
    ).toEqual([
      [1, "superseded"],
      [2, "sent"],
    ]);
    expect(revised.body.revisions[1].lines[0]).toMatchObject({
      quantity: 2000,
      unitPrice: "7.50",
      total: "15000.00",
    });
    expect(await w.notices("quote.revised")).toHaveLength(1);
  });

  it("begins and sends a quote on a request for quotation, taking one of its places", async () => {
    const { w, as, base } = await setup();
    const rfqId = await w.rfq();
    const sales = await as(w.members.sales);
    const res = await sales("POST", base, { body: quoteJson({ rfqId, send: true }) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      request: {
        kind: "rfq",
        rfqId,
        title: "Bath towels",
        quantity: 1000,
        targetPrice: { amount: "7.50", currency: "USD" },
        buyerCompany: "Martin Import SARL",
        destinationPort: "Le Havre",
        certificates: ["OEKO-TEX"],
        quotesLeft: 9,
      },
      buyer: null,
      currentNumber: 1,
    });
    expect(Number((await w.readRfq(rfqId)).quote_count)).toBe(1);
    const again = await sales("POST", base, { host: TR_HOST, body: quoteJson({ rfqId, send: true }) });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(tr(QUOTE_SUPPLIER_ERRORS.alreadyQuoted));
    const outsider = await (await as(w.outsiderOwner))(
      "POST",
      `/supplier/companies/${w.outsiderCompanyId}/quotes`,
      {
        host: TR_HOST,
        body: quoteJson({ rfqId, send: true }),
      },
    );
    expect(outsider.status).toBe(409);
    expect(outsider.body.error.message).toBe(tr(QUOTE_SUPPLIER_ERRORS.rfqCategory));
    expect(Number((await w.readRfq(rfqId)).quote_count)).toBe(1);
  });

  it("refuses bad input with field messages by JSON path in the host's language, and stores nothing", async () => {
    const { d, w, as, base } = await setup();
    const dealId = await w.deal();
    const sales = await as(w.members.sales);
    const refused = async (body: unknown) => {
      const res = await sales("POST", base, { host: TR_HOST, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe("invalid_data");
      return res.body.error.fields;
    };
    const line = (quoteJson().lines as Record<string, unknown>[])[0]!;

    expect(
      await refused(
        quoteJson({
          dealId,
          send: "yes",
          lines: [
            { ...line, quantity: 0, prices: [{ from: 100, price: 8.1 }] },
            { ...line, variations: [{ name: "Colour: shade", value: "Blue" }] },
            { ...line, unit: "barrel", prices: [] },
          ],
          currency: "XYZ",
          validUntil: "2026-11-30",
        }),
      ),
    ).toEqual({
      send: tr(QUOTE_API_ERRORS.send),
      "lines.0.quantity": tr(QUOTE_ERRORS.quantity),
      "lines.0.prices.0.price": tr(QUOTE_ERRORS.price),
      "lines.1.variations": tr(QUOTE_ERRORS.variation),
      "lines.2.unit": tr(QUOTE_ERRORS.unit),
      "lines.2.prices": tr(QUOTE_ERRORS.prices),
      currency: tr(QUOTE_ERRORS.choice),
      validUntil: tr(QUOTE_ERRORS.validUntil),
    });
    // What is judged across fields, once each field is right (as on the form).
    expect(
      await refused(
        quoteJson({
          dealId,
          lines: [
            {
              ...line,
              prices: [
                { from: 100, price: "8" },
                { from: 50, price: "7" },
              ],
            },
            { ...line, name: "", variations: [] },
          ],
          depositPercent: 30,
          shipping: "cost",
        }),
      ),
    ).toEqual({
      "lines.0.prices.1.from": tr(QUOTE_ERRORS.priceOrder),
      "lines.1.name": tr(QUOTE_ERRORS.name),
      balanceDue: tr(QUOTE_ERRORS.balanceDue),
      shippingCost: tr(QUOTE_ERRORS.shippingCost),
    });
    expect(await refused(quoteJson({ lines: [] }))).toEqual({
      dealId: tr(QUOTE_API_ERRORS.target),
      rfqId: tr(QUOTE_API_ERRORS.target),
      lines: tr(QUOTE_ERRORS.lines),
    });
    expect(await refused(quoteJson({ dealId, rfqId: 1 }))).toEqual({
      dealId: tr(QUOTE_API_ERRORS.target),
      rfqId: tr(QUOTE_API_ERRORS.target),
    });
    expect(await refused(quoteJson({ dealId: "one" }))).toEqual({ dealId: tr(QUOTE_API_ERRORS.target) });
    // A line of another company's product, which only the service can tell.
    const { id: foreignProduct } = await d.db
      .insertInto("products")
      .values({ company_id: w.otherCompanyId, category_code: "100100", place_of_origin: "TR" })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(await refused(quoteJson({ dealId, lines: [{ ...line, productId: foreignProduct }] }))).toEqual({
      "lines.0.productId": tr(QUOTE_ERRORS.choice),
    });
    // Beyond the largest id there is (PostgreSQL would not even compare it): refused like any other.
    expect(await refused(quoteJson({ dealId, lines: [{ ...line, productId: 2_147_483_648 }] }))).toEqual({
      "lines.0.productId": tr(QUOTE_ERRORS.choice),
    });
    expect(
      await refused(quoteJson({ dealId, attachments: [{ name: "spec.pdf", content: "JVBERi0=" }] })),
    ).toEqual({ attachments: tr(QUOTE_API_ERRORS.filesByForm) });
    expect(await refused(quoteJson({ dealId, note: "Blue\u0000" }))).toHaveProperty("note");
    expect(await refused([quoteJson({ dealId })])).toBeUndefined();
    const malformed = await sales("POST", base, { body: "{ not json" });
    expect(malformed.status).toBe(400);

    const quoteId = await w.sentQuote();
    const revision = await sales("POST", `${base}/${quoteId}/revisions`, {
      host: TR_HOST,
      body: quoteJson({ draftVersion: 0, removeAttachments: ["a"], shipping: "by sea", files: [] }),
    });
    expect(revision.status).toBe(400);
    expect(revision.body.error.fields).toEqual({ files: tr(QUOTE_API_ERRORS.filesByForm) });
    const envelope = await sales("POST", `${base}/${quoteId}/revisions`, {
      host: TR_HOST,
      body: quoteJson({ draftVersion: 0, removeAttachments: ["a"], shipping: "by sea" }),
    });
    expect(envelope.body.error.fields).toEqual({
      draftVersion: tr(QUOTE_API_ERRORS.version),
      removeAttachments: tr(QUOTE_API_ERRORS.attachments),
      shipping: tr(QUOTE_ERRORS.choice),
    });
    const withdraw = await sales("POST", `${base}/${quoteId}/withdraw`, {
      host: TR_HOST,
      body: { revision: 1, reason: "" },
    });
    expect(withdraw.status).toBe(400);
    expect(withdraw.body.error.fields).toEqual({ reason: tr(QUOTE_ERRORS.reason) });

    const after = await stored(d);
    expect(after.quotes).toBe(1);
    expect(after.revisions).toEqual([{ id: expect.any(Number), number: 1, status: "sent", version: 1 }]);
  });

  it("refuses roles that do not send quotes (403), non-members and another company's quote (404); foreign origins change nothing", async () => {
    const { d, w, as, base } = await setup();
    const dealId = await w.deal();
    const quoteId = await w.sentQuote();
    const before = await stored(d);
    const posts = [
      [base, quoteJson({ dealId, send: true })],
      [`${base}/${quoteId}/revisions`, quoteJson({ send: true })],
      [`${base}/${quoteId}/withdraw`, { revision: 1, reason: "Sold out" }],
    ] as const;
    for (const role of ["viewer", "catalog_editor", "finance"] as const) {
      const member = await as(w.members[role]);
      for (const [path, body] of posts) {
        const res = await member("POST", path, { body });
        expect(res.status, `${role} ${path}`).toBe(403);
        expect(res.body.error.code).toBe("not_allowed");
        // Refused before the body is read: an invalid one tells them nothing more.
        expect((await member("POST", path, { body: {} })).status, `${role} ${path} {}`).toBe(403);
      }
    }
    for (const caller of [await as(w.otherOwner), await as(w.buyer)])
      for (const [path, body] of posts) expect((await caller("POST", path, { body })).status, path).toBe(404);
    const sales = await as(w.members.sales);
    for (const [path, body] of posts) {
      const res = await sales("POST", path, { body, origin: FOREIGN_ORIGIN });
      expect(res.status, path).toBe(403);
    }
    // Another company's quote, through the caller's own company.
    const theirs = await (await as(w.otherOwner))("POST", `/supplier/companies/${w.otherCompanyId}/quotes`, {
      body: quoteJson({ rfqId: await w.rfq(), send: false }),
    });
    expect(theirs.status).toBe(201);
    const snapshot = await stored(d);
    for (const [method, path, body] of [
      ["GET", `${base}/${theirs.body.id}`, undefined],
      ["POST", `${base}/${theirs.body.id}/revisions`, quoteJson({ send: true })],
      ["POST", `${base}/${theirs.body.id}/withdraw`, { revision: 1, reason: "Sold out" }],
    ] as const) {
      const res = await sales(method, path, body === undefined ? {} : { body });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect(await stored(d)).toEqual(snapshot);
    // Every refusal above stored nothing: only the other company's quote was added since.
    expect(snapshot.quotes).toBe(before.quotes + 1);
    expect(snapshot.revisions.slice(0, before.revisions.length)).toEqual(before.revisions);

    // Reading: viewers see the company's quotes (without actions); roles that do not see inquiries do not.
    const viewer = await as(w.members.viewer);
    const read = await viewer("GET", `${base}/${quoteId}`);
    expect(read.status).toBe(200);
    expect(read.body.actions).toEqual([]);
    expect((await viewer("GET", base)).status).toBe(200);
    const editor = await as(w.members.catalog_editor);
    expect((await editor("GET", base)).status).toBe(403);
    expect((await editor("GET", `${base}/${quoteId}`)).status).toBe(403);
    expect((await (await as(w.otherOwner))("GET", base)).status).toBe(404);
  });

  it("lists the company's quotes by where they stand, and withdraws one with a reason", async () => {
    const { w, as, base } = await setup();
    const sent = await w.sentQuote();
    const draftDeal = await w.deal();
    const { quoteId: draft } = await w.save({ dealId: draftDeal }, { send: false });
    const sales = await as(w.members.sales);

    const list = await sales("GET", base);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(list.body.items.find((i: { id: number }) => i.id === sent)).toMatchObject({
      buyerName: "Ada Martin",
      revision: 1,
      status: "sent",
      goodsTotal: "4050.00",
      firstLine: "Bath towel",
    });
    const ids = async (query: string) =>
      (await sales("GET", `${base}${query}`)).body.items.map((i: { id: number }) => i.id);
    expect(await ids("?status=draft")).toEqual([draft]);
    expect(await ids("?status=open")).toEqual([sent]);
    const bad = await sales("GET", `${base}?status=lost`, { host: TR_HOST });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ status: tr(QUOTE_API_ERRORS.status) });

    const withdrawn = await sales("POST", `${base}/${sent}/withdraw`, {
      body: { revision: 1, reason: " Sold out " },
    });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body).toMatchObject({
      actions: [],
      revisions: [{ number: 1, status: "withdrawn", reason: "Sold out" }],
    });
    expect(await w.notices("quote.withdrawn")).toHaveLength(1);
    expect(await ids("?status=withdrawn")).toEqual([sent]);
    const again = await sales("POST", `${base}/${sent}/withdraw`, {
      host: TR_HOST,
      body: { revision: 1, reason: "Again" },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(tr(QUOTE_SUPPLIER_ERRORS.notWithdrawable));
    const closed = await sales("POST", `${base}/${sent}/revisions`, { host: TR_HOST, body: quoteJson() });
    expect(closed.status).toBe(409);
    expect(closed.body.error.message).toBe(tr(QUOTE_SUPPLIER_ERRORS.closed));
    expect(await w.revisions(sent)).toHaveLength(1);
  });
});
