import { Hono } from "hono";
import { afterEach, expect, it } from "vitest";
import { logout, SESSION_COOKIE } from "#server/modules/accounts/index.ts";
import { hasOpenStream, STREAMS_PER_USER } from "#server/modules/realtime/index.ts";
import { listen } from "#tests/setup/raw-http.ts";
import {
  company,
  conversation,
  member,
  person,
  postMessage,
  sessionToken,
} from "#tests/setup/realtime-fixtures.ts";
import { type EventStreamClient, openEventStream } from "#tests/setup/sse-client.ts";
import { describeEachDatabase, type TestDeps } from "#tests/setup/test-db.ts";
import { eventStream } from "./events.routes.ts";

const opened: EventStreamClient[] = [];
let server: Awaited<ReturnType<typeof listen>> | undefined;
async function closeServer() {
  for (const client of opened.splice(0)) client.close();
  await server?.close();
  server = undefined;
}

/** GET /events on a real loopback port, with a ping every 100 ms instead of 25 s. */
async function serve(d: TestDeps) {
  const app = new Hono();
  app.get("/events", eventStream(d, { pingMs: 100 }));
  server = await listen(app.fetch);
  const port = server.port;
  return async (token: string | undefined, headers: Record<string, string> = {}, query = "") => {
    const client = await openEventStream(`http://127.0.0.1:${port}/events${query}`, {
      ...(token ? { cookie: `${SESSION_COOKIE}=${token}` } : {}),
      ...headers,
    });
    opened.push(client);
    return client;
  };
}

const ids = (client: EventStreamClient) => client.events.map((event) => Number(event.id));

describeEachDatabase("GET /events", (deps) => {
  // Registered after the database's own, so it runs before the database is dropped.
  afterEach(closeServer);

  it("answers 401 to a visitor without a session, or with a session that does not exist", async () => {
    const d = deps();
    const open = await serve(d);
    for (const token of [undefined, "no-such-session"]) {
      const client = await open(token);
      expect(client.status).toBe(401);
      expect(client.headers["content-type"]).not.toMatch(/event-stream/);
    }
    expect(d.realtime.open).toBe(0);
  });

  it("streams the user's events as id, event and data, uncached and unbuffered, with a ping comment", async () => {
    const d = deps();
    const seller = await company(d.db);
    const buyer = await person(d.db);
    const id = await conversation(d.db, buyer.id, seller);
    const open = await serve(d);
    const client = await open(await sessionToken(d.db, buyer.id));
    expect(client.status).toBe(200);
    expect(client.headers["content-type"]).toMatch(/^text\/event-stream/);
    expect(client.headers["cache-control"]).toBe("no-store");
    expect(client.headers["x-accel-buffering"]).toBe("no");

    const posted = await postMessage(d.db, id, "seller");
    const event = await client.next((e) => Number(e.id) === posted.eventId);
    expect(event).toEqual({
      id: String(posted.eventId),
      event: "message",
      data: JSON.stringify({ conversationId: id, messageId: posted.messageId, side: "seller" }),
    });
    await expect.poll(() => client.comments, { timeout: 2000 }).toContain("ping");
  });

  it("replays exactly the newer events of the user's own conversations after Last-Event-ID, then goes live", async () => {
    const d = deps();
    const [s1, s2] = [await company(d.db, "S1"), await company(d.db, "S2")];
    const buyer = await person(d.db);
    const otherBuyer = await person(d.db);
    const sales = await member(d.db, s1, "sales");
    const c1 = await conversation(d.db, buyer.id, s1);
    const c2 = await conversation(d.db, buyer.id, s2);
    const c3 = await conversation(d.db, otherBuyer.id, s1);
    const e1 = await postMessage(d.db, c1, "buyer");
    const e2 = await postMessage(d.db, c3, "buyer");
    const e3 = await postMessage(d.db, c2, "seller");
    const e4 = await postMessage(d.db, c1, "seller");
    const e5 = await postMessage(d.db, c3, "seller");

    const open = await serve(d);
    const asBuyer = await open(await sessionToken(d.db, buyer.id), { "last-event-id": String(e1.eventId) });
    // A first connection passes it in the query: a browser's EventSource sends the header only when it reconnects.
    const asSales = await open(await sessionToken(d.db, sales.id), {}, `?lastEventId=${e1.eventId}`);
    await asBuyer.next((e) => Number(e.id) === e4.eventId);
    await asSales.next((e) => Number(e.id) === e5.eventId);
    const e6 = await postMessage(d.db, c2, "buyer");
    const e7 = await postMessage(d.db, c1, "buyer");
    await asBuyer.next((e) => Number(e.id) === e7.eventId);
    await asSales.next((e) => Number(e.id) === e7.eventId);

    expect(ids(asBuyer)).toEqual([e3.eventId, e4.eventId, e6.eventId, e7.eventId]);
    expect(ids(asSales)).toEqual([e2.eventId, e4.eventId, e5.eventId, e7.eventId]);
  });

  it("without a Last-Event-ID starts live, with no history", async () => {
    const d = deps();
    const seller = await company(d.db);
    const buyer = await person(d.db);
    const id = await conversation(d.db, buyer.id, seller);
    await postMessage(d.db, id, "buyer");
    const open = await serve(d);
    const client = await open(await sessionToken(d.db, buyer.id), { "last-event-id": "not-a-number" });
    const next = await postMessage(d.db, id, "seller");
    await client.next((e) => Number(e.id) === next.eventId);
    expect(ids(client)).toEqual([next.eventId]);
  });

  it("cleans up when a browser goes away: no subscription, no presence, the open-streams gauge back to 0", async () => {
    const d = deps();
    const buyer = await person(d.db);
    const open = await serve(d);
    const token = await sessionToken(d.db, buyer.id);
    const [first, second] = [await open(token), await open(token)];
    expect(d.realtime.open).toBe(2);
    await d.realtime.presence.settled();
    expect(await hasOpenStream(d.db, buyer.id, d.clock.now())).toBe(true);

    first.close();
    await expect.poll(() => d.realtime.open, { timeout: 2000 }).toBe(1);
    await d.realtime.presence.settled();
    expect(await hasOpenStream(d.db, buyer.id, d.clock.now())).toBe(true);
    second.close();
    await expect.poll(() => d.realtime.feed.subscribers, { timeout: 2000 }).toBe(0);
    expect(d.realtime.open).toBe(0);
    await d.realtime.presence.settled();
    expect(await hasOpenStream(d.db, buyer.id, d.clock.now())).toBe(false);
    const metrics = await d.metrics.registry.metrics();
    expect(metrics).toMatch(/^caravan_event_streams_open 0$/m);
  });

  it("ends a stream once its session has ended (signed out), and keeps the others", async () => {
    const d = deps();
    const buyer = await person(d.db);
    const open = await serve(d);
    const leaving = await sessionToken(d.db, buyer.id);
    const staying = await sessionToken(d.db, buyer.id);
    const [signedOut, signedIn] = [await open(leaving), await open(staying)];
    await logout(d, leaving);
    await d.realtime.endSignedOut();
    await signedOut.ended;
    expect(d.realtime.open).toBe(1);
    expect(signedIn.status).toBe(200);
    // The session's deadline passes too: then it ends as well.
    d.clock.advance(31 * 86_400_000);
    await d.realtime.endSignedOut();
    await signedIn.ended;
    expect(d.realtime.open).toBe(0);
  });

  it("refuses a user's streams beyond the limit with 429, and ends every stream when the process closes them", async () => {
    const d = deps();
    const buyer = await person(d.db);
    const open = await serve(d);
    const token = await sessionToken(d.db, buyer.id);
    const clients = [];
    // Opened all at once: the limit holds even while the first are still being opened.
    clients.push(...(await Promise.all(Array.from({ length: STREAMS_PER_USER + 2 }, () => open(token)))));
    expect(clients.filter((client) => client.status === 200)).toHaveLength(STREAMS_PER_USER);
    expect(clients.filter((client) => client.status === 429)).toHaveLength(2);
    expect((await open(token)).status).toBe(429);

    await d.realtime.close();
    await Promise.all(clients.map((client) => client.ended));
    expect(d.realtime.open).toBe(0);
  });
});
