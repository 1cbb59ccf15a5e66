import { afterAll, beforeAll, expect, it } from "vitest";
import { SESSION_COOKIE } from "#server/modules/accounts/index.ts";
import { PDF } from "../setup/evidence-fixtures.ts";
import { quoteWorld } from "../setup/quote-fixtures.ts";
import { describeEachDatabase, type TestDeps } from "../setup/test-db.ts";
import { expectPdfDownload } from "./expect-download.ts";
import { closeServerModules, loadServerModules, type ServerModules } from "./fuzz/app-under-fuzz.ts";
import { pageClient, signIn } from "./page-client.ts";

/**
 * The buyer's quote pages through the whole app, as a browser meets them: only the quote's buyer
 * sees it (anyone else a 404, nobody a page without signing in), never before something was sent;
 * the answers change the quote only when the page showed what is answered; a form from another
 * site changes nothing. The answers' rules themselves are in the quotes module's tests.
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

/** A page in French, as the buyer's language subdomain serves it. */
async function frenchPage(d: TestDeps, userId: number, path: string) {
  const app = modules.createApp(d, { clientDir: undefined });
  return app.fetch(
    new Request(`http://fr.localhost:3000${path}`, {
      headers: {
        host: "fr.localhost:3000",
        accept: "text/html",
        cookie: `${SESSION_COOKIE}=${await signIn(d, userId)}`,
      },
      redirect: "manual",
    }),
  );
}

const NOW = "2026-12-01T09:00:00Z";
/** A page's HTML without the markers React leaves between adjacent texts, so sentences read whole. */
const textOf = async (response: Response) => (await response.text()).replaceAll("<!-- -->", "");
const path = (id: number) => `/profile/quotes/${id}`;
const orders = (d: TestDeps) => d.db.selectFrom("orders").select(["id", "buyer_user_id"]).execute();

describeEachDatabase("the buyer's quote pages", (deps) => {
  const setup = async () => {
    const d = deps();
    d.clock.set(NOW);
    return { d, w: await quoteWorld(d) };
  };

  it("shows a quote only to its buyer, once sent: anonymous signs in, anyone else gets a 404", async () => {
    const { d, w } = await setup();
    const id = await w.sentQuote();

    const anonymous = await client(d);
    const login = await anonymous("GET", path(id));
    expect(login.status).toBe(302);
    expect(login.headers.get("location")).toBe(`/login?returnUrl=${encodeURIComponent(path(id))}`);
    expect((await anonymous("GET", "/profile/quotes")).headers.get("location")).toBe(
      "/login?returnUrl=%2Fprofile%2Fquotes",
    );
    expect((await anonymous("GET", `${path(id)}/files/1`)).status).toBe(302);

    for (const who of [w.otherBuyer, w.members.owner, w.members.sales, w.otherOwner]) {
      const other = await client(d, who.id);
      expect((await other("GET", path(id))).status).toBe(404);
      // The supplier's members cannot answer as the buyer, however the form is filled.
      const answer = await other("POST", path(id), { intent: "accept", revision: "1", confirmed: "on" });
      expect(answer.status).toBe(404);
      expect((await other("POST", path(id), { intent: "decline", revision: "1", reason: "" })).status).toBe(
        404,
      );
    }
    expect((await w.revision(id)).status).toBe("sent");
    expect(await orders(d)).toEqual([]);

    const buyer = await client(d, w.buyer.id);
    expect((await buyer("GET", "/profile/quotes/999999")).status).toBe(404);
    expect((await buyer("GET", "/profile/quotes/not-a-number")).status).toBe(404);
    expect((await buyer("GET", "/profile/quotes/99999999999")).status).toBe(404);

    // A quote the supplier has only drafted is not the buyer's to see, in the list or by its address.
    const dealId = await w.deal();
    const { quoteId: draft } = await w.save({ dealId }, { send: false, values: { note: "Draft thoughts" } });
    expect((await buyer("GET", path(draft))).status).toBe(404);
    const list = await (await buyer("GET", "/profile/quotes")).text();
    expect(list).toContain(`data-quote-id="${id}"`);
    expect(list).not.toContain(`data-quote-id="${draft}"`);
    // The draft of a next revision neither: the buyer reads the revision sent.
    await w.save({ quoteId: id }, { send: false, values: { note: "Next revision, not sent yet" } });
    const page = await textOf(await buyer("GET", path(id)));
    expect(page).not.toContain("Next revision, not sent yet");
    expect(page).not.toContain("Revision 2");
  });

  it("renders the quote in full in the buyer's language, with price rows, totals and terms, and marks it seen once", async () => {
    const { d, w } = await setup();
    const dealId = await w.deal();
    const { quoteId: id } = await w.save(
      { dealId },
      {
        values: {
          "lines.0.product": String(w.productId),
          "lines.0.name": "",
          shipping: "cost",
          shippingCost: "250",
          depositPercent: "30",
          balanceDue: "against_documents",
          note: "Packed in cartons of 50.",
        },
      },
    );
    expect((await w.revision(id)).status).toBe("sent");
    const buyer = await client(d, w.buyer.id);
    const response = await buyer("GET", path(id));
    expect(response.status).toBe(200);
    const html = await textOf(response);
    expect(html).toContain(`Quote Q-${String(id).padStart(6, "0")}`);
    expect(html).toContain("Anatolia Textiles");
    expect(html).toContain("Towels for a hotel");
    expect(html).toContain("Bath towel 70x140");
    // Each price row, the one the line's 500 pieces reach marked as theirs; the line priced at it.
    expect(html).toMatch(/from 100 Piece: <span[^>]*>\$8\.10<\/span><span[^>]*>your price/);
    expect(html).toContain("from 1,000 Piece");
    expect(html).toContain("$7.50");
    expect(html).toContain("$4,050.00");
    expect(html).toContain("$250.00");
    expect(html).toMatch(/data-quote-total="true">\$4,300\.00/);
    expect(html).toContain("FOB");
    expect(html).toContain("Istanbul");
    expect(html).toContain("30 % deposit before production, the balance against the shipping documents");
    expect(html).toContain("Ships within 30 days");
    expect(html).toContain("Packed in cartons of 50.");
    expect(html).toContain('data-validity="open"');
    expect(html).toContain("30 days left");
    // The answers the flow allows, each naming the revision and version shown.
    for (const intent of ["accept", "request_changes", "decline"])
      expect(html).toContain(`data-answer-form="${intent}"`);
    const seen = await w.revision(id);
    expect(seen.status).toBe("seen");
    expect(html).toContain(`name="version" value="${seen.version}"`);
    expect(html).toContain('name="revision" value="1"');

    // Seen once: opening it again changes nothing.
    await buyer("GET", path(id));
    expect(await w.audits("quote.see")).toHaveLength(1);
    expect((await w.revision(id)).version).toBe(seen.version);

    // The product named in the language the page is read in.
    const french = await textOf(await frenchPage(d, w.buyer.id, path(id)));
    expect(french).toContain("Serviette de bain 70x140");
    expect(french).toContain("Serviettes pour hôtel");
  });

  it("shows what changed since the revision before, highlighted, and folds the earlier revisions", async () => {
    const { d, w } = await setup();
    const id = await w.sentQuote();
    const buyer = await client(d, w.buyer.id);
    await buyer("GET", path(id));
    const asked = await buyer("POST", path(id), {
      intent: "request_changes",
      revision: "1",
      version: String((await w.revision(id)).version),
      comment: "Could you do 7.90 and ship in 25 days?",
    });
    expect(asked.status).toBe(303);
    await w.save(
      { quoteId: id },
      { values: { "lines.0.prices.0.price": "7.90", leadTimeDays: "25", note: "As you asked." } },
    );

    const html = await textOf(await buyer("GET", path(id)));
    expect(html).toContain('data-quote-changes="1"');
    expect(html).toContain("What changed since revision 1");
    const changes = html.slice(html.indexOf('data-quote-changes="1"'), html.indexOf("data-line-id"));
    expect(changes).toContain('data-change="leadTimeDays"');
    expect(changes).toMatch(/30 days.*→.*25 days/s);
    expect(changes).toContain('data-change="note"');
    expect(changes).toContain('data-change="line_changed"');
    expect(changes).toMatch(/\$8\.10.*→.*\$7\.90/s);
    // The latest first and in full; revision 1 folded below with the buyer's request.
    expect(html.indexOf("Revision 2 (the latest)")).toBeGreaterThan(-1);
    const earlier = html.slice(html.indexOf("data-earlier-revisions"));
    expect(earlier).toMatch(/<details[^>]*data-revision="1"/);
    expect(earlier).toContain("You asked for changes on");
    expect(earlier).toContain("Could you do 7.90 and ship in 25 days?");
    expect(html.indexOf("data-earlier-revisions")).toBeGreaterThan(html.indexOf('data-quote-changes="1"'));
  });

  it("asks for changes and declines only with words, and refuses an answer to an older revision", async () => {
    const { d, w } = await setup();
    const id = await w.sentQuote();
    const buyer = await client(d, w.buyer.id);
    await buyer("GET", path(id));
    const version = String((await w.revision(id)).version);

    const empty = await buyer("POST", path(id), {
      intent: "request_changes",
      revision: "1",
      version,
      comment: " ",
    });
    expect(empty.status).toBe(400);
    const emptyHtml = await empty.text();
    expect(emptyHtml).toContain("Say what you would like changed");
    expect(emptyHtml).toMatch(/aria-describedby="quote-\d+-request_changes-comment-error"/);
    expect((await w.revision(id)).status).toBe("seen");

    const asked = await buyer("POST", path(id), {
      intent: "request_changes",
      revision: "1",
      version,
      comment: "A lower price, please.",
    });
    expect(asked.status).toBe(303);
    expect(asked.headers.get("location")).toBe(`${path(id)}?done=changes_requested`);
    expect(await w.revision(id)).toMatchObject({
      status: "changes_requested",
      reason: "A lower price, please.",
    });
    const after = await textOf(await buyer("GET", `${path(id)}?done=changes_requested`));
    expect(after).toContain("Your request for changes was sent.");
    // Nothing more to answer until the supplier sends the next revision.
    expect(after).not.toContain("data-answer-form");

    // The supplier sends revision 2: an answer naming revision 1 is refused and changes nothing.
    await w.save({ quoteId: id }, { values: { "lines.0.prices.0.price": "7.90" } });
    const stale = await buyer("POST", path(id), { intent: "decline", revision: "1", reason: "Too late" });
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain("The supplier sent a newer revision of this quote meanwhile.");
    // Shown again as it is now (so seen), and not declined.
    expect((await w.revision(id)).status).toBe("seen");

    const noReason = await buyer("POST", path(id), { intent: "decline", revision: "2", reason: "" });
    expect(noReason.status).toBe(400);
    expect(await noReason.text()).toContain("Say why you decline");
    const declined = await buyer("POST", path(id), {
      intent: "decline",
      revision: "2",
      reason: "Found another supplier",
    });
    expect(declined.status).toBe(303);
    expect(declined.headers.get("location")).toBe(`${path(id)}?done=declined`);
    expect(await w.revision(id)).toMatchObject({ status: "declined", reason: "Found another supplier" });
    expect((await w.readDeal((await w.thread(id)).deal_id!)).seller_stage).toBe("Lost");
    const html = await textOf(await buyer("GET", `${path(id)}?done=declined`));
    expect(html).toContain("You declined the quote.");
    expect(html).toContain("Found another supplier");

    // An answer without a revision, or to one that never was, is refused without a change.
    expect((await buyer("POST", path(id), { intent: "decline", reason: "x" })).status).toBe(400);
    expect((await buyer("POST", path(id), { intent: "decline", revision: "9", reason: "x" })).status).toBe(
      404,
    );
    expect((await buyer("POST", path(id), { intent: "shout", revision: "2" })).status).toBe(400);
  });

  it("accepts only with the box ticked, goes to the new order, and refuses a second accept or one after the last valid day", async () => {
    const { d, w } = await setup();
    const id = await w.sentQuote();
    const buyer = await client(d, w.buyer.id);
    await buyer("GET", path(id));
    const version = String((await w.revision(id)).version);

    const unticked = await buyer("POST", path(id), { intent: "accept", revision: "1", version });
    expect(unticked.status).toBe(400);
    expect(await unticked.text()).toContain("Tick the box to confirm that you accept the quote");
    expect(await orders(d)).toEqual([]);

    const accepted = await buyer("POST", path(id), {
      intent: "accept",
      revision: "1",
      version,
      confirmed: "on",
    });
    expect(accepted.status).toBe(303);
    const [order] = await orders(d);
    expect(order).toMatchObject({ buyer_user_id: w.buyer.id });
    expect(accepted.headers.get("location")).toBe(`/profile/orders/${order!.id}`);
    expect(await w.revision(id)).toMatchObject({ status: "accepted", order_id: order!.id });
    expect((await buyer("GET", `/profile/orders/${order!.id}`)).status).toBe(200);

    const again = await buyer("POST", path(id), {
      intent: "accept",
      revision: "1",
      version,
      confirmed: "on",
    });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("This quote has moved on meanwhile");
    expect(await orders(d)).toHaveLength(1);
    const html = await textOf(await buyer("GET", path(id)));
    expect(html).toContain(`href="/profile/orders/${order!.id}"`);
    expect(html).not.toContain("data-answer-form");

    // Another quote, valid 30 days: the day after its last day it can no longer be accepted.
    const late = await w.sentQuote();
    const lateVersion = String((await w.revision(late)).version);
    d.clock.set(Date.parse(NOW) + 31 * 86_400_000);
    // A new session: the first one has been idle for a month on the moved clock.
    const later = await client(d, w.buyer.id);
    const page = await textOf(await later("GET", path(late)));
    expect(page).toContain('data-validity="expired"');
    expect(page).toContain("This quote expired after");
    expect(page).not.toContain('data-answer-form="accept"');
    const expired = await later("POST", path(late), {
      intent: "accept",
      revision: "1",
      version: lateVersion,
      confirmed: "on",
    });
    expect(expired.status).toBe(409);
    expect(await expired.text()).toContain("This quote is past its last valid day");
    expect((await w.revision(late)).status).toBe("seen");
    expect(await orders(d)).toHaveLength(1);
  });

  it("refuses an answer posted from another site and changes nothing", async () => {
    const { d, w } = await setup();
    const id = await w.sentQuote();
    const buyer = await client(d, w.buyer.id);
    const answers: Record<string, string>[] = [
      { intent: "accept", revision: "1", confirmed: "on" },
      { intent: "decline", revision: "1", reason: "No" },
      { intent: "request_changes", revision: "1", comment: "Cheaper" },
    ];
    for (const fields of answers)
      expect((await buyer("POST", path(id), fields, "https://evil.example")).status).toBe(403);
    expect((await w.revision(id)).status).toBe("sent");
    expect(await orders(d)).toEqual([]);
  });

  it("lists the buyer's quotes with their status in words, filtered and a page at a time", async () => {
    const { d, w } = await setup();
    const empty = await (await (await client(d, w.otherBuyer.id))("GET", "/profile/quotes")).text();
    expect(empty).toContain("You have no quotes yet.");

    const open = await w.sentQuote();
    const declined = await w.sentQuote();
    await w.setStatus(declined, "declined");
    const buyer = await client(d, w.buyer.id);
    const html = await textOf(await buyer("GET", "/profile/quotes"));
    const row = (id: number) => html.slice(html.indexOf(`data-quote-id="${id}"`)).split("</tr>")[0]!;
    expect(row(open)).toContain("New");
    expect(row(open)).toContain("Anatolia Textiles");
    expect(row(open)).toContain("Towels for a hotel");
    expect(row(open)).toContain("$4,050.00");
    expect(row(open)).toContain("30 days left");
    expect(row(declined)).toContain('data-quote-status="declined"');
    expect(row(declined)).toContain("Declined");

    const filtered = await (await buyer("GET", "/profile/quotes?status=declined")).text();
    expect(filtered).toContain(`data-quote-id="${declined}"`);
    expect(filtered).not.toContain(`data-quote-id="${open}"`);
    expect(filtered).toMatch(/aria-current="page"[^>]*>Declined</);
    expect(await (await buyer("GET", "/profile/quotes?status=accepted")).text()).toContain("No quotes here.");
    // A filter that makes no sense is no filter.
    expect(await (await buyer("GET", "/profile/quotes?status=nonsense&page=-3")).text()).toContain(
      `data-quote-id="${open}"`,
    );

    // Twenty to a page: the twenty-first quote is on the second.
    for (let i = 0; i < 19; i++) await w.sentQuote();
    const first = await (await buyer("GET", "/profile/quotes")).text();
    expect(first.match(/data-quote-id="/g)).toHaveLength(20);
    expect(first).toContain('href="/profile/quotes?page=2"');
    const second = await (await buyer("GET", "/profile/quotes?page=2")).text();
    expect(second.match(/data-quote-id="/g)).toHaveLength(1);
    // The oldest change comes last.
    expect(second).toContain(`data-quote-id="${open}"`);
  });

  it("lets only the quote's buyer download its sent files, as attachments in their stored type", async () => {
    const { d, w } = await setup();
    const dealId = await w.deal();
    const { quoteId: id } = await w.save({ dealId }, {}, [{ name: "spec sheet.pdf", bytes: PDF }]);
    const [file] = await d.db.selectFrom("quote_attachments").select("id").execute();
    const href = `${path(id)}/files/${file!.id}`;
    const buyer = await client(d, w.buyer.id);
    expect(await textOf(await buyer("GET", path(id)))).toContain(`href="${href}"`);
    await expectPdfDownload(await buyer("GET", href), "spec%20sheet.pdf");

    expect((await (await client(d, w.otherBuyer.id))("GET", href)).status).toBe(404);
    // The supplier's members open it from their workspace, never through the buyer's address.
    expect((await (await client(d, w.members.owner.id))("GET", href)).status).toBe(404);
    // Another quote's file through this quote's address, and made-up ids.
    const other = await w.sentQuote();
    expect((await buyer("GET", `${path(other)}/files/${file!.id}`)).status).toBe(404);
    expect((await buyer("GET", `${path(id)}/files/abc`)).status).toBe(404);
    // A file added to a draft of the next revision waits until it is sent.
    await w.save({ quoteId: id }, { send: false }, [{ name: "drawing.pdf", bytes: PDF }]);
    const drafted = await d.db
      .selectFrom("quote_attachments")
      .select("id")
      .where("original_name", "=", "drawing.pdf")
      .executeTakeFirstOrThrow();
    expect((await buyer("GET", `${path(id)}/files/${drafted.id}`)).status).toBe(404);
  });
});
