import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { company, conversation, person, postMessage } from "#tests/setup/realtime-fixtures.ts";
import { createTestDeps, type TestDeps } from "#tests/setup/test-db.ts";
import { appendConversationEvent, type ConversationEvent } from "./conversation-events.repo.ts";
import { ConversationFeed } from "./conversation-feed.ts";
import { LISTENER_APPLICATION_NAME } from "./pg-wakeups.ts";

/** What only PostgreSQL does: concurrent writers, and a LISTEN connection that can drop. */
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)("the conversation feed on PostgreSQL", () => {
  let d: TestDeps;
  let feed: ConversationFeed | undefined;
  beforeEach(async () => {
    d = await createTestDeps(url!);
  });
  afterEach(async () => {
    await feed?.close();
    feed = undefined;
    await d.close();
  });

  async function setUp(pollMs: number) {
    const seller = await company(d.db);
    const buyer = await person(d.db);
    const conversationId = await conversation(d.db, buyer.id, seller);
    feed = new ConversationFeed({ ...d, databaseUrl: d.config.databaseUrl, pollMs });
    const received: ConversationEvent[] = [];
    await feed.subscribe({ userId: buyer.id, staff: false }, (event) => received.push(event));
    return { conversationId, received, ids: () => received.map((event) => event.id) };
  }

  it("does not lose an event whose transaction took a lower id and committed after a higher one was read", async () => {
    const { conversationId, ids } = await setUp(3_600_000);
    let commitSlow: () => void = () => {};
    const slowHolds = new Promise<void>((resolve) => {
      commitSlow = resolve;
    });
    let slowId = 0;
    const slowTookItsId = Promise.withResolvers<void>();
    const slow = d.db.transaction().execute(async (trx) => {
      const { id: messageId } = await trx
        .insertInto("conversation_messages")
        .values({ conversation_id: conversationId, sender_side: "buyer", kind: "text", body: "slow" })
        .returning("id")
        .executeTakeFirstOrThrow();
      slowId = await appendConversationEvent(trx, {
        conversationId,
        kind: "message",
        messageId,
        side: "buyer",
      });
      slowTookItsId.resolve();
      await slowHolds;
    });
    await slowTookItsId.promise;
    const fast = await postMessage(d.db, conversationId, "seller");
    expect(fast.eventId).toBeGreaterThan(slowId);
    await expect.poll(ids, { timeout: 2000 }).toEqual([fast.eventId]);

    commitSlow();
    await slow;
    // Its NOTIFY wakes the feed, which looks for the id it passed over.
    await expect.poll(ids, { timeout: 2000 }).toEqual([fast.eventId, slowId]);
  });

  it("listens again after its connection is dropped, and polls meanwhile", async () => {
    const { conversationId, ids } = await setUp(300);
    expect(feed!.listening).toBe(true);
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`.execute(d.db);
    await expect.poll(() => feed!.listening, { timeout: 2000, interval: 10 }).toBe(false);

    const duringOutage = await postMessage(d.db, conversationId, "seller");
    await expect.poll(ids, { timeout: 3000 }).toEqual([duringOutage.eventId]);
    await expect.poll(() => feed!.listening, { timeout: 3000 }).toBe(true);
  });

  it("is woken by NOTIFY at once, well before its poll", async () => {
    const { conversationId, ids } = await setUp(3_600_000);
    const started = performance.now();
    const posted = await postMessage(d.db, conversationId, "buyer");
    await expect.poll(ids, { timeout: 1000, interval: 5 }).toEqual([posted.eventId]);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
