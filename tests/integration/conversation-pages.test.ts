import { afterAll, beforeAll, expect, it } from "vitest";
import type { TeamRole } from "#server/db/schema/account-tables.ts";
import { openSession } from "#server/modules/accounts/index.ts";
import { activeCompany, HTML_AS_PDF, PDF } from "../setup/conversation-service-fixtures.ts";
import { describeEachDatabase, type TestDeps } from "../setup/test-db.ts";
import { closeServerModules, loadServerModules, type ServerModules } from "./fuzz/app-under-fuzz.ts";
import { pageClient } from "./page-client.ts";

/**
 * The conversation pages and their files through the whole app, as browsers meet them: who may
 * read and write where, what the others get (sign in, 403, or the same 404 as for an id that does
 * not exist), and that a refused request stores nothing.
 */
let modules: ServerModules;
beforeAll(async () => {
  modules = await loadServerModules();
}, 120_000);
afterAll(async () => {
  await closeServerModules();
});

const client = (d: TestDeps, token?: string) => pageClient(modules, d, token);

let serial = 0;
async function person(d: TestDeps) {
  serial += 1;
  const row = await d.db
    .insertInto("users")
    .values({
      email: `talk${serial}@pages.test`,
      password_hash: "x",
      first_name: "Ayla",
      last_name: `B${serial}`,
      email_confirmed_at: new Date().toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const token = (await openSession(d, row.id, { ip: null, userAgent: null })).token;
  return { id: row.id, token, as: client(d, token) };
}
async function member(d: TestDeps, companyId: number, role: TeamRole) {
  const p = await person(d);
  await d.db.insertInto("company_members").values({ company_id: companyId, user_id: p.id, role }).execute();
  return p;
}
function message(body: string, files: { name: string; bytes: Uint8Array; type?: string }[] = []) {
  const form = new FormData();
  form.set("intent", "send");
  form.set("body", body);
  for (const f of files)
    form.append("files", new File([new Uint8Array(f.bytes)], f.name, { type: f.type ?? "application/pdf" }));
  return form;
}
const messages = (d: TestDeps) =>
  d.db.selectFrom("conversation_messages").select(["body", "sender_side"]).orderBy("id").execute();

/** A buyer's conversation with a company that has one member of each role tested. */
async function world(d: TestDeps) {
  const companyId = await activeCompany(d.db, "Bosphorus Looms");
  const team = {
    sales: await member(d, companyId, "sales"),
    viewer: await member(d, companyId, "viewer"),
    editor: await member(d, companyId, "catalog_editor"),
    finance: await member(d, companyId, "finance"),
  };
  const buyer = await person(d);
  const opened = await buyer.as("GET", `/profile/meeting?company=${companyId}`);
  expect(opened.status).toBe(302);
  const path = opened.headers.get("location") ?? "";
  expect(path).toMatch(/^\/profile\/meeting\/\d+$/);
  const id = Number(path.split("/").pop());
  return { companyId, team, buyer, id, path, supplierPath: `/supplier/messages/${id}` };
}

describeEachDatabase("the conversation pages", (deps) => {
  it("sends visitors to sign in and back to the same address", async () => {
    const d = deps();
    const anonymous = client(d);
    const chat = await anonymous("GET", "/profile/meeting?company=7");
    expect(chat.status).toBe(302);
    expect(chat.headers.get("location")).toBe(
      `/login?returnUrl=${encodeURIComponent("/profile/meeting?company=7")}`,
    );
    for (const path of [
      "/profile/meeting/1",
      "/profile/meeting/1/files/1",
      "/supplier/messages",
      "/supplier/messages/1",
    ])
      expect((await anonymous("GET", path)).status).toBe(302);
    const posted = await anonymous("POST", "/profile/meeting/1", message("hello"));
    expect([302, 303]).toContain(posted.status);
    expect(await messages(d)).toEqual([]);
  });

  it("lets the buyer and the company's sales member talk, with the form posting back to the page", async () => {
    const d = deps();
    const w = await world(d);
    const sent = await w.buyer.as("POST", w.path, message("Do you ship to Valencia?"));
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe(w.path);
    const inbox = await w.team.sales.as("GET", "/supplier/messages");
    expect(await inbox.text()).toContain(`/supplier/messages/${w.id}`);
    const page = await w.team.sales.as("GET", w.supplierPath);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Do you ship to Valencia?");
    expect((await w.team.sales.as("POST", w.supplierPath, message("Yes, weekly."))).status).toBe(302);
    const buyerPage = await (await w.buyer.as("GET", w.path)).text();
    expect(buyerPage).toContain("Yes, weekly.");
    // Rendered next to the buyer's message (the page's dictionary holds the word anyway).
    expect(buyerPage).toContain('<span class="ms-2">Seen</span>');
    expect(await messages(d)).toEqual([
      { body: "Do you ship to Valencia?", sender_side: "buyer" },
      { body: "Yes, weekly.", sender_side: "seller" },
    ]);
  });

  it("refuses roles without inquiries, another buyer and another company, and changes nothing", async () => {
    const d = deps();
    const w = await world(d);
    await w.buyer.as("POST", w.path, message("first"));
    for (const refused of [w.team.editor, w.team.finance]) {
      expect((await refused.as("GET", "/supplier/messages")).status).toBe(403);
      expect((await refused.as("GET", w.supplierPath)).status).toBe(403);
      expect((await refused.as("POST", w.supplierPath, message("not mine to answer"))).status).toBe(403);
    }
    const otherBuyer = await person(d);
    expect((await otherBuyer.as("GET", w.path)).status).toBe(404);
    expect((await otherBuyer.as("POST", w.path, message("let me in"))).status).toBe(404);
    const otherSales = await member(d, await activeCompany(d.db, "Elsewhere"), "sales");
    expect((await otherSales.as("GET", w.supplierPath)).status).toBe(404);
    expect((await otherSales.as("POST", w.supplierPath, message("hijack"))).status).toBe(404);
    // A seller's conversation id on the buyer's page is still someone else's conversation.
    expect((await w.team.sales.as("GET", w.path)).status).toBe(404);
    expect(await messages(d)).toEqual([{ body: "first", sender_side: "buyer" }]);
  });

  it("refuses a post from another site's page", async () => {
    const d = deps();
    const w = await world(d);
    const forged = await w.buyer.as("POST", w.path, message("forged"), "https://evil.example");
    expect(forged.status).toBe(403);
    expect(await messages(d)).toEqual([]);
  });

  it("answers a refused file inside the form and stores nothing", async () => {
    const d = deps();
    const w = await world(d);
    const answer = await w.buyer.as(
      "POST",
      w.path,
      message("invoice", [{ name: "invoice.pdf", bytes: HTML_AS_PDF }]),
    );
    expect(answer.status).toBe(400);
    expect(await answer.text()).toMatch(
      /<p id="message-files-error" role="alert"[^>]*>This file is not accepted/,
    );
    expect(await messages(d)).toEqual([]);
  });

  it("hands files to the two parties only, documents as downloads", async () => {
    const d = deps();
    const w = await world(d);
    await w.buyer.as("POST", w.path, message("the drawing", [{ name: "drawing.pdf", bytes: PDF }]));
    const file = await d.db.selectFrom("message_attachments").select("id").executeTakeFirstOrThrow();
    const buyerFile = `${w.path}/files/${file.id}`;
    const supplierFile = `${w.supplierPath}/files/${file.id}`;
    const got = await w.buyer.as("GET", buyerFile);
    expect(got.status).toBe(200);
    expect(got.headers.get("content-type")).toBe("application/pdf");
    expect(got.headers.get("content-disposition")).toMatch(/^attachment; filename\*=UTF-8''drawing\.pdf$/);
    expect(got.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await got.arrayBuffer()).equals(PDF)).toBe(true);
    expect((await w.team.sales.as("GET", supplierFile)).status).toBe(200);
    expect((await w.team.editor.as("GET", supplierFile)).status).toBe(403);
    expect((await (await person(d)).as("GET", buyerFile)).status).toBe(404);
    const otherSales = await member(d, await activeCompany(d.db, "Elsewhere"), "sales");
    expect((await otherSales.as("GET", supplierFile)).status).toBe(404);
    expect((await w.buyer.as("GET", `${w.path}/files/${file.id + 1}`)).status).toBe(404);
  });

  it("lets a viewer read the company's conversation without replying, or marking it read for the team", async () => {
    const d = deps();
    const w = await world(d);
    await w.buyer.as("POST", w.path, message("Is the price per carton?"));
    const page = await w.team.viewer.as("GET", w.supplierPath);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Is the price per carton?");
    expect(html).not.toContain('name="intent" value="send"');
    expect((await w.team.viewer.as("POST", w.supplierPath, message("Yes"))).status).toBe(403);
    // The sales member still has it unread, and the buyer sees no "Seen".
    expect(await (await w.team.sales.as("GET", "/profile/meeting/unread")).json()).toEqual({
      buyer: 0,
      seller: 1,
    });
  });

  it("counts unread conversations for the header", async () => {
    const d = deps();
    const w = await world(d);
    await w.buyer.as("POST", w.path, message("hello"));
    const counts = await w.team.sales.as("GET", "/profile/meeting/unread");
    expect(await counts.json()).toEqual({ buyer: 0, seller: 1 });
    await w.team.sales.as("GET", w.supplierPath);
    expect(await (await w.team.sales.as("GET", "/profile/meeting/unread")).json()).toEqual({
      buyer: 0,
      seller: 0,
    });
    // Counts are a signed-in user's own; an anonymous caller learns nothing.
    expect((await client(d)("GET", "/profile/meeting/unread")).status).toBe(401);
    // The company's counts are not a catalogue editor's (they may not read its conversations).
    await w.buyer.as("POST", w.path, message("again"));
    expect(await (await w.team.editor.as("GET", "/profile/meeting/unread")).json()).toEqual({
      buyer: 0,
      seller: 0,
    });
  });
});
