import { expect, it } from "vitest";
import { company, conversation, member, person, postMessage } from "#tests/setup/realtime-fixtures.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import type { ConversationEvent } from "./conversation-events.repo.ts";
import { ConversationFeed } from "./conversation-feed.ts";

/** A feed that reads only when told (no poll within a test), and what each subscriber received. */
function quietFeed(d: TestDeps) {
  return new ConversationFeed({
    db: d.db,
    dialect: d.dialect,
    databaseUrl: d.config.databaseUrl,
    log: d.log,
    clock: d.clock,
    pollMs: 3_600_000,
  });
}

async function listen(feed: ConversationFeed, userId: number, staff = false) {
  const received: ConversationEvent[] = [];
  const subscription = await feed.subscribe({ userId, staff }, (event) => received.push(event));
  return { received, subscription, ids: () => received.map((event) => event.id) };
}

describeEachDatabase("the conversation feed", (deps) => {
  it("hands an event to the buyer and the seller's members who may see inquiries, and to nobody else", async () => {
    const d = deps();
    const seller = await company(d.db, "Seller");
    const other = await company(d.db, "Other");
    const buyer = await person(d.db);
    const strangerBuyer = await person(d.db);
    const feed = quietFeed(d);
    try {
      const mayFollow = await Promise.all(
        (["owner", "admin", "sales", "viewer"] as const).map((role) => member(d.db, seller, role)),
      );
      const mayNot = await Promise.all([
        member(d.db, seller, "catalog_editor"),
        member(d.db, seller, "finance"),
        member(d.db, other, "owner"),
        member(d.db, other, "sales"),
      ]);
      const staff = await person(d.db, ["admin"]);
      await d.db
        .insertInto("company_members")
        .values({ company_id: seller, user_id: staff.id, role: "owner" })
        .execute();
      const followers = await Promise.all([buyer, ...mayFollow].map((p) => listen(feed, p.id)));
      const others = await Promise.all(
        [...mayNot, strangerBuyer].map((p) => listen(feed, p.id)).concat(listen(feed, staff.id, true)),
      );

      const theirs = await conversation(d.db, buyer.id, seller);
      const elsewhere = await conversation(d.db, strangerBuyer.id, other);
      const posted = await postMessage(d.db, theirs, "buyer");
      await feed.wake();

      for (const follower of followers)
        expect(follower.received).toEqual([
          {
            id: posted.eventId,
            conversationId: theirs,
            kind: "message",
            messageId: posted.messageId,
            side: "buyer",
          },
        ]);
      for (const outsider of others.slice(0, 2)) expect(outsider.received).toEqual([]);
      // The other company's members and buyer see their own conversation only.
      const theirOwn = await postMessage(d.db, elsewhere, "seller");
      await feed.wake();
      for (const outsider of others.slice(2, 5)) expect(outsider.ids()).toEqual([theirOwn.eventId]);
      // Staff are never a supplier's members, even with a membership row.
      expect(others[5]!.received).toEqual([]);
      for (const follower of followers) expect(follower.ids()).toEqual([posted.eventId]);
    } finally {
      await feed.close();
    }
  });

  it("follows a member's new role after the memberships are read again, and stops after close", async () => {
    const d = deps();
    const seller = await company(d.db);
    const buyer = await person(d.db);
    const editor = await member(d.db, seller, "catalog_editor");
    const feed = quietFeed(d);
    try {
      const listener = await listen(feed, editor.id);
      const id = await conversation(d.db, buyer.id, seller);
      const first = await postMessage(d.db, id, "buyer");
      await feed.wake();
      expect(listener.ids()).toEqual([]);

      await d.db
        .updateTable("company_members")
        .set({ role: "sales" })
        .where("user_id", "=", editor.id)
        .execute();
      await feed.refreshMemberships();
      const second = await postMessage(d.db, id, "buyer");
      await feed.wake();
      expect(listener.ids()).toEqual([second.eventId]);
      expect(listener.ids()).not.toContain(first.eventId);

      listener.subscription.close();
      expect(feed.subscribers).toBe(0);
      await postMessage(d.db, id, "seller");
      await feed.wake();
      expect(listener.ids()).toEqual([second.eventId]);
    } finally {
      await feed.close();
    }
  });

  it("delivers an event whose id the cursor had passed when it commits late", async () => {
    // The late commit is made here by writing a lower id explicitly after a higher one was read:
    // what a reader sees when a transaction holding a lower id commits after one holding a higher.
    const d = deps();
    const seller = await company(d.db);
    const buyer = await person(d.db);
    const id = await conversation(d.db, buyer.id, seller);
    const feed = quietFeed(d);
    try {
      const listener = await listen(feed, buyer.id);
      const first = await postMessage(d.db, id, "buyer");
      const row = (eventId: number) => ({
        id: eventId,
        conversation_id: id,
        kind: "read" as const,
        message_id: first.messageId,
        side: "seller" as const,
      });
      await d.db
        .insertInto("conversation_events")
        .values(row(first.eventId + 3))
        .execute();
      await feed.wake();
      expect(listener.ids()).toEqual([first.eventId, first.eventId + 3]);

      await d.db
        .insertInto("conversation_events")
        .values(row(first.eventId + 1))
        .execute();
      await feed.wake();
      await feed.wake();
      expect(listener.ids()).toEqual([first.eventId, first.eventId + 3, first.eventId + 1]);

      // After the patience has run out, an id never committed is no longer looked for.
      d.clock.advance(31_000);
      await d.db
        .insertInto("conversation_events")
        .values(row(first.eventId + 2))
        .execute();
      await feed.wake();
      expect(listener.ids()).toEqual([first.eventId, first.eventId + 3, first.eventId + 1]);
    } finally {
      await feed.close();
    }
  });

  it("wakes by itself when an event is written, without waiting for its poll", async () => {
    const d = deps();
    const seller = await company(d.db);
    const buyer = await person(d.db);
    const id = await conversation(d.db, buyer.id, seller);
    const feed = quietFeed(d);
    try {
      const listener = await listen(feed, buyer.id);
      const posted = await postMessage(d.db, id, "seller");
      await expect.poll(() => listener.ids(), { timeout: 2000, interval: 20 }).toEqual([posted.eventId]);
    } finally {
      await feed.close();
    }
  });

  it("starts at the newest event: a new subscriber gets what comes next, not the history", async () => {
    const d = deps();
    const seller = await company(d.db);
    const buyer = await person(d.db);
    const id = await conversation(d.db, buyer.id, seller);
    await postMessage(d.db, id, "buyer");
    const feed = quietFeed(d);
    try {
      const listener = await listen(feed, buyer.id);
      await feed.wake();
      expect(listener.ids()).toEqual([]);
      const next = await postMessage(d.db, id, "seller");
      await feed.wake();
      expect(listener.ids()).toEqual([next.eventId]);
    } finally {
      await feed.close();
    }
  });
});
