import { expect, it } from "vitest";
import { company, conversation, person, postMessage } from "#tests/setup/realtime-fixtures.ts";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import type { ConversationEvent } from "./conversation-events.repo.ts";

describeEachDatabase("opening an event stream", (deps) => {
  it("sends the replay, then what arrived while it was read, each event once and none lost", async () => {
    const d = deps();
    const seller = await company(d.db);
    const buyer = await person(d.db);
    const id = await conversation(d.db, buyer.id, seller);
    const first = await postMessage(d.db, id, "buyer");
    // Another stream of the user starts the feed, at the newest event.
    const other = await d.realtime.openStream(buyer, undefined, () => {});
    other.start(() => {});

    // Written without a wake-up (as by another process whose NOTIFY is still on its way), so the
    // feed reads it only after the replay has: both then hold it.
    const { id: missedId } = await d.db
      .insertInto("conversation_events")
      .values({ conversation_id: id, kind: "read", message_id: first.messageId, side: "seller" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const sent: ConversationEvent[] = [];
    const opened = await d.realtime.openStream(buyer, first.eventId, () => {});
    // While the page has not started the stream yet, the feed hands it the missed event again
    // (the replay holds it too) and a new one.
    const meanwhile = await postMessage(d.db, id, "buyer");
    await d.realtime.feed.wake();
    opened.start((event) => sent.push(event));
    const later = await postMessage(d.db, id, "seller");
    await d.realtime.feed.wake();

    expect(sent.map((event) => event.id)).toEqual([missedId, meanwhile.eventId, later.eventId]);
    opened.close();
    opened.close();
    other.close();
    expect(d.realtime.open).toBe(0);
    expect(d.realtime.feed.subscribers).toBe(0);
  });

  it("replays at most the newest 500 events, oldest first", async () => {
    const d = deps();
    const seller = await company(d.db);
    const buyer = await person(d.db);
    const id = await conversation(d.db, buyer.id, seller);
    const rows = Array.from({ length: 520 }, (_, i) => ({
      conversation_id: id,
      kind: "read" as const,
      message_id: i + 1,
      side: "seller" as const,
    }));
    await d.db.insertInto("conversation_events").values(rows).execute();
    const ids = (await d.db.selectFrom("conversation_events").select("id").orderBy("id").execute()).map(
      (row) => row.id,
    );
    const sent: number[] = [];
    const opened = await d.realtime.openStream(buyer, 0, () => {});
    opened.start((event) => sent.push(event.id));
    opened.close();
    expect(sent).toEqual(ids.slice(-500));
  });
});
