import { afterAll, beforeAll, expect, it } from "vitest";
import { addDays, quoteNumber } from "#core/rules/quote-flow.ts";
import { PDF } from "../setup/evidence-fixtures.ts";
import { quoteForm, quoteWorld } from "../setup/quote-fixtures.ts";
import { describeEachDatabase, type TestDeps } from "../setup/test-db.ts";
import { closeServerModules, loadServerModules, type ServerModules } from "./fuzz/app-under-fuzz.ts";
import { pageClient, signIn } from "./page-client.ts";

/**
 * The supplier's quote pages through the whole app: they render for those who may use them, a
 * quote with its file goes out as a multipart form, and a form posted from another site changes
 * nothing.
 */
let modules: ServerModules;
beforeAll(async () => {
  modules = await loadServerModules();
}, 120_000);
afterAll(async () => {
  await closeServerModules();
});

const client = async (d: TestDeps, userId: number) => pageClient(modules, d, await signIn(d, userId));
const EVIL = "https://evil.example";

describeEachDatabase("the supplier's quote pages in the app", (deps) => {
  it("renders the editor, the quote and the list, and refuses their forms from another site", async () => {
    const d = deps();
    d.clock.set("2026-12-01T09:00:00Z");
    const w = await quoteWorld(d);
    const dealId = await w.deal();
    const sales = await client(d, w.members.sales.id);

    const inquiry = await (await sales("GET", `/supplier/inquiries/${dealId}`)).text();
    expect(inquiry).toContain(`href="/supplier/quotes/new?deal=${dealId}"`);
    const page = await sales("GET", `/supplier/quotes/new?deal=${dealId}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Write a quote");
    expect(html).toContain("Towels for a hotel");
    expect(html).toContain('name="lines.0.prices.0.from"');
    expect(html).toContain('name="validUntil"');
    expect(html).toContain('href="/supplier/quotes"');

    const fields = {
      ...quoteForm({ validUntil: addDays("2026-12-01", 30) }),
      intent: "send",
      draftVersion: "0",
    };
    const foreign = await sales("POST", `/supplier/quotes/new?deal=${dealId}`, fields, EVIL);
    expect(foreign.status).toBe(403);
    expect(await d.db.selectFrom("quotes").selectAll().execute()).toEqual([]);

    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.append(key, value);
    body.append("files", new File([PDF], "spec.pdf", { type: "application/pdf" }));
    const sent = await sales("POST", `/supplier/quotes/new?deal=${dealId}`, body);
    expect(sent.status).toBe(303);
    const [thread] = await d.db.selectFrom("quotes").selectAll().execute();
    expect(sent.headers.get("location")).toBe(`/supplier/quotes/${thread!.id}?done=sent`);

    const viewer = await client(d, w.members.viewer.id);
    const quote = await (await viewer("GET", `/supplier/quotes/${thread!.id}?done=sent`)).text();
    expect(quote).toContain(quoteNumber(thread!.id));
    expect(quote).toContain("Revision 1");
    expect(quote).toContain("The quote is sent.");
    const [file] = await d.db.selectFrom("quote_attachments").selectAll().execute();
    expect(quote).toContain(`href="/supplier/quotes/${thread!.id}/files/${file!.id}"`);
    const download = await viewer("GET", `/supplier/quotes/${thread!.id}/files/${file!.id}`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-disposition")).toContain("attachment");

    const list = await (await viewer("GET", "/supplier/quotes")).text();
    expect(list).toContain(`href="/supplier/quotes/${thread!.id}"`);

    const revision = await w.revision(thread!.id);
    const withdraw = {
      intent: "withdraw",
      revision: "1",
      version: String(revision.version),
      reason: "No stock",
    };
    const foreignWithdraw = await sales("POST", `/supplier/quotes/${thread!.id}`, withdraw, EVIL);
    expect(foreignWithdraw.status).toBe(403);
    expect((await w.revision(thread!.id)).status).toBe("sent");
    const withdrawn = await sales("POST", `/supplier/quotes/${thread!.id}`, withdraw);
    expect(withdrawn.status).toBe(303);
    expect((await w.revision(thread!.id)).status).toBe("withdrawn");
  });
});
