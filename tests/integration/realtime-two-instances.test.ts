import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, type DbHandle } from "#server/db/connect.ts";
import { SESSION_COOKIE } from "#server/modules/accounts/index.ts";
import { createPostgresTestDatabase } from "#tests/setup/postgres-test-database.ts";
import { company, conversation, member, person, sessionToken } from "#tests/setup/realtime-fixtures.ts";
import {
  buildIfStale,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from "#tests/setup/server-process.ts";
import { type EventStreamClient, openEventStream } from "#tests/setup/sse-client.ts";

/**
 * Two server processes on different ports sharing one PostgreSQL database: a message written
 * through one reaches a reader connected to the other, through the events table and NOTIFY alone.
 */
const url = process.env.TEST_DATABASE_URL;

/**
 * Posts a message through an instance as a browser does: the conversation page's form, with the
 * session cookie, from the site's own origin. Gives the message and the event it was announced by.
 */
async function postThroughInstance(
  instance: ServerProcess,
  db: DbHandle["db"],
  conversationId: number,
  as: { side: "buyer" | "seller"; token: string },
): Promise<{ eventId: number; messageId: number }> {
  const site = `http://localhost:${instance.port}`;
  const path =
    as.side === "buyer" ? `/profile/meeting/${conversationId}` : `/supplier/messages/${conversationId}`;
  const response = await fetch(`${site}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie: `${SESSION_COOKIE}=${as.token}`, origin: site },
    body: new URLSearchParams({ intent: "send", body: "Sent through the other instance" }),
  });
  // The form answers with a redirect back to the conversation once the message is stored.
  expect([302, 303]).toContain(response.status);
  const message = await db
    .selectFrom("conversation_messages")
    .select("id")
    .where("conversation_id", "=", conversationId)
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  const event = await db
    .selectFrom("conversation_events")
    .select("id")
    .where("message_id", "=", message.id)
    .where("kind", "=", "message")
    .executeTakeFirstOrThrow();
  return { eventId: event.id, messageId: message.id };
}

describe.skipIf(!url)("two server instances on one PostgreSQL database", () => {
  let database: Awaited<ReturnType<typeof createPostgresTestDatabase>> | undefined;
  let handle: DbHandle | undefined;
  const instances: ServerProcess[] = [];
  const dataDirs: string[] = [];
  const streams: EventStreamClient[] = [];

  beforeAll(async () => {
    buildIfStale();
    database = await createPostgresTestDatabase(url!);
    handle = connect(database.url);
    const start = () => {
      const dataDir = mkdtempSync(join(tmpdir(), "caravan-realtime-"));
      dataDirs.push(dataDir);
      return startServerProcess({ DATABASE_URL: database!.url, DATA_DIR: dataDir, SEED_PRODUCTS: "0" });
    };
    instances.push(...(await Promise.all([start(), start()])));
  }, 240_000);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await Promise.all(instances.map((instance) => stopServerProcess(instance)));
    await handle?.close();
    await database?.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  const open = async (instance: ServerProcess, token: string, headers: Record<string, string> = {}) => {
    const stream = await openEventStream(`${instance.origin}/events`, {
      cookie: `${SESSION_COOKIE}=${token}`,
      ...headers,
    });
    streams.push(stream);
    expect(stream.status).toBe(200);
    return stream;
  };

  it("delivers a message posted through A to readers on B (the seller's sales member) within 2 s", async () => {
    const [a, b] = instances as [ServerProcess, ServerProcess];
    const db = handle!.db;
    const seller = await company(db, "Two Instances Co");
    const buyer = await person(db);
    const sales = await member(db, seller, "sales");
    const finance = await member(db, seller, "finance");
    const conversationId = await conversation(db, buyer.id, seller);

    // As a browser asks: compressed if possible. An event stream must not be (it would be held back).
    const salesOnB = await open(b, await sessionToken(db, sales.id), {
      "accept-encoding": "gzip, deflate, br",
    });
    expect(salesOnB.headers["content-encoding"]).toBeUndefined();
    expect(salesOnB.headers["cache-control"]).toBe("no-store");
    const financeOnB = await open(b, await sessionToken(db, finance.id));
    const buyerToken = await sessionToken(db, buyer.id);
    const buyerOnA = await open(a, buyerToken);

    const started = performance.now();
    const posted = await postThroughInstance(a, db, conversationId, { side: "buyer", token: buyerToken });
    const event = await salesOnB.next((e) => Number(e.id) === posted.eventId, 2000);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(event.event).toBe("message");
    expect(JSON.parse(event.data)).toEqual({ conversationId, messageId: posted.messageId, side: "buyer" });
    await buyerOnA.next((e) => Number(e.id) === posted.eventId, 2000);

    // The answer goes the other way: posted through B, read on A.
    const answer = await postThroughInstance(b, db, conversationId, {
      side: "seller",
      token: await sessionToken(db, sales.id),
    });
    await buyerOnA.next((e) => Number(e.id) === answer.eventId, 2000);
    await salesOnB.next((e) => Number(e.id) === answer.eventId, 2000);
    expect(financeOnB.events).toEqual([]);
  });

  it("replays on A what a reader of B missed, from its Last-Event-ID", async () => {
    const [a, b] = instances as [ServerProcess, ServerProcess];
    const db = handle!.db;
    const seller = await company(db, "Replay Co");
    const buyer = await person(db);
    const sales = {
      side: "seller" as const,
      token: await sessionToken(db, (await member(db, seller, "sales")).id),
    };
    const conversationId = await conversation(db, buyer.id, seller);
    const token = await sessionToken(db, buyer.id);
    const onB = await open(b, token);
    const first = await postThroughInstance(a, db, conversationId, sales);
    await onB.next((e) => Number(e.id) === first.eventId, 2000);
    onB.close();

    const missed = await postThroughInstance(b, db, conversationId, sales);
    const onA = await open(a, token, { "last-event-id": String(first.eventId) });
    await onA.next((e) => Number(e.id) === missed.eventId, 2000);
    expect(onA.events.map((e) => Number(e.id))).toEqual([missed.eventId]);
  });

  it("stops promptly on SIGTERM with streams open, ending them (the browsers reconnect elsewhere)", async () => {
    const b = instances[1]!;
    const db = handle!.db;
    const buyer = await person(db);
    const onB = await open(b, await sessionToken(db, buyer.id));
    const started = performance.now();
    await stopServerProcess(b, 10_000);
    await onB.ended;
    // Without ending the streams first, the server's close would wait for them until the 5 s
    // fallback exit.
    expect(performance.now() - started).toBeLessThan(4000);
    expect(b.process.exitCode).toBe(0);
  });
});
