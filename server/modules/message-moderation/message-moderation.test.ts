import { expect, it } from "vitest";
import {
  companyMember,
  conversation,
  message,
  person,
  supplierCompany,
} from "#tests/setup/conversation-fixtures.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import {
  blockConversation,
  decideMessageReport,
  listMessageReports,
  reportConversation,
  unblockConversation,
} from "./index.ts";

const T0 = "2026-11-27T10:00:00.000Z";

const blockedBy = async (d: TestDeps, id: number) =>
  (await d.db.selectFrom("conversations").select("blocked_by").where("id", "=", id).executeTakeFirstOrThrow())
    .blocked_by;
const reports = (d: TestDeps) =>
  d.db
    .selectFrom("message_reports")
    .select(["reporter_side", "reason", "status", "message_id"])
    .orderBy("id")
    .execute();

describeEachDatabase("reports and blocks of conversations", (deps) => {
  const world = async () => {
    const d = deps();
    d.clock.set(T0);
    const buyer = await person(d.db, { firstName: "Bora", lastName: "Yılmaz" });
    const companyId = await supplierCompany(d.db, "Anatolia Textiles");
    const sales = await companyMember(d.db, companyId, "sales");
    const id = await conversation(d.db, buyer.id, companyId);
    const moderator = await person(d.db, { roles: ["moderator"] });
    return {
      d,
      id,
      companyId,
      buyer: { side: "buyer" as const, userId: buyer.id },
      seller: { side: "seller" as const, userId: sales.id, companyId },
      moderator: { id: moderator.id, roles: ["moderator"] },
    };
  };

  it("keeps one open report per person and conversation, with the reason and the words", async () => {
    const { d, id, buyer, seller } = await world();
    const spam = await message(d.db, id, "seller", T0, "Buy cheap watches");
    const input = { reason: "spam" as const, details: "Not about my order", messageId: spam };
    expect(await reportConversation(d, buyer, id, input)).toBe("reported");
    expect(await reportConversation(d, buyer, id, input)).toBe("already_reported");
    expect(await reportConversation(d, seller, id, { reason: "fraud", details: "" })).toBe("reported");
    expect(await reports(d)).toEqual([
      { reporter_side: "buyer", reason: "spam\nNot about my order", status: "open", message_id: spam },
      { reporter_side: "seller", reason: "fraud", status: "open", message_id: null },
    ]);
  });

  it("refuses a conversation that is not the party's, and a message of another conversation", async () => {
    const { d, id, buyer, seller } = await world();
    const stranger = { side: "buyer" as const, userId: (await person(d.db)).id };
    const otherCompany = { ...seller, companyId: await supplierCompany(d.db, "Other") };
    await expect(reportConversation(d, stranger, id, { reason: "spam", details: "" })).rejects.toMatchObject({
      code: "not_found",
    });
    await expect(blockConversation(d.db, otherCompany, id)).rejects.toMatchObject({ code: "not_found" });
    const elsewhere = await conversation(d.db, stranger.userId, seller.companyId);
    const foreign = await message(d.db, elsewhere, "seller", T0);
    await expect(
      reportConversation(d, buyer, id, { reason: "spam", details: "", messageId: foreign }),
    ).rejects.toMatchObject({ code: "invalid_data" });
    expect(await reports(d)).toEqual([]);
    expect(await blockedBy(d, id)).toBeNull();
  });

  it("blocks once, and lets only the side that blocked lift it", async () => {
    const { d, id, buyer, seller } = await world();
    expect(await blockConversation(d.db, buyer, id)).toBe("blocked");
    expect(await blockConversation(d.db, seller, id)).toBe("already_blocked");
    expect(await blockedBy(d, id)).toBe("buyer");
    await expect(unblockConversation(d.db, seller, id)).rejects.toMatchObject({ code: "not_allowed" });
    expect(await blockedBy(d, id)).toBe("buyer");
    expect(await unblockConversation(d.db, buyer, id)).toBe("unblocked");
    expect(await unblockConversation(d.db, buyer, id)).toBe("unblocked");
    expect(await blockedBy(d, id)).toBeNull();
  });

  it("shows the operator open reports first with the conversation's last 20 messages", async () => {
    const { d, id, buyer, seller, moderator } = await world();
    for (let i = 1; i <= 25; i++) await message(d.db, id, i % 2 ? "seller" : "buyer", T0, `message ${i}`);
    await reportConversation(d, seller, id, { reason: "other", details: "Rude" });
    d.clock.advance(60_000);
    await reportConversation(d, buyer, id, { reason: "harassment", details: "" });
    const [older] = (await listMessageReports(d, moderator, 1)).reports.filter(
      (r) => r.reporter.side === "seller",
    );
    await decideMessageReport(d, moderator, { id: older!.id, decision: "dismiss" });
    d.clock.advance(60_000);
    const third = await person(d.db);
    const other = await conversation(d.db, third.id, seller.companyId);
    await reportConversation(d, { side: "buyer", userId: third.id }, other, { reason: "spam", details: "" });

    const list = await listMessageReports(d, moderator, 1);
    expect(list.open).toBe(2);
    expect(list.reports.map((r) => [r.status, r.reporter.side, r.conversationId])).toEqual([
      ["open", "buyer", other],
      ["open", "buyer", id],
      ["dismissed", "seller", id],
    ]);
    const report = list.reports[1]!;
    expect(report).toMatchObject({ reason: "harassment", details: "", buyer: { name: "Bora Yılmaz" } });
    expect(report.messages).toHaveLength(20);
    expect(report.messages.at(0)!.body).toBe("message 6");
    expect(report.messages.at(-1)!.body).toBe("message 25");
    expect(list.reports[2]).toMatchObject({ reason: "other", details: "Rude" });
    await expect(listMessageReports(d, { id: buyer.userId, roles: ["buyer"] }, 1)).rejects.toMatchObject({
      code: "not_allowed",
    });
  });

  it("acts on a report once: the reported side is blocked and the audit log has the decision", async () => {
    const { d, id, buyer, moderator } = await world();
    await reportConversation(d, buyer, id, { reason: "fraud", details: "" });
    const [report] = (await listMessageReports(d, moderator, 1)).reports;
    const decide = () => decideMessageReport(d, moderator, { id: report!.id, decision: "action" });
    const results = await Promise.allSettled([decide(), decide()]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.find((r) => r.status === "rejected")).toMatchObject({ reason: { code: "conflict" } });
    expect(await blockedBy(d, id)).toBe("buyer");
    expect((await reports(d)).map((r) => r.status)).toEqual(["actioned"]);
    const audit = await d.db
      .selectFrom("audit_log")
      .select(["user_id", "action", "entity", "entity_id"])
      .execute();
    expect(audit).toEqual([
      {
        user_id: moderator.id,
        action: "message_report.action",
        entity: "message_report",
        entity_id: String(report!.id),
      },
    ]);
    await expect(
      decideMessageReport(d, { id: buyer.userId, roles: ["buyer"] }, { id: report!.id, decision: "dismiss" }),
    ).rejects.toMatchObject({ code: "not_allowed" });
  });
});
