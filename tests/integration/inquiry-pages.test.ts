import { afterAll, beforeAll, expect, it } from "vitest";
import { productPath } from "#core/rules/slug.ts";
import { companyHomePath } from "#core/urls/company-paths.ts";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { inquiryWorld } from "../setup/inquiry-fixtures.ts";
import { describeEachDatabase, type TestDeps } from "../setup/test-db.ts";
import { closeServerModules, loadServerModules, type ServerModules } from "./fuzz/app-under-fuzz.ts";
import { pageClient, signIn } from "./page-client.ts";

/**
 * The inquiry pages through the whole app, as a browser meets them: they render for those who
 * may see them, a form from another site changes nothing, and buyers see a company's response
 * figures on its storefront once it has enough inquiries.
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

describeEachDatabase("the inquiry pages in the app", (deps) => {
  it("renders the inbox, the inquiry and the buyer's list, and refuses a form from another site", async () => {
    const d = deps();
    const w = await inquiryWorld(d);
    const conversation = await w.conversation();
    const id = await w.deal({ conversation_id: conversation });
    await d.db
      .insertInto("deal_notes")
      .values({ deal_id: id, author_user_id: w.members.sales.id, body: "Internal: call Monday" })
      .execute();
    const sales = await client(d, w.members.sales.id);

    const inbox = await sales("GET", "/supplier/inquiries");
    expect(inbox.status).toBe(200);
    const inboxHtml = await inbox.text();
    expect(inboxHtml).toContain("Vases for spring");
    expect(inboxHtml).toContain("Vasen für den Frühling");
    expect(inboxHtml).toContain('href="/supplier/inquiries"');

    const page = await sales("GET", `/supplier/inquiries/${id}`);
    expect(page.status).toBe(200);
    const pageHtml = await page.text();
    expect(pageHtml).toContain("Internal: call Monday");
    expect(pageHtml).toContain(`href="/supplier/messages/${conversation}"`);

    const foreign = await sales(
      "POST",
      `/supplier/inquiries/${id}`,
      { intent: "status", from: "Open", to: "Spam" },
      "https://evil.example",
    );
    expect(foreign.status).toBe(403);
    const foreignBulk = await sales(
      "POST",
      "/supplier/inquiries",
      { bulk: "spam", ids: String(id) },
      "https://evil.example",
    );
    expect(foreignBulk.status).toBe(403);
    expect((await w.read(id)).seller_status).toBe("Open");

    const done = await sales("POST", `/supplier/inquiries/${id}`, {
      intent: "status",
      from: "Open",
      to: "Closed",
    });
    expect(done.status).toBe(303);
    expect((await w.read(id)).seller_status).toBe("Closed");

    const buyer = await client(d, w.buyer.id);
    const mine = await buyer("GET", "/profile/inquiries");
    expect(mine.status).toBe(200);
    const mineHtml = await mine.text();
    expect(mineHtml).toContain("Anatolia Textiles");
    expect(mineHtml).toContain(`href="/profile/meeting/${conversation}"`);
    expect(mineHtml).not.toContain("Internal: call Monday");
    const otherBuyer = await client(d, w.otherBuyer.id);
    expect(await (await otherBuyer("GET", "/profile/inquiries")).text()).not.toContain("Anatolia Textiles");
    // A catalogue editor has no inbox.
    const editor = await client(d, w.members.catalog_editor.id);
    expect((await editor("GET", "/supplier/inquiries")).status).toBe(403);
  });

  it("shows buyers the response figures on the storefront from 10 inquiries on", async () => {
    const d = deps();
    const w = await inquiryWorld(d);
    await d.db.updateTable("companies").set({ status: "active" }).where("id", "=", w.companyId).execute();
    const now = Date.now();
    const visit = async () => {
      const anonymous = await client(d);
      const answer = await anonymous("GET", companyHomePath("Anatolia Textiles", w.companyId));
      expect(answer.status).toBe(200);
      return answer.text();
    };
    for (let i = 0; i < 9; i++)
      await w.deal({
        created_at: new Date(now - (i + 2) * 86_400_000).toISOString(),
        first_reply_at: new Date(now - (i + 2) * 86_400_000 + 3 * 3_600_000).toISOString(),
      });
    expect(await visit()).not.toContain("data-response-figures");
    await w.deal({ created_at: new Date(now - 3 * 86_400_000).toISOString() });
    const html = await visit();
    expect(html).toContain("data-response-figures");
    expect(html).toContain("Replies within 24 h: 90% · typically in 3 hours");
  });

  it("shows the figures in the product page's supplier box once the company has 10 inquiries", async () => {
    const d = deps();
    await seedDemoCatalogue(d.db, d.dialect, { products: 5, seed: 1 });
    const w = await inquiryWorld(d);
    const product = await d.db
      .selectFrom("products as p")
      .innerJoin("product_texts as t", (j) => j.onRef("t.product_id", "=", "p.id").on("t.lang", "=", "en"))
      .select(["p.id", "p.company_id", "t.name"])
      .where("p.is_published", "=", true)
      .executeTakeFirstOrThrow();
    const now = Date.now();
    const visit = async () => {
      const answer = await (await client(d))("GET", productPath(product.name, product.id));
      expect(answer.status).toBe(200);
      return answer.text();
    };
    expect(await visit()).not.toContain("data-response-figures");
    for (let i = 0; i < 10; i++)
      await w.deal({
        seller_company_id: product.company_id,
        created_at: new Date(now - (i + 2) * 86_400_000).toISOString(),
        first_reply_at: new Date(now - (i + 2) * 86_400_000 + 30 * 60_000).toISOString(),
      });
    expect(await visit()).toContain("Replies within 24 h: 100% · typically in 30 minutes");
  });
});
