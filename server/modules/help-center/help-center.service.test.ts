import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, it } from "vitest";
import type { Role } from "#server/db/schema/account-tables.ts";
import { type Actor, insertUser } from "#server/modules/accounts/index.ts";
import { listAuditLog } from "#server/modules/audit/index.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import {
  CONTACTS_PER_IP_PER_HOUR,
  contactAdministrators,
  deleteContactItem,
  listContactItems,
  setContactItemArchived,
} from "./help-center.service.ts";

const MESSAGE = {
  name: "Deniz Kaya",
  email: "deniz@example.com",
  subject: "Verification of my company",
  message: "Please verify Kaya Textiles; the documents are attached to my profile.",
};
const anonymous = { userId: null, ip: "203.0.113.7" };

async function people(d: TestDeps) {
  const user = (email: string, roles: Role[], lang?: string) =>
    insertUser(
      d.db,
      {
        email,
        passwordHash: "x",
        firstName: email.split("@")[0]!,
        lastName: "Test",
        ...(lang ? { lang } : {}),
      },
      [...roles],
    );
  const admin = await user("ada@example.com", ["admin"]);
  const adminTr = await user("ayse@example.com", ["admin", "moderator"], "tr");
  const moderator = await user("mona@example.com", ["moderator"]);
  const buyer = await user("bora@example.com", ["buyer"]);
  return {
    admin: { id: admin, roles: ["admin"] } as Actor,
    adminTr,
    moderator: { id: moderator, roles: ["moderator"] } as Actor,
    buyer: { id: buyer, roles: ["buyer"] } as Actor,
  };
}

describeEachDatabase("help center service", (deps) => {
  it("stores a valid message with the sender's account and e-mails every admin, each in their language", async () => {
    const d = deps();
    const { buyer, adminTr } = await people(d);
    const item = await contactAdministrators(
      d,
      { ...MESSAGE, name: "  Deniz Kaya " },
      { userId: buyer.id, ip: "1.2.3.4" },
    );
    expect(item).toMatchObject({ ...MESSAGE, userID: buyer.id, archived: false, archivedOn: null });
    expect(Date.parse(item.createdOn)).not.toBeNaN();

    expect(d.sentMail.map((m) => m.to).sort()).toEqual(["ada@example.com", "ayse@example.com"]);
    const en = d.sentMail.find((m) => m.to === "ada@example.com")!;
    expect(en.replyTo).toBe(MESSAGE.email);
    expect(en.subject).toBe(`Help center: ${MESSAGE.subject}`);
    expect(en.text).toContain(MESSAGE.message);
    expect(en.text).toContain("Deniz Kaya <deniz@example.com>");
    expect(en.text).toContain("http://localhost:3000/admin/help-center");
    const tr = d.sentMail.find((m) => m.to === "ayse@example.com")!;
    expect(tr.subject).not.toBe(en.subject);
    expect(tr.text).toContain("http://tr.localhost:3000/admin/help-center");
    expect(adminTr).toBeGreaterThan(0);

    const anon = await contactAdministrators(d, MESSAGE, anonymous);
    expect(anon.userID).toBeNull();
  });

  it("refuses invalid input with field messages and stores and sends nothing", async () => {
    const d = deps();
    const { moderator } = await people(d);
    const attempt = contactAdministrators(
      d,
      { name: "A", email: "not-an-address", subject: "", message: "x".repeat(8001) },
      anonymous,
    );
    await expect(attempt).rejects.toMatchObject({
      code: "invalid_data",
      fields: {
        name: "errors.tooShort",
        email: "errors.email",
        subject: "errors.required",
        message: "errors.tooLong",
      },
    });
    await expect(contactAdministrators(d, null, anonymous)).rejects.toMatchObject({ code: "invalid_data" });
    expect(d.sentMail).toEqual([]);
    expect((await listContactItems(d.db, moderator, { archived: false, page: 0 })).total).toBe(0);
  });

  it("limits each address to a number of messages an hour; invalid posts do not count", async () => {
    const d = deps();
    const { moderator } = await people(d);
    await expect(contactAdministrators(d, { ...MESSAGE, email: "" }, anonymous)).rejects.toMatchObject({
      code: "invalid_data",
    });
    for (let i = 0; i < CONTACTS_PER_IP_PER_HOUR; i++) await contactAdministrators(d, MESSAGE, anonymous);
    await expect(contactAdministrators(d, MESSAGE, anonymous)).rejects.toMatchObject({
      code: "rate_limited",
    });
    // Another address is not affected.
    await contactAdministrators(d, MESSAGE, { userId: null, ip: "198.51.100.1" });
    const inbox = await listContactItems(d.db, moderator, { archived: false, page: 0 });
    expect(inbox.total).toBe(CONTACTS_PER_IP_PER_HOUR + 1);
  });

  it("with a captcha set up, a message is stored only when the provider accepts its token", async () => {
    const d = deps();
    const { moderator } = await people(d);
    const provider = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => {
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ success: new URLSearchParams(body).get("response") === "solved" }));
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
    const captcha = {
      siteKey: "site",
      secret: "secret",
      verifyUrl: `http://127.0.0.1:${(provider.address() as AddressInfo).port}/siteverify`,
      scriptUrl: "https://captcha.example/api.js",
    };
    const withCaptcha = { ...d, config: { ...d.config, captcha } };
    try {
      for (const token of [undefined, "", "guessed"])
        await expect(
          contactAdministrators(withCaptcha, MESSAGE, { ...anonymous, captchaToken: token }),
        ).rejects.toMatchObject({ code: "captcha_failed" });
      expect((await listContactItems(d.db, moderator, { archived: false, page: 0 })).total).toBe(0);
      expect(d.sentMail).toHaveLength(0);
      await contactAdministrators(withCaptcha, MESSAGE, { ...anonymous, captchaToken: "solved" });
      expect((await listContactItems(d.db, moderator, { archived: false, page: 0 })).total).toBe(1);
    } finally {
      provider.close();
    }
  });

  it("pages the inbox and the archive newest first, moves items both ways, deletes, and audits each change", async () => {
    const d = deps();
    const { moderator, admin } = await people(d);
    const ids: number[] = [];
    for (let i = 1; i <= 5; i++)
      ids.push((await contactAdministrators(d, { ...MESSAGE, subject: `Question ${i}` }, anonymous))._id);

    const first = await listContactItems(d.db, moderator, { archived: false, page: 0, size: 2 });
    expect(first).toMatchObject({ total: 5, page: 0, size: 2 });
    expect(first.items.map((i) => i.subject)).toEqual(["Question 5", "Question 4"]);
    const last = await listContactItems(d.db, moderator, { archived: false, page: 2, size: 2 });
    expect(last.items.map((i) => i.subject)).toEqual(["Question 1"]);

    const archived = await setContactItemArchived(d.db, moderator, ids[1]!, true);
    expect(archived).toMatchObject({ _id: ids[1], archived: true });
    expect(archived.archivedOn).toBeTruthy();
    // Repeating the move is harmless and records nothing new.
    await setContactItemArchived(d.db, moderator, ids[1]!, true);
    await setContactItemArchived(d.db, admin, ids[3]!, true);
    const inbox = await listContactItems(d.db, moderator, { archived: false, page: 0 });
    expect(inbox.items.map((i) => i._id)).toEqual([ids[4], ids[2], ids[0]]);
    const archive = await listContactItems(d.db, moderator, { archived: true, page: 0 });
    expect(archive.items.map((i) => i._id)).toEqual([ids[3], ids[1]]);

    const restored = await setContactItemArchived(d.db, moderator, ids[1]!, false);
    expect(restored).toMatchObject({ archived: false, archivedOn: null });
    expect((await listContactItems(d.db, moderator, { archived: true, page: 0 })).total).toBe(1);

    await deleteContactItem(d.db, admin, ids[3]!);
    expect((await listContactItems(d.db, moderator, { archived: true, page: 0 })).total).toBe(0);
    await expect(deleteContactItem(d.db, admin, ids[3]!)).rejects.toMatchObject({ code: "not_found" });
    await expect(setContactItemArchived(d.db, admin, 999_999, true)).rejects.toMatchObject({
      code: "not_found",
    });

    const audit = await listAuditLog(d.db, { page: 1, size: 20, action: "help." });
    expect(audit.items.map((row) => [row.action, row.userId, row.entity, row.entityId]).reverse()).toEqual([
      ["help.archive", moderator.id, "help_contact_item", String(ids[1])],
      ["help.archive", admin.id, "help_contact_item", String(ids[3])],
      ["help.unarchive", moderator.id, "help_contact_item", String(ids[1])],
      ["help.delete", admin.id, "help_contact_item", String(ids[3])],
    ]);
    expect(audit.items[0]!.details).toEqual({ subject: "Question 4", archived: true });
  });

  it("lets only moderators and admins read and change the items", async () => {
    const d = deps();
    const { buyer } = await people(d);
    const item = await contactAdministrators(d, MESSAGE, anonymous);
    await expect(listContactItems(d.db, buyer, { archived: false, page: 0 })).rejects.toMatchObject({
      code: "not_allowed",
    });
    await expect(setContactItemArchived(d.db, buyer, item._id, true)).rejects.toMatchObject({
      code: "not_allowed",
    });
    await expect(deleteContactItem(d.db, buyer, item._id)).rejects.toMatchObject({ code: "not_allowed" });
    expect((await listAuditLog(d.db, { page: 1, size: 5 })).total).toBe(0);
  });
});
