import { expect, it } from "vitest";
import { openSession, SESSION_COOKIE } from "#server/modules/accounts/index.ts";
import { quoteApiWorld, quoteJson } from "#tests/setup/quote-api-fixtures.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { createApi } from "./api.ts";

/**
 * What the quotes and requests for quotation API refuse across its operations, beyond each
 * operation's own tests: another company's inquiry named in the body, a state change sent without
 * any sign that a page of the site sent it, and the same change sent twice at once (of the two,
 * one changes it, the other is a 409, never a 500).
 */

const stored = async (d: TestDeps) => ({
  quotes: await d.db.selectFrom("quotes").select(["id", "deal_id", "rfq_id"]).orderBy("id").execute(),
  revisions: await d.db
    .selectFrom("quote_revisions")
    .select(["id", "status", "version"])
    .orderBy("id")
    .execute(),
  orders: await d.db.selectFrom("orders").select("id").execute(),
  rfqs: await d.db
    .selectFrom("rfqs")
    .select(["id", "status", "version", "is_extended"])
    .orderBy("id")
    .execute(),
});

/** The two answers of one change sent twice at once, the success first. */
const sortedStatuses = (answers: { status: number }[]) => answers.map((a) => a.status).sort((a, b) => a - b);

describeEachDatabase("the trade API across its operations", (deps) => {
  it("starts no quote on another company's inquiry named in the body, whatever the role (404)", async () => {
    const d = deps();
    const { w, as } = await quoteApiWorld(d);
    const theirs = await w.deal({ seller_company_id: w.otherCompanyId });
    const base = `/supplier/companies/${w.companyId}/quotes`;
    const before = await stored(d);
    for (const who of [w.members.owner, w.members.sales]) {
      for (const send of [false, true]) {
        const res = await (await as(who))("POST", base, { body: quoteJson({ dealId: theirs, send }) });
        expect(res.status, `${who.id} send=${send}`).toBe(404);
        expect(res.body.error.code).toBe("not_found");
      }
    }
    // Nor through the other company's address by a member of this one.
    const across = await (await as(w.members.owner))(
      "POST",
      `/supplier/companies/${w.otherCompanyId}/quotes`,
      { body: quoteJson({ dealId: theirs, send: true }) },
    );
    expect(across.status).toBe(404);
    expect(await stored(d)).toEqual(before);
    // The other company's owner may quote it: the refusal above was about who asked.
    const own = await (await as(w.otherOwner))("POST", `/supplier/companies/${w.otherCompanyId}/quotes`, {
      body: quoteJson({ dealId: theirs, send: false }),
    });
    expect(own.status).toBe(201);
  });

  it("refuses every state change that carries neither Origin nor Sec-Fetch-Site: same-origin (403)", async () => {
    const d = deps();
    const { w } = await quoteApiWorld(d);
    const quoteId = await w.sentQuote();
    const dealId = await w.deal();
    const rfqId = await w.rfq();
    const api = createApi(d);
    const env = { incoming: { socket: { remoteAddress: "198.51.100.9" } } };
    const session = async (userId: number) =>
      `${SESSION_COOKIE}=${(await openSession(d, userId, { ip: null, userAgent: null })).token}`;
    const buyer = await session(w.buyer.id);
    const sales = await session(w.members.sales.id);
    const base = `/supplier/companies/${w.companyId}/quotes`;
    const before = await stored(d);
    const changes: [string, string, unknown][] = [
      [buyer, `/quotes/${quoteId}/accept`, { revisionNumber: 1, expectedVersion: 1 }],
      [buyer, `/quotes/${quoteId}/decline`, { reason: "Too dear" }],
      [buyer, `/quotes/${quoteId}/changes`, { comment: "Cheaper" }],
      [buyer, "/rfqs", { title: "Towels" }],
      [buyer, `/rfqs/${rfqId}/close`, { expectedVersion: 1 }],
      [buyer, `/rfqs/${rfqId}/extend`, { expectedVersion: 1, days: 5 }],
      [sales, base, quoteJson({ dealId, send: true })],
      [sales, `${base}/${quoteId}/revisions`, quoteJson({ send: true })],
      [sales, `${base}/${quoteId}/withdraw`, { revision: 1, reason: "Sold out" }],
    ];
    for (const [cookie, path, body] of changes) {
      for (const extra of [
        {},
        { "sec-fetch-site": "same-site" },
        { "sec-fetch-site": "cross-site" },
      ] as Record<string, string>[]) {
        const res = await api.request(
          path,
          {
            method: "POST",
            headers: { host: "localhost:3000", cookie, "content-type": "application/json", ...extra },
            body: JSON.stringify(body),
          },
          env,
        );
        expect(res.status, `${path} ${JSON.stringify(extra)}`).toBe(403);
      }
    }
    expect(await stored(d)).toEqual(before);
  });

  it("accepts a quote once when the buyer's accept arrives twice at once: one order", async () => {
    const d = deps();
    const { w, as } = await quoteApiWorld(d);
    const quoteId = await w.sentQuote();
    const buyer = await as(w.buyer);
    const { version } = (await buyer("GET", `/quotes/${quoteId}`)).body.revisions[0];
    const body = { revisionNumber: 1, expectedVersion: version };
    const answers = await Promise.all([
      buyer("POST", `/quotes/${quoteId}/accept`, { body }),
      buyer("POST", `/quotes/${quoteId}/accept`, { body }),
    ]);
    expect(sortedStatuses(answers)).toEqual([201, 409]);
    expect((await stored(d)).orders).toHaveLength(1);
    expect(await w.revision(quoteId)).toMatchObject({ status: "accepted" });
  });

  it("declines once, and asks for changes once, when the same answer arrives twice at once", async () => {
    const d = deps();
    const { w, as } = await quoteApiWorld(d);
    const buyer = await as(w.buyer);
    for (const [path, body] of [
      ["decline", { reason: "Too dear" }],
      ["changes", { comment: "Cheaper, please" }],
    ] as const) {
      const quoteId = await w.sentQuote();
      const answers = await Promise.all([
        buyer("POST", `/quotes/${quoteId}/${path}`, { body }),
        buyer("POST", `/quotes/${quoteId}/${path}`, { body }),
      ]);
      expect(sortedStatuses(answers), path).toEqual([200, 409]);
      expect(
        (await w.revisions(quoteId)).map((r) => r.status),
        path,
      ).toEqual([path === "decline" ? "declined" : "changes_requested"]);
    }
    expect((await stored(d)).orders).toEqual([]);
  });

  it("starts one quote when a member's first send on an inquiry arrives twice at once", async () => {
    const d = deps();
    const { w, as } = await quoteApiWorld(d);
    const dealId = await w.deal();
    const sales = await as(w.members.sales);
    const base = `/supplier/companies/${w.companyId}/quotes`;
    const body = quoteJson({ dealId, send: true });
    const answers = await Promise.all([sales("POST", base, { body }), sales("POST", base, { body })]);
    expect(sortedStatuses(answers)).toEqual([201, 409]);
    const after = await stored(d);
    expect(after.quotes).toEqual([{ id: expect.any(Number), deal_id: dealId, rfq_id: null }]);
    expect(after.revisions.map((r) => r.status)).toEqual(["sent"]);
  });

  it("withdraws a quote once when the withdrawal arrives twice at once", async () => {
    const d = deps();
    const { w, as } = await quoteApiWorld(d);
    const quoteId = await w.sentQuote();
    const sales = await as(w.members.sales);
    const path = `/supplier/companies/${w.companyId}/quotes/${quoteId}/withdraw`;
    const body = { revision: 1, reason: "Sold out" };
    const answers = await Promise.all([sales("POST", path, { body }), sales("POST", path, { body })]);
    expect(sortedStatuses(answers)).toEqual([200, 409]);
    expect((await w.revisions(quoteId)).map((r) => r.status)).toEqual(["withdrawn"]);
    expect(await w.notices("quote.withdrawn")).toHaveLength(1);
  });

  it("withdraws only the revision the supplier read: one sent meanwhile by a colleague is refused (409)", async () => {
    const d = deps();
    const { w, as } = await quoteApiWorld(d);
    const quoteId = await w.sentQuote();
    const sales = await as(w.members.sales);
    const base = `/supplier/companies/${w.companyId}/quotes/${quoteId}`;
    const next = await sales("POST", `${base}/revisions`, { body: quoteJson({ send: true }) });
    expect(next.status).toBe(200);
    const unseen = await sales("POST", `${base}/withdraw`, { body: { revision: 1, reason: "Sold out" } });
    expect(unseen.status).toBe(409);
    expect((await w.revisions(quoteId)).map((r) => r.status)).toEqual(["superseded", "sent"]);
    expect(await w.notices("quote.withdrawn")).toHaveLength(0);
    const read = await sales("POST", `${base}/withdraw`, { body: { revision: 2, reason: "Sold out" } });
    expect(read.status).toBe(200);
    expect((await w.revisions(quoteId)).map((r) => r.status)).toEqual(["superseded", "withdrawn"]);
  });

  it("closes and extends a request for quotation once when the same click arrives twice at once", async () => {
    const d = deps();
    const { w, as } = await quoteApiWorld(d);
    const buyer = await as(w.buyer);
    const toClose = await w.rfq();
    const closing = await Promise.all([
      buyer("POST", `/rfqs/${toClose}/close`, { body: { expectedVersion: 1 } }),
      buyer("POST", `/rfqs/${toClose}/close`, { body: { expectedVersion: 1 } }),
    ]);
    expect(sortedStatuses(closing)).toEqual([200, 409]);
    expect(await w.readRfq(toClose)).toMatchObject({ status: "closed", version: 2 });

    const toExtend = await w.rfq();
    const closesAt = (await w.readRfq(toExtend)).closes_at;
    const extending = await Promise.all([
      buyer("POST", `/rfqs/${toExtend}/extend`, { body: { expectedVersion: 1, days: 5 } }),
      buyer("POST", `/rfqs/${toExtend}/extend`, { body: { expectedVersion: 1, days: 5 } }),
    ]);
    expect(sortedStatuses(extending)).toEqual([200, 409]);
    const extended = await w.readRfq(toExtend);
    expect(extended).toMatchObject({ status: "open", version: 2, is_extended: true });
    const ms = (at: unknown) => new Date(at as string | Date).getTime();
    expect(ms(extended.closes_at) - ms(closesAt)).toBe(5 * 86_400_000);
  });
});
