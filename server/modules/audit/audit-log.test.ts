import { expect, it } from "vitest";
import { insertUser } from "#server/modules/accounts/index.ts";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import { auditedChange, listAuditLog, recordAudit } from "./audit-log.ts";

describeEachDatabase("audit log", (deps) => {
  it("keeps who did what to which record, newest first, with a prefix filter and paging", async () => {
    const d = deps();
    const moderator = await insertUser(
      d.db,
      { email: "mod@example.com", passwordHash: "x", firstName: "Mona", lastName: "Haddad" },
      ["moderator"],
    );
    await recordAudit(d.db, { userId: moderator, action: "comment.approve", entity: "comment", entityId: 7 });
    await recordAudit(d.db, {
      userId: moderator,
      action: "seo.update",
      entity: "seo_record",
      entityId: "3",
      details: { title: "Cotton towels" },
    });
    await recordAudit(d.db, {
      userId: moderator,
      action: "comment.unapprove",
      entity: "comment",
      entityId: 7,
    });

    const all = await listAuditLog(d.db, { page: 1, size: 2 });
    expect(all.total).toBe(3);
    expect(all.items.map((row) => row.action)).toEqual(["comment.unapprove", "seo.update"]);
    expect(all.items[1]).toMatchObject({
      userId: moderator,
      userName: "Mona Haddad",
      userEmail: "mod@example.com",
      entity: "seo_record",
      entityId: "3",
      details: { title: "Cotton towels" },
    });
    expect(all.items[1]!.createdAt).toBeTruthy();
    expect((await listAuditLog(d.db, { page: 2, size: 2 })).items.map((row) => row.action)).toEqual([
      "comment.approve",
    ]);

    const comments = await listAuditLog(d.db, { page: 1, size: 10, action: "comment." });
    expect(comments.total).toBe(2);
    // LIKE wildcards in the filter are taken literally (removed), never as patterns.
    expect((await listAuditLog(d.db, { page: 1, size: 10, action: "%" })).total).toBe(3);
  });

  it("records the client address of the acting request, and none when the caller does not know it", async () => {
    const d = deps();
    const id = await insertUser(
      d.db,
      { email: "admin@example.com", passwordHash: "x", firstName: "Ali", lastName: "Kaya" },
      ["admin"],
    );
    const audit = { action: "seo.delete", entity: "seo_record", entityId: 4 };
    await auditedChange(d.db, { id, roles: ["admin"], clientAddress: "203.0.113.7" }, audit, async () => 1);
    await auditedChange(d.db, { id, roles: ["admin"] }, audit, async () => 1);
    const { items } = await listAuditLog(d.db, { page: 1, size: 10 });
    expect(items.map((row) => row.clientAddress)).toEqual([null, "203.0.113.7"]);
  });
});
