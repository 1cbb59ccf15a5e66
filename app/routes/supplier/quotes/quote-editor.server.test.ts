import { expect, it } from "vitest";
import { addDays } from "#core/rules/quote-flow.ts";
import { HTML_AS_PDF } from "#tests/setup/conversation-service-fixtures.ts";
import { PDF } from "#tests/setup/evidence-fixtures.ts";
import { quoteForm, quoteWorld } from "#tests/setup/quote-fixtures.ts";
import { callRoute } from "#tests/setup/route-call.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { action as newAction, loader as newLoader } from "./new.tsx";
import { action as reviseAction, loader as reviseLoader } from "./revise.tsx";

const START = "2026-12-01T09:00:00Z";
const TODAY = "2026-12-01";
const form = (fields: Record<string, string>) => new URLSearchParams(fields);
/** The editor's form as the page posts it: valid 30 days, and the button pressed. */
const post = (intent: string, values: Record<string, string> = {}) =>
  form({ ...quoteForm({ validUntil: addDays(TODAY, 30) }), intent, draftVersion: "0", ...values });
const multipart = (fields: Record<string, string>, files: { name: string; bytes: Buffer<ArrayBuffer> }[]) => {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  for (const file of files) body.append("files", new File([file.bytes], file.name));
  return body;
};

describeEachDatabase("the supplier's quote editor", (deps) => {
  const setup = async () => {
    const d = deps();
    d.clock.set(START);
    const w = await quoteWorld(d);
    const dealId = await w.deal();
    return { d, w, dealId, path: `/supplier/quotes/new?deal=${dealId}` };
  };
  const threads = (d: TestDeps) => d.db.selectFrom("quotes").selectAll().execute();
  const revisions = (d: TestDeps) => d.db.selectFrom("quote_revisions").selectAll().orderBy("id").execute();

  it("sends anonymous visitors to sign in and lets in only members who send quotes", async () => {
    const { d, w, path } = await setup();
    for (const [fn, body] of [
      [newLoader, undefined],
      [newAction, post("save")],
    ] as const) {
      expect(await callRoute(d, fn, path, undefined, body)).toMatchObject({
        status: 302,
        location: `/login?returnUrl=${encodeURIComponent(path)}`,
      });
      // A buyer without a company of their own is sent to set one up.
      expect(await callRoute(d, fn, path, w.buyer, body)).toMatchObject({
        status: 302,
        location: "/supplier/onboarding",
      });
    }
    for (const role of ["viewer", "finance", "catalog_editor"] as const) {
      expect((await callRoute(d, newLoader, path, w.members[role])).status).toBe(403);
      expect((await callRoute(d, newAction, path, w.members[role], post("send"))).status).toBe(403);
    }
    for (const role of ["owner", "admin", "sales"] as const)
      expect((await callRoute(d, newLoader, path, w.members[role])).status).toBe(200);
    expect(await threads(d)).toEqual([]);
  });

  it("answers 404 for another company's inquiry or quote, a made-up id, none, or both kinds at once", async () => {
    const { d, w, dealId } = await setup();
    const theirs = await w.deal({ seller_company_id: w.otherCompanyId });
    const rfqId = await w.rfq();
    for (const path of [
      `/supplier/quotes/new?deal=${theirs}`,
      "/supplier/quotes/new?deal=99999999",
      "/supplier/quotes/new?deal=abc",
      "/supplier/quotes/new?rfq=99999999",
      `/supplier/quotes/new?deal=${dealId}&rfq=${rfqId}`,
      "/supplier/quotes/new",
    ]) {
      expect((await callRoute(d, newLoader, path, w.members.owner)).status).toBe(404);
      expect((await callRoute(d, newAction, path, w.members.owner, post("send"))).status).toBe(404);
    }
    const ours = await w.sentQuote();
    const revise = `/supplier/quotes/${ours}/revise`;
    const params = { quoteId: String(ours) };
    expect((await callRoute(d, reviseLoader, revise, w.otherOwner, undefined, params)).status).toBe(404);
    expect((await callRoute(d, reviseAction, revise, w.otherOwner, post("send"), params)).status).toBe(404);
    for (const quoteId of ["99999999", "x"])
      expect(
        (
          await callRoute(d, reviseLoader, `/supplier/quotes/${quoteId}/revise`, w.members.sales, undefined, {
            quoteId,
          })
        ).status,
      ).toBe(404);
    expect(await revisions(d)).toHaveLength(1);
  });

  it("opens on what the buyer asked for: the inquiry's product and quantity, valid 30 days", async () => {
    const { d, w, dealId, path } = await setup();
    const page = await callRoute(d, newLoader, path, w.members.sales);
    expect(page.data).toMatchObject({
      quoteId: null,
      request: { kind: "inquiry", dealId, subject: "Towels for a hotel", quantity: 500, unit: "piece" },
      products: [{ id: w.productId, name: "Bath towel 70x140" }],
      hasBankDetails: true,
      problem: null,
      draft: null,
      replaces: null,
      today: TODAY,
      values: {
        "lines.0.product": String(w.productId),
        "lines.0.quantity": "500",
        "lines.0.unit": "piece",
        currency: "USD",
        validUntil: "2026-12-31",
      },
      shape: [3],
    });
  });

  it("saves a draft, opens the thread from the new quote's address, then sends the draft", async () => {
    const { d, w, dealId, path } = await setup();
    const saved = await callRoute(d, newAction, path, w.members.sales, post("save"));
    const [thread] = await threads(d);
    expect(saved).toMatchObject({ status: 303, location: `/supplier/quotes/${thread!.id}?done=saved` });
    expect(await revisions(d)).toMatchObject([{ number: 1, status: "draft", valid_until: "2026-12-31" }]);
    expect(await w.notices("quote.sent")).toHaveLength(0);
    // The quote begun, the new quote's address opens it.
    expect(await callRoute(d, newLoader, path, w.members.sales)).toMatchObject({
      status: 302,
      location: `/supplier/quotes/${thread!.id}`,
    });

    const revise = `/supplier/quotes/${thread!.id}/revise`;
    const params = { quoteId: String(thread!.id) };
    const editor = await callRoute(d, reviseLoader, revise, w.members.admin, undefined, params);
    const draft = (editor.data as { draft: { number: number; version: number } }).draft;
    expect(editor.data).toMatchObject({
      quoteId: thread!.id,
      draft: { number: 1 },
      replaces: null,
      values: { "lines.0.name": "Bath towel", "lines.0.prices.1.price": "7.50" },
      shape: [2],
    });
    const sent = await callRoute(
      d,
      reviseAction,
      revise,
      w.members.admin,
      post("send", { draftVersion: String(draft.version), "lines.0.quantity": "800" }),
      params,
    );
    expect(sent).toMatchObject({ status: 303, location: `/supplier/quotes/${thread!.id}?done=sent` });
    expect(await revisions(d)).toMatchObject([{ number: 1, status: "sent" }]);
    expect(await w.notices("quote.sent")).toMatchObject([{ user_id: w.buyer.id }]);
    expect((await w.readDeal(dealId)).seller_stage).toBe("Quoted");
    const lines = await d.db.selectFrom("quote_lines").selectAll().execute();
    expect(lines).toMatchObject([{ quantity: 800, product_name: "Bath towel" }]);
  });

  it("writes a new revision prefilled from the last sent one, which sending supersedes", async () => {
    const { d, w } = await setup();
    const quoteId = await w.sentQuote();
    const revise = `/supplier/quotes/${quoteId}/revise`;
    const params = { quoteId: String(quoteId) };
    const editor = await callRoute(d, reviseLoader, revise, w.members.sales, undefined, params);
    expect(editor.data).toMatchObject({
      draft: null,
      replaces: { number: 1, status: "sent" },
      values: { "lines.0.prices.0.price": "8.10", validUntil: "2026-12-31" },
    });
    const sent = await callRoute(
      d,
      reviseAction,
      revise,
      w.members.sales,
      post("send", { "lines.0.prices.0.price": "7.90" }),
      params,
    );
    expect(sent.status).toBe(303);
    expect(await revisions(d)).toMatchObject([
      { number: 1, status: "superseded" },
      { number: 2, status: "sent" },
    ]);
    expect(await w.notices("quote.revised")).toHaveLength(1);
  });

  it("refuses a save over a draft someone saved meanwhile, and shows the draft as it is now", async () => {
    const { d, w } = await setup();
    const dealId = await w.deal();
    const { quoteId } = await w.save({ dealId }, { send: false });
    const [first] = await w.revisions(quoteId);
    // Another member saves the draft meanwhile.
    await w.save({ quoteId }, { send: false, values: { note: "Theirs" } });
    const revise = `/supplier/quotes/${quoteId}/revise`;
    const stale = await callRoute(
      d,
      reviseAction,
      revise,
      w.members.sales,
      post("save", { draftVersion: String(first!.version), note: "Mine" }),
      { quoteId: String(quoteId) },
    );
    const now = await w.revision(quoteId);
    expect(stale).toMatchObject({
      status: 409,
      data: {
        formError: "supplier.quote.errors.changedMeanwhile",
        values: { note: "Theirs" },
        draftVersion: now.version,
      },
    });
    expect(now).toMatchObject({ note: "Theirs", status: "draft" });
    // Without a draft on the page (0), a draft begun meanwhile is not overwritten either.
    const blind = await callRoute(d, reviseAction, revise, w.members.sales, post("save", { note: "Mine" }), {
      quoteId: String(quoteId),
    });
    expect(blind.status).toBe(409);
    expect((await w.revision(quoteId)).note).toBe("Theirs");
  });

  it("fills the price rows from the product's tiers and changes the rows, storing nothing", async () => {
    const { d, w, path } = await setup();
    const filled = await callRoute(
      d,
      newAction,
      path,
      w.members.sales,
      post("fill", {
        "lines.0.product": String(w.productId),
        "lines.0.name": "",
        "lines.0.prices.0.from": "",
        "lines.0.prices.0.price": "",
        "lines.0.prices.1.from": "",
        "lines.0.prices.1.price": "",
        currency: "EUR",
      }),
    );
    expect(filled).toMatchObject({
      status: 200,
      data: {
        ok: true,
        intent: "fill",
        values: {
          "lines.0.prices.0.from": "100",
          "lines.0.prices.0.price": "8.10",
          "lines.0.prices.1.from": "1000",
          "lines.0.prices.1.price": "7.50",
          "lines.0.prices.2.from": "5000",
          "lines.0.prices.2.price": "7.25",
          "lines.0.quantity": "500",
          currency: "USD",
        },
        shape: [3],
      },
    });
    const more = await callRoute(d, newAction, path, w.members.sales, post("add-line"));
    expect(more.data).toMatchObject({ ok: true, shape: [2, 3] });
    const price = await callRoute(d, newAction, path, w.members.sales, post("add-price:0"));
    expect(price.data).toMatchObject({ shape: [3] });
    // Taking out the first price row moves the second up.
    const removed = await callRoute(d, newAction, path, w.members.sales, post("remove-price:0:0"));
    expect(removed.data).toMatchObject({
      shape: [1],
      values: { "lines.0.prices.0.from": "1000", "lines.0.prices.0.price": "7.5" },
    });
    expect((removed.data as { values: Record<string, string> }).values).not.toHaveProperty(
      "lines.0.prices.1.from",
    );
    expect(await threads(d)).toEqual([]);
  });

  it("refuses bad input with a message by each field, keeps what was typed and stores nothing", async () => {
    const { d, w, path } = await setup();
    const bad = await callRoute(
      d,
      newAction,
      path,
      w.members.sales,
      post("send", {
        "lines.0.prices.0.price": "8.1.0",
        "lines.0.variation": "Colour",
        validUntil: "2026-11-30",
      }),
    );
    expect(bad).toMatchObject({
      status: 400,
      data: {
        fields: {
          "lines.0.prices.0.price": "supplier.quote.errors.price",
          "lines.0.variation": "supplier.quote.errors.variation",
          validUntil: "supplier.quote.errors.validUntil",
        },
        values: { "lines.0.prices.0.price": "8.1.0", validUntil: "2026-11-30" },
        shape: [2],
      },
    });
    // The checks between fields: rows in order, a cost for "a cost I give now", the balance's term with a deposit.
    const between = await callRoute(
      d,
      newAction,
      path,
      w.members.sales,
      post("save", { "lines.0.prices.1.from": "50", shipping: "cost", depositPercent: "30" }),
    );
    expect(between).toMatchObject({
      status: 400,
      data: { fields: { "lines.0.prices.1.from": "supplier.quote.errors.priceOrder" } },
    });
    const terms = await callRoute(
      d,
      newAction,
      path,
      w.members.sales,
      post("save", { shipping: "cost", depositPercent: "30" }),
    );
    expect(terms).toMatchObject({
      status: 400,
      data: {
        fields: {
          shippingCost: "supplier.quote.errors.shippingCost",
          balanceDue: "supplier.quote.errors.balanceDue",
        },
      },
    });
    const empty = await callRoute(
      d,
      newAction,
      path,
      w.members.sales,
      post("save", {
        "lines.0.product": "",
        "lines.0.name": "",
        "lines.0.variation": "",
        "lines.0.quantity": "",
        "lines.0.prices.0.from": "",
        "lines.0.prices.0.price": "",
        "lines.0.prices.1.from": "",
        "lines.0.prices.1.price": "",
      }),
    );
    expect(empty.data).toMatchObject({ fields: { lines: "supplier.quote.errors.lines" } });
    const theirs = await d.db
      .insertInto("products")
      .values({ company_id: w.otherCompanyId, category_code: "100100", place_of_origin: "TR" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const foreign = await callRoute(
      d,
      newAction,
      path,
      w.members.sales,
      post("send", { "lines.0.product": String(theirs.id) }),
    );
    expect(foreign).toMatchObject({
      status: 400,
      data: { fields: { "lines.0.product": "supplier.quote.errors.choice" } },
    });
    // An id past the database's range is refused like any unknown product (PostgreSQL would not compare it).
    const huge = await callRoute(
      d,
      newAction,
      path,
      w.members.sales,
      post("send", { "lines.0.product": "99999999999" }),
    );
    expect(huge).toMatchObject({
      status: 400,
      data: { fields: { "lines.0.product": "supplier.quote.errors.choice" } },
    });
    expect((await callRoute(d, newAction, path, w.members.sales, post("nonsense"))).status).toBe(400);
    expect(await threads(d)).toEqual([]);
  });

  it("explains missing bank details: a draft is kept, sending is refused", async () => {
    const { d, w, path } = await setup();
    await d.db.deleteFrom("company_payment_details").where("company_id", "=", w.companyId).execute();
    expect((await callRoute(d, newLoader, path, w.members.sales)).data).toMatchObject({
      hasBankDetails: false,
      problem: "supplier.quote.errors.noBankDetails",
    });
    const refused = await callRoute(d, newAction, path, w.members.sales, post("send"));
    expect(refused).toMatchObject({
      status: 409,
      data: { formError: "supplier.quote.errors.noBankDetails" },
    });
    expect(await threads(d)).toEqual([]);
    expect((await callRoute(d, newAction, path, w.members.sales, post("save"))).status).toBe(303);
    expect(await revisions(d)).toMatchObject([{ status: "draft" }]);
  });

  it("writes nothing for an inquiry from someone without an account", async () => {
    const { d, w } = await setup();
    const dealId = await w.deal({ buyer_user_id: null });
    const path = `/supplier/quotes/new?deal=${dealId}`;
    expect((await callRoute(d, newLoader, path, w.members.sales)).data).toMatchObject({
      problem: "supplier.quote.errors.noBuyerAccount",
    });
    expect(await callRoute(d, newAction, path, w.members.sales, post("save"))).toMatchObject({
      status: 409,
      data: { formError: "supplier.quote.errors.noBuyerAccount" },
    });
    expect(await threads(d)).toEqual([]);
  });

  it("quotes a request for quotation, and says why one the company may not quote is refused", async () => {
    const { d, w } = await setup();
    const rfqId = await w.rfq();
    const path = `/supplier/quotes/new?rfq=${rfqId}`;
    expect((await callRoute(d, newLoader, path, w.members.sales)).data).toMatchObject({
      request: { kind: "rfq", rfqId, title: "Bath towels", quantity: 1000, destinationPort: "Le Havre" },
      values: { incoterm: "CIF" },
    });
    expect((await callRoute(d, newAction, path, w.members.sales, post("send"))).status).toBe(303);
    expect((await w.readRfq(rfqId)).quote_count).toBe(1);

    const outsider = await callRoute(d, newLoader, path, w.outsiderOwner);
    expect(outsider).toMatchObject({ status: 409, data: { refusal: "supplier.quote.errors.rfqCategory" } });
    const full = await w.rfq({ max_quotes: 1, quote_count: 1 });
    const refused = await callRoute(
      d,
      newAction,
      `/supplier/quotes/new?rfq=${full}`,
      w.otherOwner,
      post("send"),
    );
    expect(refused).toMatchObject({ status: 409, data: { formError: "supplier.quote.errors.rfqFull" } });
    expect(await threads(d)).toHaveLength(1);
  });

  it("attaches files judged by their content, at most five, and leaves out those taken out", async () => {
    const { d, w, path } = await setup();
    const fields = Object.fromEntries(post("save").entries());
    const fake = await callRoute(
      d,
      newAction,
      path,
      w.members.sales,
      multipart(fields, [{ name: "spec.pdf", bytes: HTML_AS_PDF }]),
    );
    expect(fake).toMatchObject({
      status: 400,
      data: { fields: { files: "supplier.quote.errors.fileType" } },
    });
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `s${i}.pdf`, bytes: PDF }));
    const many = await callRoute(d, newAction, path, w.members.sales, multipart(fields, six));
    expect(many).toMatchObject({
      status: 400,
      data: { fields: { files: "supplier.quote.errors.fileCount" } },
    });
    expect(await threads(d)).toEqual([]);

    const saved = await callRoute(
      d,
      newAction,
      path,
      w.members.sales,
      multipart(fields, [
        { name: "spec.pdf", bytes: PDF },
        { name: "drawing.pdf", bytes: PDF },
      ]),
    );
    expect(saved.status).toBe(303);
    const [thread] = await threads(d);
    const files = await d.db.selectFrom("quote_attachments").selectAll().orderBy("id").execute();
    expect(files.map((f) => f.original_name)).toEqual(["spec.pdf", "drawing.pdf"]);
    const revise = `/supplier/quotes/${thread!.id}/revise`;
    const params = { quoteId: String(thread!.id) };
    const editor = await callRoute(d, reviseLoader, revise, w.members.sales, undefined, params);
    expect(editor.data).toMatchObject({ attachments: [{ name: "spec.pdf" }, { name: "drawing.pdf" }] });
    const draft = await w.revision(thread!.id);
    const body = multipart({ ...fields, draftVersion: String(draft.version) }, []);
    body.append("removeAttachments", String(files[0]!.id));
    expect((await callRoute(d, reviseAction, revise, w.members.sales, body, params)).status).toBe(303);
    const kept = await d.db.selectFrom("quote_attachments").select("original_name").execute();
    expect(kept).toEqual([{ original_name: "drawing.pdf" }]);
  });
});
