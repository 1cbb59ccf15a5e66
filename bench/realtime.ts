import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { connect, type Db } from "#server/db/connect.ts";
import { hashToken, newToken } from "#server/lib/tokens.ts";
import { SESSION_COOKIE } from "#server/modules/accounts/index.ts";
import { createPostgresTestDatabase } from "#tests/setup/postgres-test-database.ts";
import { company, conversation, postMessage } from "#tests/setup/realtime-fixtures.ts";
import {
  buildIfStale,
  freePort,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from "#tests/setup/server-process.ts";
import { type EventStreamClient, openEventStream } from "#tests/setup/sse-client.ts";

/**
 * Real-time delivery on the production build with two server processes on one PostgreSQL
 * database (a fresh copy of the migrated template, dropped afterwards):
 *  1. idle memory: --streams event streams (one signed-in user each) held open on process B;
 *     B's resident memory and V8 heap before and after, divided by the streams;
 *  2. delivery: --rate messages a second for --seconds, each written with its event in one
 *     transaction as the conversations module writes them (not through process A's HTTP yet:
 *     it has no message route), spread over --conversations conversations whose buyers, and one
 *     sales member of the seller, read on B while the idle streams stay open; p50/p95/p99 from
 *     the start of the write to the event's arrival at the reader.
 *   npm run build && npm run bench:realtime [-- --streams 2000 --rate 200 --seconds 10]
 */
const { values } = parseArgs({
  options: {
    streams: { type: "string", default: "2000" },
    rate: { type: "string", default: "200" },
    seconds: { type: "string", default: "10" },
    conversations: { type: "string", default: "100" },
    "keep-snapshot": { type: "string" },
    database: {
      type: "string",
      default: process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
    },
  },
});
const streamCount = Number(values.streams);
const rate = Number(values.rate);
const seconds = Number(values.seconds);
const conversationCount = Number(values.conversations);

buildIfStale();
const database = await createPostgresTestDatabase(values.database);
const handle = connect(database.url);
const db = handle.db;
const dataDirs: string[] = [];
const servers: ServerProcess[] = [];
const clients: EventStreamClient[] = [];
try {
  const metricsPort = await freePort();
  const start = (env: Record<string, string> = {}) => {
    const dataDir = mkdtempSync(join(tmpdir(), "caravan-bench-realtime-"));
    dataDirs.push(dataDir);
    return startServerProcess({ DATABASE_URL: database.url, DATA_DIR: dataDir, SEED_PRODUCTS: "0", ...env });
  };
  // A heap snapshot, taken on SIGUSR2, collects all garbage first: the heap measured after one
  // holds what the streams keep, not what opening them left behind.
  const snapshots = mkdtempSync(join(tmpdir(), "caravan-bench-snapshots-"));
  dataDirs.push(snapshots);
  const b = await start({
    METRICS_PORT: String(metricsPort),
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${snapshots}`,
  });
  servers.push(b, await start());
  const metric = async (name: string) => {
    const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    return Number(new RegExp(`^${name} (\\S+)$`, "m").exec(metrics)?.[1]);
  };
  const memory = async () => {
    const status = readFileSync(`/proc/${b.process.pid}/status`, "utf8");
    const rss = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) * 1024;
    return {
      rss,
      heap: await metric("nodejs_heap_size_used_bytes"),
      open: await metric("caravan_event_streams_open"),
    };
  };
  const heapAfterGc = async () => {
    await collectGarbage(b, snapshots, values["keep-snapshot"]);
    return metric("nodejs_heap_size_used_bytes");
  };
  const open = async (token: string) => {
    const client = await openEventStream(`${b.origin}/events`, { cookie: `${SESSION_COOKIE}=${token}` });
    if (client.status !== 200) throw new Error(`GET /events answered ${client.status}`);
    clients.push(client);
    return client;
  };

  console.log(`Creating ${streamCount + conversationCount + 1} users with sessions…`);
  const idleTokens = await usersWithSessions(db, streamCount, "idle");
  // Warm up: the code paths of a stream run once before the baseline.
  for (const token of idleTokens.slice(0, 20)) (await open(token)).close();
  await settle(3000);
  const before = await memory();
  console.log(`Opening ${streamCount} event streams on process B…`);
  const opening = performance.now();
  await inBatches(idleTokens, 50, (token) => open(token));
  const openSeconds = (performance.now() - opening) / 1000;
  await settle(5000);
  const after = await memory();
  // The snapshots come last: writing one raises the resident memory for a while.
  const heldHeap = await heapAfterGc();
  const idle = clients.splice(0);
  for (const client of idle) client.close();
  await settle(3000);
  const releasedHeap = await heapAfterGc();
  const perStream = (bytes: number) => (bytes / streamCount / 1024).toFixed(1);
  console.log(
    `${after.open} streams open (in ${openSeconds.toFixed(1)} s): RSS ${mb(before.rss)} → ${mb(after.rss)} MB ` +
      `(${perStream(after.rss - before.rss)} KB a stream), V8 heap ${mb(before.heap)} → ${mb(after.heap)} MB ` +
      `(${perStream(after.heap - before.heap)} KB a stream); after a full GC the heap holds ${mb(heldHeap)} MB ` +
      `with the streams open and ${mb(releasedHeap)} MB once they closed (${perStream(heldHeap - releasedHeap)} KB a stream)`,
  );
  console.log(`Opening ${streamCount} idle streams again for the delivery test…`);
  await inBatches(idleTokens, 50, (token) => open(token));

  // Delivery from writes to readers on B.
  const seller = await company(db, "Bench Seller");
  const buyerTokens = await usersWithSessions(db, conversationCount, "buyer");
  const [salesToken] = await usersWithSessions(db, 1, "sales", { companyId: seller, role: "sales" });
  const buyerIds = await db
    .selectFrom("users")
    .select("id")
    .where("email", "like", "bench-buyer-%")
    .orderBy("id")
    .execute();
  const conversations = await Promise.all(buyerIds.map(({ id }) => conversation(db, id, seller)));
  const arrivals: { eventId: number; at: number }[] = [];
  const listen = (client: EventStreamClient) => {
    client.onEvent = (event) => arrivals.push({ eventId: Number(event.id), at: performance.now() });
  };
  await inBatches(buyerTokens, 50, async (token) => listen(await open(token)));
  listen(await open(salesToken!));
  await settle(1000);

  console.log(`Posting ${rate} messages a second for ${seconds} s…`);
  const posts: { eventId: number; started: number; committed: number }[] = [];
  const writes: Promise<void>[] = [];
  const total = rate * seconds;
  const began = performance.now();
  for (let i = 0; i < total; i++) {
    const due = began + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const started = performance.now();
    const conversationId = conversations[i % conversations.length]!;
    writes.push(
      postMessage(db, conversationId, i % 2 ? "buyer" : "seller").then(
        ({ eventId }) => void posts.push({ eventId, started, committed: performance.now() }),
      ),
    );
  }
  await Promise.all(writes);
  const postSeconds = (performance.now() - began) / 1000;
  await settle(2000);

  const byEvent = new Map(posts.map((post) => [post.eventId, post]));
  const delivered = arrivals.filter((arrival) => byEvent.has(arrival.eventId));
  const writeTimes = posts.map((post) => post.committed - post.started).sort((x, y) => x - y);
  // From the start of the write (as a sender would wait for it) and from its commit (the fan-out
  // alone). The commit's answer and the event race each other to this process: an event may be
  // read a little before the commit's answer, so the second can be slightly negative.
  const fromStart = delivered.map((a) => a.at - byEvent.get(a.eventId)!.started).sort((x, y) => x - y);
  const fromCommit = delivered.map((a) => a.at - byEvent.get(a.eventId)!.committed).sort((x, y) => x - y);
  const pcts = (sorted: number[]) =>
    [50, 95, 99]
      .map((p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN)
      .map((ms) => ms.toFixed(0))
      .join(" / ");
  console.log(
    `${total} messages in ${postSeconds.toFixed(1)} s (${(total / postSeconds).toFixed(0)}/s); ` +
      `${delivered.length} of ${total * 2} deliveries arrived. p50 / p95 / p99 in ms: ` +
      `write ${pcts(writeTimes)}; write start → arrival ${pcts(fromStart)}; commit → arrival ${pcts(fromCommit)}`,
  );
  console.log(
    `Machine: ${cpus().length} × ${cpus()[0]?.model.trim()}; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")} (1/5/15 min) at the end.`,
  );
} finally {
  for (const client of clients) client.close();
  await Promise.all(servers.map((server) => stopServerProcess(server)));
  await handle.close();
  await database.drop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}

/** `count` users with a session each (30 days), made in a few statements; gives the cookie tokens. */
async function usersWithSessions(
  db: Db,
  count: number,
  kind: string,
  membership?: { companyId: number; role: "sales" },
): Promise<string[]> {
  const tokens: string[] = [];
  for (let from = 0; from < count; from += 500) {
    const size = Math.min(500, count - from);
    const users = await db
      .insertInto("users")
      .values(
        Array.from({ length: size }, (_, i) => ({
          email: `bench-${kind}-${from + i}@realtime.bench`,
          password_hash: "x",
          first_name: "Bench",
          last_name: `${kind} ${from + i}`,
        })),
      )
      .returning("id")
      .execute();
    const expires = new Date(Date.now() + 86_400_000).toISOString();
    const batch = users.map(({ id }) => ({ id, token: newToken() }));
    await db
      .insertInto("sessions")
      .values(
        batch.map(({ id, token }) => ({
          id: hashToken(token),
          user_id: id,
          expires_at: expires,
          is_remembered: true,
        })),
      )
      .execute();
    if (membership)
      await db
        .insertInto("company_members")
        .values(
          users.map(({ id }) => ({ company_id: membership.companyId, user_id: id, role: membership.role })),
        )
        .execute();
    tokens.push(...batch.map(({ token }) => token));
  }
  return tokens;
}

/** Makes the server write a heap snapshot (a full GC first), waits for it to be written, deletes it. */
async function collectGarbage(server: ServerProcess, folder: string, keepAs?: string) {
  const files = () => readdirSync(folder).filter((name) => name.endsWith(".heapsnapshot"));
  const before = new Set(files());
  server.process.kill("SIGUSR2");
  let size = -1;
  for (let tries = 0; tries < 600; tries++) {
    await settle(500);
    const written = files().find((name) => !before.has(name));
    if (!written) continue;
    const now = statSync(join(folder, written)).size;
    if (now > 0 && now === size) {
      if (keepAs && !existsSync(keepAs)) renameSync(join(folder, written), keepAs);
      else rmSync(join(folder, written));
      return;
    }
    size = now;
  }
  throw new Error("the heap snapshot was not written within 5 minutes");
}

async function inBatches<T>(items: readonly T[], size: number, work: (item: T) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(work));
}

function settle(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function mb(bytes: number) {
  return (bytes / 1024 / 1024).toFixed(1);
}
