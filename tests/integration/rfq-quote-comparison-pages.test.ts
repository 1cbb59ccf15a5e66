import { afterAll, beforeAll, expect, it } from "vitest";
import { quoteWorld } from "../setup/quote-fixtures.ts";
import { describeEachDatabase, type TestDeps } from "../setup/test-db.ts";
import { closeServerModules, loadServerModules, type ServerModules } from "./fuzz/app-under-fuzz.ts";
import { pageClient, signIn } from "./page-client.ts";

/**
 * The comparison of a request's quotes on the buyer's pages: each supplier's latest sent revision
 * priced at the request's quantity from its price rows, sorted by the address, the best of each
 * row marked in words; only the request's buyer sees it, and accepting from it makes the order.
 */
let modules: ServerModules;
beforeAll(async () => {
  modules = await loadServerModules();
}, 120_000);
afterAll(async () => {
  await closeServerModules();
});

const client = async (d: TestDeps, userId?: number) =>
  pageClient(modules, d, userId ? await signIn(d, userId) : undefined);
const textOf = async (response: Response) => (await response.text()).replaceAll("<!-- -->", "");
/** The comparison's page: the buyer's request, in its quotes section. */
const comparisonPath = (rfqId: number) => `/profile/rfqs/${rfqId}`;
/** One quote's cell of a row. */
const cell = (rowHtml: string, quoteId: number) => {
  const start = rowHtml.indexOf(`data-cell="${quoteId}"`);
  return start < 0 ? "" : rowHtml.slice(start, rowHtml.indexOf("</td>", start));
};
/** The quotes' columns in the order shown. */
const columns = (html: string) => [...html.matchAll(/data-compared-quote="(\d+)"/g)].map((m) => Number(m[1]));
/** The row of the table whose heading is `label`. */
const row = (html: string, label: string) => {
  const start = html.indexOf(`>${label}</th>`);
  return start < 0 ? "" : html.slice(start, html.indexOf("</tr>", start));
};

describeEachDatabase("the comparison of a request's quotes", (deps) => {
  /**
   * A request for 1,000 pieces with two quotes: Anatolia's at 8.10 from 100 and 7.50 from 1,000
   * (its line is for 500, but 1,000 reach the second row), 30 days lead time, valid 30 days;
   * Aegean's at 7.80 from 100, 20 days lead time, valid 10 days.
   */
  const setup = async () => {
    const d = deps();
    d.clock.set("2026-12-01T09:00:00Z");
    const w = await quoteWorld(d);
    await d.db.updateTable("companies").set({ is_verified: true }).where("id", "=", w.companyId).execute();
    const rfqId = await w.rfq();
    const anatolia = (await w.save({ rfqId })).quoteId;
    const aegean = (
      await w.save(
        { rfqId },
        {
          who: w.otherOwner,
          company: w.otherCompanyId,
          values: {
            "lines.0.prices.0.price": "7.80",
            "lines.0.prices.1.from": "",
            "lines.0.prices.1.price": "",
            leadTimeDays: "20",
            validUntil: "2026-12-11",
          },
        },
      )
    ).quoteId;
    return { d, w, rfqId, anatolia, aegean };
  };

  it("prices each quote at the request's quantity from its price rows and marks the best of each row", async () => {
    const { d, w, rfqId, anatolia, aegean } = await setup();
    const buyer = await client(d, w.buyer.id);
    const response = await buyer("GET", comparisonPath(rfqId));
    expect(response.status).toBe(200);
    const html = await textOf(response);
    expect(html).toContain("Bath towels");
    expect(html).toContain("Each quote is priced at the quantity you asked for, 1,000 Piece");
    // The quote itself is for 500 pieces at 8.10; at the request's 1,000 its second row applies.
    expect(html).toMatch(new RegExp(`data-unit-price="${anatolia}"><span[^>]*>\\$7\\.50<`));
    expect(html).toMatch(new RegExp(`data-total="${anatolia}"><span[^>]*>\\$7,500\\.00<`));
    expect(html).toMatch(new RegExp(`data-unit-price="${aegean}"><span[^>]*>\\$7\\.80<`));
    expect(html).toMatch(new RegExp(`data-total="${aegean}"><span[^>]*>\\$7,800\\.00<`));
    // Lowest total first, by default.
    expect(columns(html)).toEqual([anatolia, aegean]);
    // The best of each row in words (the colour only helps): Anatolia's prices and validity, Aegean's lead time.
    const price = row(html, "Unit price at 1,000 Piece");
    expect(cell(price, anatolia)).toContain('data-best="price"');
    expect(cell(price, anatolia)).toContain("Lowest");
    expect(cell(price, aegean)).not.toContain("Lowest");
    const total = row(html, "Total for 1,000 Piece");
    expect(cell(total, anatolia)).toContain("Lowest");
    expect(cell(total, aegean)).not.toContain("data-best");
    const lead = row(html, "Lead time");
    expect(cell(lead, aegean)).toMatch(/20 days.*Shortest/s);
    expect(cell(lead, anatolia)).not.toContain("Shortest");
    const valid = row(html, "Valid for");
    expect(cell(valid, anatolia)).toMatch(/30 days left.*Longest/s);
    expect(cell(valid, aegean)).toContain("10 days left");
    expect(cell(valid, aegean)).not.toContain("Longest");
    expect(row(html, "Country and verification")).toMatch(/Verified.*Not verified/s);
    expect(row(html, "Incoterm and named place")).toContain("Istanbul");
    expect(row(html, "Payment terms")).toContain("The whole amount before shipment");
    expect(html).toContain(`href="/profile/quotes/${anatolia}"`);
    // Each quote that can be accepted offers it here, posting to the quote's own page.
    expect(html).toContain(`data-compare-accept="${anatolia}"`);
    expect(html).toMatch(new RegExp(`action="/profile/quotes/${aegean}"`));
  });

  it("sorts by the address's sort, and puts quotes that cannot be accepted last", async () => {
    const { d, w, rfqId, anatolia, aegean } = await setup();
    const buyer = await client(d, w.buyer.id);
    const sorted = async (sort: string) =>
      columns(await textOf(await buyer("GET", `${comparisonPath(rfqId)}?sort=${sort}`)));
    expect(await sorted("total")).toEqual([anatolia, aegean]);
    expect(await sorted("price")).toEqual([anatolia, aegean]);
    expect(await sorted("lead")).toEqual([aegean, anatolia]);
    expect(await sorted("validity")).toEqual([anatolia, aegean]);
    expect(await sorted("nonsense")).toEqual([anatolia, aegean]);
    const html = await textOf(await buyer("GET", `${comparisonPath(rfqId)}?sort=lead`));
    expect(html).toMatch(/aria-current="true"[^>]*data-sort="lead"/);
    expect(html).toContain("Shortest lead time first");

    // A declined quote can no longer be accepted: it comes last, unmarked, with its status.
    await w.setStatus(anatolia, "declined");
    const after = await textOf(await buyer("GET", comparisonPath(rfqId)));
    expect(columns(after)).toEqual([aegean, anatolia]);
    expect(after).not.toContain("data-best=");
    expect(after).not.toContain(`data-compare-accept="${anatolia}"`);
    expect(row(after, "Valid for")).toContain('data-quote-status="declined"');
  });

  it("shows the comparison only to the request's buyer", async () => {
    const { d, w, rfqId } = await setup();
    const anonymous = await client(d);
    const login = await anonymous("GET", comparisonPath(rfqId));
    expect(login.status).toBe(302);
    expect(login.headers.get("location")).toBe(
      `/login?returnUrl=${encodeURIComponent(comparisonPath(rfqId))}`,
    );
    for (const who of [w.otherBuyer, w.members.owner, w.otherOwner])
      expect((await (await client(d, who.id))("GET", comparisonPath(rfqId))).status).toBe(404);
    const buyer = await client(d, w.buyer.id);
    expect((await buyer("GET", comparisonPath(999999))).status).toBe(404);
    expect((await buyer("GET", "/profile/rfqs/x")).status).toBe(404);
    // A request without quotes says so.
    const empty = await w.rfq();
    expect(await textOf(await buyer("GET", comparisonPath(empty)))).toContain("No quotes yet.");
  });

  it("accepts a quote from the comparison: the order is made and the page goes to it", async () => {
    const { d, w, rfqId, aegean } = await setup();
    const buyer = await client(d, w.buyer.id);
    const accepted = await buyer("POST", `/profile/quotes/${aegean}`, {
      intent: "accept",
      revision: "1",
      confirmed: "on",
    });
    expect(accepted.status).toBe(303);
    const order = await d.db.selectFrom("orders").select("id").executeTakeFirstOrThrow();
    expect(accepted.headers.get("location")).toBe(`/profile/orders/${order.id}`);
    expect(await w.readRfq(rfqId)).toMatchObject({ closed_reason: "awarded", awarded_quote_id: aegean });
    const html = await textOf(await buyer("GET", comparisonPath(rfqId)));
    expect(row(html, "Valid for")).toContain('data-quote-status="accepted"');
  });
});
