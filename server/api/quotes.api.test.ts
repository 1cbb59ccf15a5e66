import { expect, it } from "vitest";
import { addDays } from "#core/rules/quote-flow.ts";
import { QUOTE_ANSWER_ERRORS } from "#core/schemas/quote-answers.ts";
import { translator } from "#server/lib/i18n.ts";
import { QUOTE_BUYER_ERRORS } from "#server/modules/quotes/index.ts";
import { type OpenApiDocument, operationsOf } from "#tests/setup/openapi-operations.ts";
import {
  FOREIGN_ORIGIN,
  FR_HOST,
  QUOTE_START,
  quoteApiWorld,
  TR_HOST,
} from "#tests/setup/quote-api-fixtures.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { QUOTE_API_ERRORS } from "./quotes.api-schemas.ts";

const tr = translator("tr");
const en = translator("en");
const DAY = 86_400_000;

const orders = (d: TestDeps) => d.db.selectFrom("orders").selectAll().execute();

describeEachDatabase("the quotes API for buyers", (deps) => {
  it("answers 401 to a caller who is not signed in, and changes nothing", async () => {
    const d = deps();
    const { w, as } = await quoteApiWorld(d);
    const quoteId = await w.sentQuote();
    const rfqId = await w.rfq();
    const anonymous = await as(null);
    for (const [method, path, body] of [
      ["GET", "/quotes", undefined],
      ["GET", `/quotes/${quoteId}`, undefined],
      ["POST", `/quotes/${quoteId}/accept`, { revisionNumber: 1, expectedVersion: 1 }],
      ["POST", `/quotes/${quoteId}/decline`, { reason: "Too dear" }],
      ["POST", `/quotes/${quoteId}/changes`, { comment: "Cheaper, please" }],
      ["GET", `/rfqs/${rfqId}/quotes`, undefined],
    ] as const) {
      const res = await anonymous(method, path, body === undefined ? {} : { body });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.error.code).toBe("unauthorized");
    }
    expect(await w.revision(quoteId)).toMatchObject({ status: "sent", version: 1, seen_at: null });
    expect(await orders(d)).toEqual([]);
  });

  it("lists the buyer's quotes and shows one with its revisions, price rows, totals and changes, marking it seen", async () => {
    const d = deps();
    const { w, as } = await quoteApiWorld(d);
    const dealId = await w.deal();
    const product = { "lines.0.product": String(w.productId), "lines.0.name": "" };
    const { quoteId } = await w.save({ dealId }, { values: product });
    d.clock.set(QUOTE_START + 3_600_000);
    await w.save(
      { quoteId },
      {
        values: {
          ...product,
          "lines.0.quantity": "1200",
          shipping: "cost",
          shippingCost: "250.5",
          depositPercent: "30",
          balanceDue: "before_shipment",
        },
      },
    );
    const draftOnly = await w.deal();
    await w.save({ dealId: draftOnly }, { send: false });
    const buyer = await as(w.buyer);

    const list = await buyer("GET", "/quotes", { host: FR_HOST });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(list.body.items).toEqual([
      expect.objectContaining({
        id: quoteId,
        number: `Q-${String(quoteId).padStart(6, "0")}`,
        origin: "inquiry",
        dealId,
        title: "Serviettes pour hôtel",
        company: { id: w.companyId, name: "Anatolia Textiles", country: "TR", isVerified: false },
        buyerName: null,
        revision: 2,
        status: "sent",
        hasDraft: false,
        currency: "USD",
        goodsTotal: "9000.00",
        firstLine: "Serviette de bain 70x140",
        lineCount: 1,
      }),
    ]);
    const ids = async (query: string) =>
      (await buyer("GET", `/quotes${query}`)).body.items.map((i: { id: number }) => i.id);
    expect(await ids("?status=open")).toEqual([quoteId]);
    expect(await ids("?status=accepted")).toEqual([]);
    expect(await ids("?page=2")).toEqual([]);
    const bad = await buyer("GET", "/quotes?status=draft&page=0", { host: TR_HOST });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      status: tr(QUOTE_API_ERRORS.status),
      page: tr("rfq.api.page"),
    });

    const read = await buyer("GET", `/quotes/${quoteId}`, { host: FR_HOST });
    expect(read.status).toBe(200);
    const quote = read.body;
    expect(quote).toMatchObject({
      id: quoteId,
      origin: { kind: "inquiry", dealId, title: "Serviettes pour hôtel" },
      company: { id: w.companyId, name: "Anatolia Textiles" },
      currentNumber: 2,
      actions: ["accept", "decline", "request_changes"],
      today: "2026-12-01",
    });
    expect(quote.revisions.map((r: { number: number; status: string }) => [r.number, r.status])).toEqual([
      [1, "superseded"],
      [2, "seen"],
    ]);
    const [first, second] = quote.revisions;
    expect(first).toMatchObject({
      currency: "USD",
      shipping: "included",
      shippingCost: null,
      lines: [
        {
          productId: w.productId,
          name: "Serviette de bain 70x140",
          variations: [{ name: "Colour", value: "White" }],
          quantity: 500,
          unit: "piece",
          prices: [
            { from: 100, price: "8.10" },
            { from: 1000, price: "7.50" },
          ],
          unitPrice: "8.10",
          total: "4050.00",
        },
      ],
      totals: { goods: "4050.00", shipping: null, total: "4050.00" },
      changes: [],
    });
    expect(second).toMatchObject({
      version: 2,
      incoterm: "FOB",
      namedPlace: "Istanbul",
      depositPercent: 30,
      balanceDue: "before_shipment",
      leadTimeDays: 30,
      shipping: "cost",
      shippingCost: "250.50",
      validUntil: addDays("2026-12-01", 30),
      lines: [{ quantity: 1200, unitPrice: "7.50", total: "9000.00" }],
      totals: { goods: "9000.00", shipping: "250.50", total: "9250.50" },
      attachments: [],
      orderId: null,
      sentAt: new Date(QUOTE_START + 3_600_000).toISOString(),
      seenAt: new Date(QUOTE_START + 3_600_000).toISOString(),
    });
    expect(second.changes).toEqual([
      { kind: "field", field: "depositPercent", from: null, to: 30 },
      { kind: "field", field: "balanceDue", from: null, to: "before_shipment" },
      { kind: "field", field: "shipping", from: "included", to: "cost" },
      { kind: "field", field: "shippingCost", from: null, to: "250.50" },
      {
        kind: "line_changed",
        line: expect.objectContaining({ quantity: 1200 }),
        was: expect.objectContaining({ quantity: 500 }),
        changed: ["quantity"],
      },
    ]);
    // Reading it marked the latest revision seen, once: as the buyer's page does.
    expect(await w.revision(quoteId)).toMatchObject({ status: "seen", version: 2 });
    expect((await w.audits("quote.see")).length).toBe(1);
    // On the English host, the product is named in English.
    expect((await buyer("GET", `/quotes/${quoteId}`)).body.revisions[1].lines[0].name).toBe(
      "Bath towel 70x140",
    );
    expect((await w.audits("quote.see")).length).toBe(1);
  });

  it("finds nothing of another buyer's quote, a draft, or an id nobody has", async () => {
    const d = deps();
    const { w, as } = await quoteApiWorld(d);
    const quoteId = await w.sentQuote();
    const draftDeal = await w.deal();
    const { quoteId: draftId } = await w.save({ dealId: draftDeal }, { send: false });
    const buyer = await as(w.buyer);
    const others = [await as(w.otherBuyer), await as(w.members.sales), await as(w.members.owner)];
    for (const caller of others) {
      expect((await caller("GET", "/quotes")).body.items).toEqual([]);
      for (const [method, path, body] of [
        ["GET", `/quotes/${quoteId}`, undefined],
        ["POST", `/quotes/${quoteId}/accept`, { revisionNumber: 1, expectedVersion: 1 }],
        ["POST", `/quotes/${quoteId}/decline`, { reason: "No" }],
        ["POST", `/quotes/${quoteId}/changes`, { comment: "Less" }],
      ] as const) {
        const res = await caller(method, path, body === undefined ? {} : { body });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.body.error.code).toBe("not_found");
      }
    }
    expect((await buyer("GET", `/quotes/${draftId}`)).status).toBe(404);
    expect((await buyer("GET", "/quotes/2000000000")).status).toBe(404);
    expect((await buyer("GET", "/quotes/x")).status).toBe(400);
    expect(await w.revision(quoteId)).toMatchObject({ status: "sent", version: 1 });
    expect(await orders(d)).toEqual([]);
  });

  it("accepts the revision read: the order is made, with its number and page", async () => {
    const d = deps();
    const { w, as } = await quoteApiWorld(d);
    const quoteId = await w.sentQuote();
    const buyer = await as(w.buyer);
    const read = await buyer("GET", `/quotes/${quoteId}`);
    const { version } = read.body.revisions[0];
    expect(version).toBe(2);

    const bad = await buyer("POST", `/quotes/${quoteId}/accept`, {
      host: TR_HOST,
      body: { revisionNumber: "first", expectedVersion: "two" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({
      revisionNumber: tr(QUOTE_ANSWER_ERRORS.revision),
      expectedVersion: tr(QUOTE_API_ERRORS.version),
    });
    const missing = await buyer("POST", `/quotes/${quoteId}/accept`, { body: { revisionNumber: 1 } });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({ expectedVersion: en("errors.required") });
    const foreign = await buyer("POST", `/quotes/${quoteId}/accept`, {
      body: { revisionNumber: 1, expectedVersion: version },
      origin: FOREIGN_ORIGIN,
    });
    expect(foreign.status).toBe(403);
    const stale = await buyer("POST", `/quotes/${quoteId}/accept`, {
      host: TR_HOST,
      body: { revisionNumber: 1, expectedVersion: 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe(tr(QUOTE_BUYER_ERRORS.wrongStatus));
    const unknown = await buyer("POST", `/quotes/${quoteId}/accept`, {
      body: { revisionNumber: 7, expectedVersion: version },
    });
    expect(unknown.status).toBe(404);
    expect(await w.revision(quoteId)).toMatchObject({ status: "seen", version: 2, order_id: null });
    expect(await orders(d)).toEqual([]);

    const accepted = await buyer("POST", `/quotes/${quoteId}/accept`, {
      host: FR_HOST,
      body: { revisionNumber: 1, expectedVersion: version },
    });
    expect(accepted.status).toBe(201);
    const [order] = await orders(d);
    expect(order).toMatchObject({ origin: "quote", buyer_user_id: w.buyer.id, status: "payment_waiting" });
    expect(accepted.body).toMatchObject({
      orderId: order!.id,
      orderNumber: `O-${String(order!.id).padStart(6, "0")}`,
      orderUrl: `http://fr.localhost:3000/profile/orders/${order!.id}`,
      quote: {
        id: quoteId,
        actions: [],
        revisions: [{ number: 1, status: "accepted", orderId: order!.id }],
      },
    });
    const again = await buyer("POST", `/quotes/${quoteId}/accept`, {
      body: { revisionNumber: 1, expectedVersion: version + 1 },
    });
    expect(again.status).toBe(409);
    expect(await orders(d)).toHaveLength(1);
  });

  it("refuses to accept after the last valid day (409), changing nothing", async () => {
    const d = deps();
    const { w, as } = await quoteApiWorld(d);
    const quoteId = await w.sentQuote({ validUntil: "2026-12-05" });
    const { version } = (await (await as(w.buyer))("GET", `/quotes/${quoteId}`)).body.revisions[0];
    d.clock.set(QUOTE_START + 5 * DAY);
    // A session of that day: one left idle for days has ended.
    const buyer = await as(w.buyer);
    const late = await buyer("POST", `/quotes/${quoteId}/accept`, {
      host: TR_HOST,
      body: { revisionNumber: 1, expectedVersion: version },
    });
    expect(late.status).toBe(409);
    expect(late.body.error).toMatchObject({ code: "conflict", message: tr(QUOTE_BUYER_ERRORS.expired) });
    expect(await w.revision(quoteId)).toMatchObject({
      status: "seen",
      version,
      order_id: null,
      decided_at: null,
    });
    expect(await orders(d)).toEqual([]);
    expect((await buyer("GET", `/quotes/${quoteId}`)).body.actions).toEqual(["decline"]);
  });

  it("declines with a reason, and asks for changes with a comment; bad input and a foreign origin change nothing", async () => {
    const d = deps();
    const { w, as } = await quoteApiWorld(d);
    const declined = await w.sentQuote();
    const changed = await w.sentQuote();
    const buyer = await as(w.buyer);

    const empty = await buyer("POST", `/quotes/${declined}/decline`, {
      host: TR_HOST,
      body: { reason: " " },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toEqual({ reason: tr(QUOTE_ANSWER_ERRORS.reason) });
    const long = await buyer("POST", `/quotes/${changed}/changes`, {
      host: TR_HOST,
      body: { comment: "c".repeat(1001) },
    });
    expect(long.status).toBe(400);
    expect(long.body.error.fields).toEqual({ comment: tr(QUOTE_ANSWER_ERRORS.comment) });
    for (const [path, body] of [
      [`/quotes/${declined}/decline`, { reason: "Too dear" }],
      [`/quotes/${changed}/changes`, { comment: "Cheaper, please" }],
    ] as const) {
      const foreign = await buyer("POST", path, { body, origin: FOREIGN_ORIGIN });
      expect(foreign.status, path).toBe(403);
    }
    // An answer naming an older revision than the latest is refused.
    await w.save({ quoteId: changed }, { values: { "lines.0.quantity": "800" } });
    const older = await buyer("POST", `/quotes/${changed}/changes`, {
      host: TR_HOST,
      body: { comment: "Cheaper", revisionNumber: 1 },
    });
    expect(older.status).toBe(409);
    expect(older.body.error.message).toBe(tr(QUOTE_BUYER_ERRORS.newerRevision));
    expect((await w.revision(declined)).status).toBe("sent");
    expect((await w.revision(changed)).status).toBe("sent");

    const no = await buyer("POST", `/quotes/${declined}/decline`, { body: { reason: " Too dear " } });
    expect(no.status).toBe(200);
    expect(no.body).toMatchObject({ actions: [], revisions: [{ status: "declined", reason: "Too dear" }] });
    expect((await buyer("POST", `/quotes/${declined}/decline`, { body: { reason: "Again" } })).status).toBe(
      409,
    );

    const ask = await buyer("POST", `/quotes/${changed}/changes`, {
      body: { comment: "Cheaper, please", revisionNumber: 2 },
    });
    expect(ask.status).toBe(200);
    expect(ask.body.revisions.at(-1)).toMatchObject({
      number: 2,
      status: "changes_requested",
      reason: "Cheaper, please",
    });
    expect(ask.body.actions).toEqual([]);
    expect((await w.readDeal((await w.thread(changed)).deal_id!)).seller_stage).toBe("Negotiating");
  });

  it("compares the quotes on the buyer's request at the quantity it asked for; another buyer's is not found", async () => {
    const d = deps();
    const { w, as } = await quoteApiWorld(d);
    const rfqId = await w.rfq();
    const { quoteId } = await w.save({ rfqId }, { values: { shipping: "cost", shippingCost: "120" } });
    const buyer = await as(w.buyer);
    const res = await buyer("GET", `/rfqs/${rfqId}/quotes`, { host: FR_HOST });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      rfq: { id: rfqId, title: "Serviettes de bain", quantity: 1000, unit: "piece" },
      quotes: [
        expect.objectContaining({
          quoteId,
          revision: 1,
          status: "sent",
          company: expect.objectContaining({ id: w.companyId, name: "Anatolia Textiles", country: "TR" }),
          currency: "USD",
          lineName: "Bath towel",
          unitMatches: true,
          otherLines: 0,
          unitPrice: "7.50",
          total: "7500.00",
          shipping: "cost",
          shippingCost: "120.00",
          daysLeft: 30,
        }),
      ],
    });
    // Comparing does not mark anything seen.
    expect((await w.revision(quoteId)).status).toBe("sent");
    const olga = await as(w.otherBuyer);
    expect((await olga("GET", `/rfqs/${rfqId}/quotes`)).status).toBe(404);
    expect((await (await as(w.members.sales))("GET", `/rfqs/${rfqId}/quotes`)).status).toBe(404);
    expect((await buyer("GET", "/rfqs/2000000000/quotes")).status).toBe(404);
  });

  it("describes every quote operation in the OpenAPI document, each needing the session", async () => {
    const { as } = await quoteApiWorld(deps());
    const doc: OpenApiDocument = (await (await as(null))("GET", "/openapi.json")).body;
    const ops = operationsOf(doc)
      .filter((op) => op.operation.tags?.includes("Quotes"))
      .map((op) => [
        op.label,
        op.operation.operationId,
        op.operation.security?.length ? "signed in" : "public",
      ]);
    expect(ops).toEqual([
      ["GET /quotes", "listQuotes", "signed in"],
      ["GET /quotes/{id}", "getQuote", "signed in"],
      ["POST /quotes/{id}/accept", "acceptQuote", "signed in"],
      ["POST /quotes/{id}/decline", "declineQuote", "signed in"],
      ["POST /quotes/{id}/changes", "requestQuoteChanges", "signed in"],
      ["GET /rfqs/{id}/quotes", "compareRfqQuotes", "signed in"],
      ["GET /supplier/companies/{companyId}/quotes", "listSupplierQuotes", "signed in"],
      ["POST /supplier/companies/{companyId}/quotes", "startQuote", "signed in"],
      ["GET /supplier/companies/{companyId}/quotes/{id}", "getSupplierQuote", "signed in"],
      ["POST /supplier/companies/{companyId}/quotes/{id}/revisions", "saveQuoteRevision", "signed in"],
      ["POST /supplier/companies/{companyId}/quotes/{id}/withdraw", "withdrawQuote", "signed in"],
      ["GET /quotes/{id}/files/{fileId}", "downloadQuoteFile", "signed in"],
    ]);
    // The JSON bodies of a revision are documented, files said to go by the workspace's form.
    const start = doc.paths["/supplier/companies/{companyId}/quotes"]!.post!;
    expect(start.requestBody?.content).toEqual({
      "application/json": { schema: { $ref: "#/components/schemas/QuoteStart" } },
    });
    const schemas = (doc.components as { schemas: Record<string, { description?: string }> }).schemas;
    expect(schemas.QuoteStart?.description).toContain("/supplier/quotes");
    expect(schemas.QuoteRevisionInput?.description).toContain("/supplier/quotes");
    const download = doc.paths["/quotes/{id}/files/{fileId}"]!.get!;
    expect(Object.keys(download.responses["200"]!.content ?? {})).toEqual(["application/octet-stream"]);
  });
});
