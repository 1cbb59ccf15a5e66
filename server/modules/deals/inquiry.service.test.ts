import { expect, it } from "vitest";
import { InquiryListQuerySchema } from "#core/schemas/inquiries.ts";
import { AppError } from "#server/lib/errors.ts";
import { inquiryWorld } from "#tests/setup/inquiry-fixtures.ts";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import { listBuyerInquiries } from "./buyer-inquiry.service.ts";
import { changeInquiry, getInquiry, listInquiries, runInquiryBulk } from "./inquiry.service.ts";
import { recordSellerReply } from "./inquiry-change.repo.ts";

const query = (params: Record<string, string> = {}) => InquiryListQuerySchema.parse(params);
const ids = (list: { items: { id: number }[] }) => list.items.map((i) => i.id).sort((a, b) => a - b);

describeEachDatabase("the inquiry inbox", (deps) => {
  it("lists only the company's inquiries, filtered by each filter and the subject's words", async () => {
    const d = deps();
    const w = await inquiryWorld(d);
    const first = await w.deal();
    const product = await w.deal({
      source: "product",
      request_language: "en",
      buyer_subject: JSON.stringify({ en: "Towels 100% cotton" }),
      buyer_user_id: w.otherBuyer.id,
    });
    const lost = await w.deal({ seller_stage: "Lost", seller_status: "Closed" });
    await w.deal({ seller_company_id: w.otherCompanyId });
    const sales = w.members.sales;
    await runInquiryBulk(d, w.members.owner, w.companyId, {
      bulk: "assign",
      ids: [first],
      assignee: sales.id,
    });

    const list = (params: Record<string, string>) =>
      listInquiries(d, w.members.viewer, w.companyId, "en", query(params));
    expect(ids(await list({}))).toEqual([first, product, lost]);
    expect((await list({})).total).toBe(3);
    expect(ids(await list({ status: "Closed" }))).toEqual([lost]);
    expect(ids(await list({ stage: "Contacted" }))).toEqual([first, product]);
    expect(ids(await list({ source: "product" }))).toEqual([product]);
    expect(ids(await list({ assignee: String(sales.id) }))).toEqual([first]);
    expect(ids(await list({ assignee: "none" }))).toEqual([product, lost]);
    expect(ids(await list({ language: "en" }))).toEqual([product]);
    expect(ids(await list({ country: "DE" }))).toEqual([first, lost]);
    expect(ids(await list({ q: "frühling" }))).toEqual([first, lost]);
    // The wildcard a person types is taken literally.
    expect(ids(await list({ q: "100%" }))).toEqual([product]);
    expect(ids(await list({ q: "%" }))).toEqual([product]);
    // The subject's texts are searched, whatever their case, not the JSON they are kept in.
    expect(ids(await list({ q: "TOWELS" }))).toEqual([product]);
    expect(ids(await list({ q: '":"' }))).toEqual([]);
    expect(ids(await list({ q: '"en"' }))).toEqual([]);

    const shown = (await list({ assignee: String(sales.id) })).items[0]!;
    expect(shown).toMatchObject({
      subject: "Vases for spring",
      original: { lang: "de", subject: "Vasen für den Frühling" },
      buyerCountry: "DE",
      assignee: { id: sales.id },
    });
    await expect(
      listInquiries(d, w.members.catalog_editor, w.companyId, "en", query()),
    ).rejects.toMatchObject({ code: "not_allowed" });
    await expect(listInquiries(d, w.otherOwner, w.companyId, "en", query())).rejects.toMatchObject({
      code: "not_found",
    });
  });

  it("pages the inbox twenty at a time, the newest first", async () => {
    const d = deps();
    const w = await inquiryWorld(d);
    const made: number[] = [];
    for (let i = 0; i < 21; i++)
      made.push(await w.deal({ created_at: new Date(Date.UTC(2026, 10, 1, i)).toISOString() }));
    const first = await listInquiries(d, w.members.sales, w.companyId, "en", query());
    expect(first.items).toHaveLength(20);
    expect(first.items[0]!.id).toBe(made[20]);
    expect(first.total).toBe(21);
    const second = await listInquiries(d, w.members.sales, w.companyId, "en", query({ page: "2" }));
    expect(second.items.map((i) => i.id)).toEqual([made[0]]);
  });

  it("applies bulk actions to the company's own inquiries only, and to members who may answer", async () => {
    const d = deps();
    const w = await inquiryWorld(d);
    const mine = await w.deal();
    const theirs = await w.deal({ seller_company_id: w.otherCompanyId });
    const owner = w.members.owner;
    expect(
      await runInquiryBulk(d, owner, w.companyId, { bulk: "archive", ids: [mine, theirs], assignee: null }),
    ).toEqual({
      done: 1,
      skipped: 1,
    });
    expect((await w.read(mine)).seller_status).toBe("Archived");
    expect((await w.read(theirs)).seller_status).toBe("Open");

    expect(
      await runInquiryBulk(d, owner, w.companyId, { bulk: "spam", ids: [mine, theirs], assignee: null }),
    ).toEqual({
      done: 1,
      skipped: 1,
    });
    expect((await w.read(theirs)).seller_status).toBe("Open");

    await runInquiryBulk(d, owner, w.companyId, {
      bulk: "assign",
      ids: [mine, theirs],
      assignee: w.members.sales.id,
    });
    expect((await w.read(mine)).assignee_user_id).toBe(w.members.sales.id);
    expect((await w.read(theirs)).assignee_user_id).toBeNull();

    // Not to someone who may not answer, nor to another company's owner.
    for (const assignee of [w.members.finance.id, w.otherOwner.id])
      await expect(
        runInquiryBulk(d, owner, w.companyId, { bulk: "assign", ids: [mine], assignee }),
      ).rejects.toMatchObject({ code: "invalid_data" });
    expect((await w.read(mine)).assignee_user_id).toBe(w.members.sales.id);
    // A viewer sees but changes nothing.
    await expect(
      runInquiryBulk(d, w.members.viewer, w.companyId, { bulk: "archive", ids: [mine], assignee: null }),
    ).rejects.toMatchObject({ code: "not_allowed" });
  });

  it("moves status and stage only from the value the member saw: two clicks make one change", async () => {
    const d = deps();
    const w = await inquiryWorld(d);
    const id = await w.deal();
    const sales = w.members.sales;
    const results = await Promise.allSettled([
      changeInquiry(d, sales, w.companyId, id, { intent: "status", from: "Open", to: "Closed" }),
      changeInquiry(d, sales, w.companyId, id, { intent: "status", from: "Open", to: "Archived" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({
      code: "conflict",
      messageKey: "supplier.inquiries.changedMeanwhile",
    });

    await changeInquiry(d, sales, w.companyId, id, { intent: "stage", from: "Contacted", to: "Quoted" });
    await expect(
      changeInquiry(d, sales, w.companyId, id, { intent: "stage", from: "Contacted", to: "Negotiating" }),
    ).rejects.toMatchObject({ code: "conflict" });
    expect((await w.read(id)).seller_stage).toBe("Quoted");
  });

  it("refuses Lost without a reason, keeps the reason with Lost and drops it when the deal moves on", async () => {
    const d = deps();
    const w = await inquiryWorld(d);
    const id = await w.deal();
    const sales = w.members.sales;
    await expect(
      changeInquiry(d, sales, w.companyId, id, { intent: "stage", from: "Contacted", to: "Lost" }),
    ).rejects.toMatchObject({
      code: "invalid_data",
      fields: { reason: "supplier.inquiries.reasonRequired" },
    });
    expect((await w.read(id)).seller_stage).toBe("Contacted");
    await changeInquiry(d, sales, w.companyId, id, {
      intent: "stage",
      from: "Contacted",
      to: "Lost",
      reason: "Price too high",
    });
    expect(await w.read(id)).toMatchObject({ seller_stage: "Lost", seller_lost_reason: "Price too high" });
    await changeInquiry(d, sales, w.companyId, id, { intent: "stage", from: "Lost", to: "Negotiating" });
    expect(await w.read(id)).toMatchObject({ seller_stage: "Negotiating", seller_lost_reason: null });
  });

  it("refuses another company's inquiry and members who may not answer", async () => {
    const d = deps();
    const w = await inquiryWorld(d);
    const theirs = await w.deal({ seller_company_id: w.otherCompanyId });
    const change = { intent: "status", from: "Open", to: "Closed" } as const;
    await expect(changeInquiry(d, w.members.owner, w.companyId, theirs, change)).rejects.toMatchObject({
      code: "not_found",
    });
    await expect(
      changeInquiry(d, w.members.owner, w.companyId, theirs, { intent: "note", body: "x" }),
    ).rejects.toMatchObject({ code: "not_found" });
    await expect(getInquiry(d, w.members.owner, w.companyId, theirs, "en")).rejects.toMatchObject({
      code: "not_found",
    });
    const mine = await w.deal();
    await expect(changeInquiry(d, w.members.viewer, w.companyId, mine, change)).rejects.toBeInstanceOf(
      AppError,
    );
    await expect(changeInquiry(d, w.members.finance, w.companyId, mine, change)).rejects.toMatchObject({
      code: "not_allowed",
    });
    expect((await w.read(theirs)).seller_status).toBe("Open");
    expect((await w.read(mine)).seller_status).toBe("Open");
  });

  it("keeps internal notes for the team: the buyer's list carries none of the supplier's side", async () => {
    const d = deps();
    const w = await inquiryWorld(d);
    const id = await w.deal();
    await changeInquiry(d, w.members.sales, w.companyId, id, { intent: "note", body: "Call them Monday" });
    const seen = await getInquiry(d, w.members.viewer, w.companyId, id, "en");
    expect(seen.notes.map((n) => n.body)).toEqual(["Call them Monday"]);
    const buyerView = await listBuyerInquiries(d, w.buyer.id, "en");
    expect(buyerView.map((i) => i.id)).toEqual([id]);
    expect(JSON.stringify(buyerView)).not.toContain("Call them Monday");
    expect(Object.keys(buyerView[0]!)).not.toContain("status");
    expect(await listBuyerInquiries(d, w.otherBuyer.id, "en")).toEqual([]);
  });

  it("shows the buyer Seen once a sales member opens the inquiry, not when a viewer does", async () => {
    const d = deps();
    const w = await inquiryWorld(d);
    const id = await w.deal();
    await getInquiry(d, w.members.viewer, w.companyId, id, "en");
    expect((await w.read(id)).context).toBe("New");
    await getInquiry(d, w.members.sales, w.companyId, id, "en");
    expect((await w.read(id)).context).toBe("Seen");
    expect((await listBuyerInquiries(d, w.buyer.id, "en"))[0]!.context).toBe("Seen");
  });

  it("records the first seller reply once, and moves only Contacted and Open deals to Replied", async () => {
    const d = deps();
    const w = await inquiryWorld(d);
    const conversation = await w.conversation();
    const open = await w.deal({ conversation_id: conversation });
    const quoted = await w.deal({ conversation_id: conversation, seller_stage: "Quoted" });
    const closed = await w.deal({
      conversation_id: conversation,
      seller_status: "Closed",
      context: "Closed",
    });
    const elsewhere = await w.deal();
    await d.db
      .transaction()
      .execute((trx) => recordSellerReply(trx, conversation, "2026-11-27T10:00:00.000Z"));
    await recordSellerReply(d.db, conversation, "2026-11-27T12:00:00.000Z");
    expect(await w.read(open)).toMatchObject({
      seller_stage: "Replied",
      context: "Replied",
      first_reply_at: "2026-11-27T10:00:00.000Z",
    });
    expect(await w.read(quoted)).toMatchObject({
      seller_stage: "Quoted",
      first_reply_at: "2026-11-27T10:00:00.000Z",
    });
    expect(await w.read(closed)).toMatchObject({ seller_stage: "Contacted", context: "Closed" });
    expect(await w.read(elsewhere)).toMatchObject({ seller_stage: "Contacted", first_reply_at: null });
  });

  it("shows the conversation's last message and its time as the inquiry's last activity", async () => {
    const d = deps();
    const w = await inquiryWorld(d);
    const conversation = await w.conversation();
    const id = await w.deal({
      conversation_id: conversation,
      created_at: "2026-11-20T10:00:00.000Z",
      updated_at: "2026-11-20T10:00:00.000Z",
    });
    const message = await d.db
      .insertInto("conversation_messages")
      .values({
        conversation_id: conversation,
        sender_side: "buyer",
        kind: "text",
        body: "Any news on the vases?",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await d.db
      .updateTable("conversations")
      .set({ last_message_id: message.id, last_message_at: "2026-11-22T08:00:00.000Z" })
      .where("id", "=", conversation)
      .execute();
    const [row] = (await listInquiries(d, w.members.sales, w.companyId, "en", query())).items;
    expect(row).toMatchObject({
      id,
      lastActivityAt: "2026-11-22T08:00:00.000Z",
      lastMessage: { side: "buyer", text: "Any news on the vases?" },
    });
  });

  it("marks an inquiry unread for the buyer while the supplier's message is past their read mark", async () => {
    const d = deps();
    const w = await inquiryWorld(d);
    const conversation = await w.conversation();
    await w.deal({ conversation_id: conversation });
    const message = await d.db
      .insertInto("conversation_messages")
      .values({ conversation_id: conversation, sender_side: "seller", kind: "text", body: "Hello" })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect((await listBuyerInquiries(d, w.buyer.id, "en"))[0]).toMatchObject({
      hasUnread: true,
      conversationId: conversation,
    });
    await d.db
      .updateTable("conversations")
      .set({ buyer_read_message_id: message.id })
      .where("id", "=", conversation)
      .execute();
    expect((await listBuyerInquiries(d, w.buyer.id, "en"))[0]!.hasUnread).toBe(false);
  });
});
