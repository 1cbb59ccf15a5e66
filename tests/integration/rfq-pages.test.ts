import { afterAll, beforeAll, expect, it } from "vitest";
import { closeRfq } from "#server/modules/rfqs/index.ts";
import { PDF } from "../setup/evidence-fixtures.ts";
import { DAY, type RfqWorld, rfqWorld, START } from "../setup/rfq-fixtures.ts";
import { describeEachDatabase, type TestDeps } from "../setup/test-db.ts";
import { expectPdfDownload } from "./expect-download.ts";
import { closeServerModules, loadServerModules, type ServerModules } from "./fuzz/app-under-fuzz.ts";
import { pageClient, signIn } from "./page-client.ts";

/**
 * The requests for quotation through the whole app, as a browser meets them: the supplier's list
 * and request pages with their links to quote, the buyer named only once revealed, a request's
 * file as a download; and the public board, which never names who asks, lists open requests only,
 * narrows by category, and is in the sitemap while it lists something.
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

/**
 * Open towels (with a drawing, translated into English by machine) and pumps; bedding closed by
 * the buyer; linen past its deadline, not closed by a run yet.
 */
async function requests(d: TestDeps, w: RfqWorld) {
  d.clock.set(START - 2 * DAY);
  const late = await w.post({ title: "Late linen", openDays: "1" });
  d.clock.set(START - 3 * 60_000);
  const towels = await w.post(
    { title: "Serviettes de bain", description: "Coton ourlé, 500 g/m²" },
    { files: [{ name: "plan de coupe.pdf", bytes: PDF }] },
  );
  await d.db
    .insertInto("rfq_texts")
    .values({
      rfq_id: towels,
      lang: "en",
      title: "Bath towels",
      description: "Hemmed cotton, 500 gsm",
      origin: "machine",
      created_at: new Date(START).toISOString(),
    })
    .execute();
  d.clock.set(START - 2 * 60_000);
  const bedding = await w.post({ title: "Duvet covers", categoryCode: w.codes.bedding });
  await closeRfq(d, w.buyer, bedding, 1, null);
  d.clock.set(START - 60_000);
  const pumps = await w.post({ title: "Water pumps", categoryCode: w.codes.pumps });
  d.clock.set(START);
  return { towels, bedding, pumps, late };
}

/** Everything of the world's buyer that only a revealed quote may show. */
async function buyerIdentity(d: TestDeps, w: RfqWorld) {
  const user = await d.db
    .selectFrom("users")
    .select(["email", "last_name"])
    .where("id", "=", w.buyer.id)
    .executeTakeFirstOrThrow();
  return { email: user.email, lastName: user.last_name, phone: "+33 1 23 45 67 89" };
}

describeEachDatabase("the request for quotation pages in the app", (deps) => {
  it("lists the company's requests with Quote now or its quote, and the workspace links to them", async () => {
    const d = deps();
    const w = await rfqWorld(d);
    const r = await requests(d, w);
    const { quoteId } = await w.quote(r.pumps, w.pumpsCompanyId);
    const sales = await client(d, w.members.sales.id);

    const list = await sales("GET", "/supplier/rfqs");
    expect(list.status).toBe(200);
    const html = await list.text();
    expect(html).toContain('href="/supplier/rfqs"');
    expect(html).toContain("Bath towels");
    expect(html).toContain("Machine translation from French");
    expect(html).toContain(`href="/supplier/rfqs/${r.towels}"`);
    expect(html).toContain(`href="/supplier/quotes/new?rfq=${r.towels}"`);
    expect(html).toContain("Days left: 13");
    expect(html).toContain("0 of 3");
    expect(html).not.toContain("Water pumps");
    expect(html).not.toContain("Duvet covers");
    expect(html).not.toContain("Late linen");

    const pumps = await (await client(d, w.pumpsOwner.id))("GET", "/supplier/rfqs");
    const pumpsHtml = await pumps.text();
    expect(pumpsHtml).toContain(`href="/supplier/quotes/${quoteId}"`);
    expect(pumpsHtml).not.toContain(`href="/supplier/quotes/new?rfq=${r.pumps}"`);

    const draft = await (await client(d, w.draftOwner.id))("GET", "/supplier/rfqs");
    expect(draft.status).toBe(200);
    expect(await draft.text()).toContain("Requests for quotation are shown once your company is active.");
  });

  it("shows one request with the original a click away, and the buyer only once revealed", async () => {
    const d = deps();
    const w = await rfqWorld(d);
    const r = await requests(d, w);
    const identity = await buyerIdentity(d, w);
    const viewer = await client(d, w.members.viewer.id);
    const path = `/supplier/rfqs/${r.towels}`;

    const page = await viewer("GET", path);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<h1[^>]*>Bath towels<\/h1>/);
    expect(html).toMatch(/<details[^>]*><summary[^>]*>Show the original \(French\)<\/summary>/);
    expect(html).toContain("Serviettes de bain");
    expect(html).toContain("Maison Linge");
    expect(html).toContain("OEKO-TEX");
    expect(html).toContain("Le Havre");
    expect(html).toMatch(/€2\.40|2\.40\s*€/);
    expect(html).toContain(`href="/supplier/rfqs/${r.towels}/files/`);
    expect(html).toContain("data-buyer-hidden");
    expect(html).toContain("cannot send quotes");
    for (const secret of Object.values(identity)) expect(html).not.toContain(secret);

    const { quoteId } = await w.quote(r.towels);
    await d.db.updateTable("quotes").set({ is_buyer_revealed: true }).where("id", "=", quoteId).execute();
    const revealed = await (await viewer("GET", path)).text();
    for (const shown of Object.values(identity)) expect(revealed).toContain(shown);
    expect(revealed).toContain(`href="/supplier/quotes/${quoteId}"`);
    expect(revealed).not.toContain("data-buyer-hidden");

    expect((await viewer("GET", `/supplier/rfqs/${r.pumps}`)).status).toBe(404);
  });

  it("downloads a request's file as an attachment for the company, and for no one else", async () => {
    const d = deps();
    const w = await rfqWorld(d);
    const r = await requests(d, w);
    const file = await d.db
      .selectFrom("rfq_attachments")
      .select("id")
      .where("rfq_id", "=", r.towels)
      .executeTakeFirstOrThrow();
    const path = `/supplier/rfqs/${r.towels}/files/${file.id}`;
    await expectPdfDownload(
      await (await client(d, w.members.finance.id))("GET", path),
      "plan%20de%20coupe.pdf",
    );
    expect((await (await client(d, w.pumpsOwner.id))("GET", path)).status).toBe(404);
    const anonymous = await (await client(d))("GET", path);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe(`/login?returnUrl=${encodeURIComponent(path)}`);
  });

  it("shows the public board of open requests without who asks, by category, in the sitemap", async () => {
    const d = deps();
    const w = await rfqWorld(d);
    const r = await requests(d, w);
    const identity = await buyerIdentity(d, w);
    const visitor = await client(d);

    const board = await visitor("GET", "/rfq");
    expect(board.status).toBe(200);
    const html = await board.text();
    expect(html).toContain("<title>Requests for quotation");
    expect(html).toContain('<meta name="description" content="Open requests for quotation from buyers: 2.');
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/rfq"/>');
    expect(html.match(/rel="alternate" hrefLang="[^"]+"/g)).toHaveLength(14);
    expect(html).toContain('hrefLang="ar" href="http://ar.localhost:3000/rfq"');
    expect(html).not.toContain('name="robots"');
    expect(html).toContain("Bath towels");
    expect(html).toContain("Water pumps");
    expect(html).toContain(`href="/rfq/${r.towels}"`);
    expect(html).not.toContain("Duvet covers");
    expect(html).not.toContain("Late linen");
    // Who asks is never on the board: not the person, nor the company, nor the target price.
    for (const secret of [...Object.values(identity), "Camille", "Maison Linge", "2.40"])
      expect(html).not.toContain(secret);
    // The category filter: the root of the world's tree holds both open requests.
    expect(html).toContain(`href="/test-goods/rfq/${w.codes.root}"`);
    expect(html).toContain('href="/register?as=seller"');
    expect(html).toContain('href="/login?returnUrl=%2Fprofile%2Fpurchase-request%2Fdetail"');

    const root = await (await visitor("GET", `/test-goods/rfq/${w.codes.root}`)).text();
    expect(root).toContain(`href="/home-textiles/rfq/${w.codes.home}"`);
    expect(root).toContain(`href="/pumps/rfq/${w.codes.pumps}"`);
    const pumps = await visitor("GET", `/pumps/rfq/${w.codes.pumps}`);
    expect(pumps.status).toBe(200);
    const pumpsHtml = await pumps.text();
    expect(pumpsHtml).toContain("<title>Requests for quotation: Pumps");
    expect(pumpsHtml).toContain("Water pumps");
    expect(pumpsHtml).not.toContain("Bath towels");
    expect(pumpsHtml).toContain(
      `<link rel="canonical" href="http://localhost:3000/pumps/rfq/${w.codes.pumps}"/>`,
    );
    // The address names the category in each language, with English where it has no name.
    expect(pumpsHtml).toContain(`hrefLang="fr" href="http://fr.localhost:3000/pompes/rfq/${w.codes.pumps}"`);
    expect(pumpsHtml).toContain(`hrefLang="de" href="http://de.localhost:3000/pumps/rfq/${w.codes.pumps}"`);

    const bedding = await visitor("GET", `/bedding/rfq/${w.codes.bedding}`);
    expect(bedding.status).toBe(200);
    expect(await bedding.text()).toContain('<meta name="robots" content="noindex, follow"/>');
    for (const missing of ["/x/rfq/999999", "/x/rfq/12", "/x/rfq/abc", "/rfq?p=3"])
      expect((await visitor("GET", missing)).status, missing).toBe(404);

    const one = await visitor("GET", `/rfq/${r.towels}`);
    expect(one.status).toBe(200);
    const oneHtml = await one.text();
    expect(oneHtml).toMatch(/<h1[^>]*>Bath towels<\/h1>/);
    expect(oneHtml).toContain(`href="/login?returnUrl=${encodeURIComponent(`/supplier/rfqs/${r.towels}`)}"`);
    expect(oneHtml).toContain("Sign in to quote");
    for (const secret of [...Object.values(identity), "Camille", "Maison Linge", "2.40"])
      expect(oneHtml).not.toContain(secret);
    for (const closed of [r.bedding, r.late, 99_999_999_999])
      expect((await visitor("GET", `/rfq/${closed}`)).status).toBe(404);

    const sitemap = await (await visitor("GET", "/sitemaps/pages-0.xml")).text();
    expect(sitemap).toContain("<loc>http://localhost:3000/rfq</loc>");
    expect(sitemap).toContain(`<loc>http://localhost:3000/pumps/rfq/${w.codes.pumps}</loc>`);
    expect(sitemap).toContain(`<loc>http://localhost:3000/towels/rfq/${w.codes.towels}</loc>`);
    expect(sitemap).not.toContain(`/rfq/${w.codes.bedding}<`);
  });

  it("leaves the board out of the sitemap and search engines' index while nothing is open", async () => {
    const d = deps();
    await rfqWorld(d);
    const visitor = await client(d);
    const board = await visitor("GET", "/rfq");
    expect(board.status).toBe(200);
    const html = await board.text();
    expect(html).toContain("There are no open requests right now.");
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    const sitemap = await (await visitor("GET", "/sitemaps/pages-0.xml")).text();
    expect(sitemap).not.toContain("/rfq");
  });
});
