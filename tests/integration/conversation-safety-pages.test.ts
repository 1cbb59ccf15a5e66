import { afterAll, beforeAll, expect, it } from "vitest";
import {
  companyMember,
  conversation,
  message,
  person,
  supplierCompany,
} from "../setup/conversation-fixtures.ts";
import { describeEachDatabase, type TestDeps } from "../setup/test-db.ts";
import { closeServerModules, loadServerModules, type ServerModules } from "./fuzz/app-under-fuzz.ts";
import { pageClient, signIn } from "./page-client.ts";

/**
 * Report, block and the operator's reports page through the whole app, as a browser meets them:
 * who may do what to which conversation, and that nothing changes when they may not.
 */
let modules: ServerModules;
beforeAll(async () => {
  modules = await loadServerModules();
}, 120_000);
afterAll(async () => {
  await closeServerModules();
});

const client = (d: TestDeps, token?: string) => pageClient(modules, d, token);

const reportCount = async (d: TestDeps) =>
  Number(
    (
      await d.db
        .selectFrom("message_reports")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
const blockedBy = async (d: TestDeps, id: number) =>
  (await d.db.selectFrom("conversations").select("blocked_by").where("id", "=", id).executeTakeFirstOrThrow())
    .blocked_by;

describeEachDatabase("reporting and blocking a conversation, and the operator's reports", (deps) => {
  const world = async () => {
    const d = deps();
    const buyer = await person(d.db);
    const companyId = await supplierCompany(d.db);
    const id = await conversation(d.db, buyer.id, companyId);
    await message(d.db, id, "seller", "2026-11-27T10:00:00.000Z", "<script>alert(1)</script> cheap watches");
    return { d, buyer, companyId, id };
  };
  const report = { reason: "spam", details: "Unwanted advertising" };

  it("lets the buyer report and block their conversation, and nobody else", async () => {
    const { d, buyer, id } = await world();
    const anonymous = await client(d)("POST", `/profile/meeting/${id}/report`, report);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe(
      `/login?returnUrl=${encodeURIComponent(`/profile/meeting/${id}`)}`,
    );

    const stranger = client(d, await signIn(d, (await person(d.db)).id));
    expect((await stranger("POST", `/profile/meeting/${id}/report`, report)).status).toBe(404);
    expect((await stranger("POST", `/profile/meeting/${id}/block`, {})).status).toBe(404);
    expect((await stranger("POST", "/profile/meeting/99999/report", report)).status).toBe(404);
    expect((await stranger("POST", "/profile/meeting/abc/block", {})).status).toBe(404);
    expect(await reportCount(d)).toBe(0);
    expect(await blockedBy(d, id)).toBeNull();

    const asBuyer = client(d, await signIn(d, buyer.id));
    const foreign = await asBuyer("POST", `/profile/meeting/${id}/block`, {}, "https://evil.example");
    expect(foreign.status).toBe(403);
    expect(await blockedBy(d, id)).toBeNull();

    const bad = await asBuyer("POST", `/profile/meeting/${id}/report`, { reason: "boring", details: "x" });
    expect(bad.headers.get("location")).toBe(`/profile/meeting/${id}?safety=invalid_report`);
    const long = await asBuyer("POST", `/profile/meeting/${id}/report`, {
      reason: "spam",
      details: "x".repeat(1001),
    });
    expect(long.headers.get("location")).toBe(`/profile/meeting/${id}?safety=invalid_report`);
    expect(await reportCount(d)).toBe(0);

    const done = await asBuyer("POST", `/profile/meeting/${id}/report`, report);
    expect(done.headers.get("location")).toBe(`/profile/meeting/${id}?safety=reported`);
    const again = await asBuyer("POST", `/profile/meeting/${id}/report`, report);
    expect(again.headers.get("location")).toBe(`/profile/meeting/${id}?safety=already_reported`);
    expect(await reportCount(d)).toBe(1);

    const blocked = await asBuyer("POST", `/profile/meeting/${id}/block`, { intent: "block" });
    expect(blocked.headers.get("location")).toBe(`/profile/meeting/${id}?safety=blocked`);
    expect(await blockedBy(d, id)).toBe("buyer");
  });

  it("on the supplier side: report needs inquiries.view, block needs inquiries.reply, only the blocking side unblocks", async () => {
    const { d, buyer, companyId, id } = await world();
    const editor = client(d, await signIn(d, (await companyMember(d.db, companyId, "catalog_editor")).id));
    const viewer = client(d, await signIn(d, (await companyMember(d.db, companyId, "viewer")).id));
    const sales = client(d, await signIn(d, (await companyMember(d.db, companyId, "sales")).id));
    const outsider = client(
      d,
      await signIn(d, (await companyMember(d.db, await supplierCompany(d.db, "Other"), "owner")).id),
    );

    expect((await client(d)("POST", `/supplier/messages/${id}/block`, {})).status).toBe(302);
    expect((await editor("POST", `/supplier/messages/${id}/report`, report)).status).toBe(403);
    expect((await editor("POST", `/supplier/messages/${id}/block`, {})).status).toBe(403);
    expect((await viewer("POST", `/supplier/messages/${id}/block`, {})).status).toBe(403);
    expect((await outsider("POST", `/supplier/messages/${id}/report`, report)).status).toBe(404);
    expect((await outsider("POST", `/supplier/messages/${id}/block`, {})).status).toBe(404);
    expect(await reportCount(d)).toBe(0);
    expect(await blockedBy(d, id)).toBeNull();

    const reported = await viewer("POST", `/supplier/messages/${id}/report`, report);
    expect(reported.headers.get("location")).toBe(`/supplier/messages/${id}?safety=reported`);
    const blocked = await sales("POST", `/supplier/messages/${id}/block`, {});
    expect(blocked.headers.get("location")).toBe(`/supplier/messages/${id}?safety=blocked`);

    const asBuyer = client(d, await signIn(d, buyer.id));
    expect((await asBuyer("POST", `/profile/meeting/${id}/block`, { intent: "unblock" })).status).toBe(403);
    expect(await blockedBy(d, id)).toBe("seller");
    const unblocked = await sales("POST", `/supplier/messages/${id}/block`, { intent: "unblock" });
    expect(unblocked.headers.get("location")).toBe(`/supplier/messages/${id}?safety=unblocked`);
    expect(await blockedBy(d, id)).toBeNull();
  });

  it("shows reports to staff only, with the conversation as text, and acts on one", async () => {
    const { d, buyer, id } = await world();
    const asBuyer = client(d, await signIn(d, buyer.id));
    await asBuyer("POST", `/profile/meeting/${id}/report`, report);

    const anonymous = await client(d)("GET", "/admin/messages");
    expect(anonymous.status).toBe(302);
    expect((await asBuyer("GET", "/admin/messages")).status).toBe(403);
    const reportId = (await d.db.selectFrom("message_reports").select("id").executeTakeFirstOrThrow()).id;
    const refused = await asBuyer("POST", "/admin/messages", { id: String(reportId), decision: "action" });
    expect(refused.status).toBe(403);
    expect(await blockedBy(d, id)).toBeNull();

    const moderator = client(d, await signIn(d, (await person(d.db, { roles: ["moderator"] })).id));
    const page = await moderator("GET", "/admin/messages");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Unwanted advertising");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; cheap watches");
    expect(html).not.toContain("<script>alert(1)</script>");

    const foreign = await moderator(
      "POST",
      "/admin/messages",
      { id: String(reportId), decision: "action" },
      "https://evil.example",
    );
    expect(foreign.status).toBe(403);
    expect(await blockedBy(d, id)).toBeNull();
    const acted = await moderator("POST", "/admin/messages", { id: String(reportId), decision: "action" });
    expect(acted.status).toBe(200);
    expect(await blockedBy(d, id)).toBe("buyer");
    const twice = await moderator("POST", "/admin/messages", { id: String(reportId), decision: "dismiss" });
    expect(twice.status).toBe(409);
  });

  it("keeps each user's e-mail preferences on /profile/notifications", async () => {
    const { d, buyer } = await world();
    const anonymous = await client(d)("GET", "/profile/notifications");
    expect(anonymous.headers.get("location")).toBe("/login?returnUrl=%2Fprofile%2Fnotifications");
    const asBuyer = client(d, await signIn(d, buyer.id));
    expect(await (await asBuyer("GET", "/profile/notifications")).text()).toContain(
      "E-mail me when a message waits unread",
    );
    const saved = await asBuyer("POST", "/profile/notifications", { includeText: "on" });
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain("Your preferences are saved.");
    const row = await d.db
      .selectFrom("message_settings")
      .select(["email_unread", "email_include_text"])
      .where("user_id", "=", buyer.id)
      .executeTakeFirstOrThrow();
    expect([Boolean(row.email_unread), Boolean(row.email_include_text)]).toEqual([false, true]);
    const foreign = await asBuyer(
      "POST",
      "/profile/notifications",
      { emailUnread: "on" },
      "https://evil.example",
    );
    expect(foreign.status).toBe(403);
  });
});
