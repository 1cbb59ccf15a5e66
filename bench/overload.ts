import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { Agent, get } from "node:http";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { cpuMs, freePort, startServer, stopServer, waitForHealth } from "./bench-server.ts";

/**
 * The production server under more connections than it can serve (targets: at 1,000 connections
 * on listing pages, admitted requests' p99 under 1 s, refusals answered within 50 ms, and back to
 * normal within 5 s of the load stopping):
 *  1. builds (`npm run build`, skipped with --skip-build) and starts `node server/main.ts` on
 *     loopback with a fresh demo catalogue (5,000 products, SQLite) and its default workers;
 *  2. idle: listing pages one at a time, the reference latency;
 *  3. load: --connections keep-alive connections, each asking for a listing page again as soon as
 *     it has its answer, or, after a 503, once Retry-After has passed (as a proxy or a person
 *     would, somewhere within the following Retry-After; --lockstep exactly at Retry-After; a
 *     browser does not ask again by itself). --hammer asks again at once after a 503 too.
 *     First the ramp: every connection opened at once, until each has had its first answer (the
 *     time is printed: the primary hands each new connection to a worker, one at a time per
 *     worker); then --seconds measured, admitted (200) and refused (503) answers timed apart;
 *  4. recovery: every connection closed at once, then one listing page at a time until three in
 *     a row take at most twice the idle median.
 *   npm run bench:overload [-- --connections 1000 --seconds 20 --skip-build]
 * Loopback only, bounded in requests and time; the server is stopped at the end.
 */
const { values } = parseArgs({
  options: {
    connections: { type: "string", default: "1000" },
    seconds: { type: "string", default: "20" },
    "max-concurrent": { type: "string" },
    workers: { type: "string" },
    "skip-build": { type: "boolean", default: false },
    hammer: { type: "boolean", default: false },
    lockstep: { type: "boolean", default: false },
  },
});
const connections = Number(values.connections);
const loadSeconds = Number(values.seconds);
const RECOVERY_LIMIT_S = 60;

if (!values["skip-build"]) {
  console.log("npm run build…");
  if (spawnSync("npm", ["run", "-s", "build"], { stdio: ["ignore", "ignore", "inherit"] }).status !== 0)
    process.exit(1);
}

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), "caravan-bench-overload-"));
const server = startServer(port, {
  DATA_DIR: dataDir,
  BIND_ADDRESS: "127.0.0.1",
  ...(values["max-concurrent"] ? { MAX_CONCURRENT_REQUESTS: values["max-concurrent"] } : {}),
  ...(values.workers ? { SERVER_WORKERS: values.workers } : {}),
});
try {
  await waitForHealth(origin, server);
  const pages = await listingPages();
  console.log(`${pages.length} listing pages (categories and searches) of the demo catalogue.`);

  const idle = await sequential(pages, 300); // the first 100 warm the caches up
  const idleMedian = percentile(idle.slice(100), 0.5);
  console.log(
    `\nIdle, one request at a time: p50 ${ms(idleMedian)}, p99 ${ms(percentile(idle.slice(100), 0.99))}`,
  );

  const loadBefore = loadavg()[0]!;
  const cpuBefore = cpuMs(server.pid);
  const run = await overload(pages, connections, loadSeconds);
  const serverCpu = (cpuMs(server.pid) - cpuBefore) / 1000;
  const stoppedAt = performance.now();
  const recovery = await recover(pages, idleMedian, stoppedAt);

  const admitted = run.admitted.sort((a, b) => a - b);
  const refused = run.refused.sort((a, b) => a - b);
  console.log(
    `\nRamp: ${run.ramp.connected} of ${connections} connections answered at least once after ${run.ramp.seconds.toFixed(1)} s`,
  );
  console.log(
    `${connections} connections for ${loadSeconds} s on listing pages (each asks again at once${values.hammer ? ", even after a 503" : values.lockstep ? ", or exactly Retry-After after a 503" : ", or 1 to 2 × Retry-After after a 503"}):`,
  );
  console.log(
    `  admitted (200): ${admitted.length.toLocaleString("en")} (${(admitted.length / loadSeconds).toFixed(0)}/s), p50 ${ms(percentile(admitted, 0.5))}, p99 ${ms(percentile(admitted, 0.99))}, max ${ms(admitted.at(-1) ?? Number.NaN)}`,
  );
  console.log(
    `  refused (503): ${refused.length.toLocaleString("en")} (${(refused.length / loadSeconds).toFixed(0)}/s), p50 ${ms(percentile(refused, 0.5))}, p99 ${ms(percentile(refused, 0.99))}, max ${ms(refused.at(-1) ?? Number.NaN)}`,
  );
  console.log(`  other answers: ${run.other}; connection errors: ${run.errors}`);
  console.log(`  per second (admitted/refused): ${run.timeline.map(([a, r]) => `${a}/${r}`).join(" ")}`);
  console.log(
    `\nBack to normal (3 listing requests in a row within 2x the idle p50, ${ms(2 * idleMedian)}): ${
      recovery.seconds === undefined ? `not within ${RECOVERY_LIMIT_S} s` : `${recovery.seconds.toFixed(1)} s`
    } after the load stopped; first request after it: ${ms(recovery.first)}`,
  );
  console.log(
    `\nserver CPU during the load ${serverCpu.toFixed(1)} s of ${loadSeconds} s; load average ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after`,
  );
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}

/** Category listings linked from the home page, and text searches. */
async function listingPages(): Promise<string[]> {
  const home = await (await fetch(`${origin}/`, { headers: { host: `localhost:${port}` } })).text();
  const categories = [...new Set([...home.matchAll(/href="(\/[^"?#]+\/ca\/[^"?#]+)"/g)].map((m) => m[1]!))];
  const searches = ["cotton", "steel", "led", "organic", "bag", "tea"].map(
    (text) => `/search-product/${text}`,
  );
  return [...categories, ...searches, ...categories.map((path) => `${path}?p=1`)];
}

function request(agent: Agent, path: string): Promise<{ status: number; ms: number; retryAfter: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = get(
      {
        host: "127.0.0.1",
        port,
        path,
        agent,
        headers: { host: `localhost:${port}`, accept: "text/html", "accept-encoding": "gzip" },
      },
      (res) =>
        res
          .resume()
          .on("end", () =>
            resolve({
              status: res.statusCode ?? 0,
              ms: performance.now() - started,
              retryAfter: Number(res.headers["retry-after"] ?? 0),
            }),
          )
          .on("error", reject),
    );
    req.on("error", reject);
  });
}

async function sequential(pages: string[], count: number): Promise<number[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  for (let i = 0; i < count; i++) times.push((await request(agent, pages[i % pages.length]!)).ms);
  agent.destroy();
  return times;
}

/**
 * How long a refused client waits before asking again: at least Retry-After, as the header asks.
 * People and proxies come back somewhere within the following Retry-After as well, not all in
 * the same millisecond; --lockstep makes every client come back exactly at Retry-After, so that
 * a thousand refused at once return at once (the worst case, a synchronised retry storm).
 */
function retryDelayMs(retryAfterSeconds: number): number {
  const base = retryAfterSeconds * 1000;
  return values.lockstep ? base : base * (1 + Math.random());
}

async function overload(pages: string[], clients: number, seconds: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  let admitted: number[] = [];
  let refused: number[] = [];
  let timeline: [number, number][] = [];
  let other = 0;
  let errors = 0;
  let stopping = false;
  let answeredOnce = 0;
  let started = performance.now();
  const second = () => {
    const index = Math.floor((performance.now() - started) / 1000);
    while (timeline.length <= index) timeline.push([0, 0]);
    return timeline[index]!;
  };
  const client = async (n: number) => {
    for (let i = n; !stopping; i += clients) {
      try {
        const answer = await request(agent, pages[i % pages.length]!);
        if (stopping) break;
        if (i === n) answeredOnce++;
        if (answer.status === 200) {
          admitted.push(answer.ms);
          second()[0]++;
        } else if (answer.status === 503) {
          refused.push(answer.ms);
          second()[1]++;
          if (!values.hammer) await new Promise((r) => setTimeout(r, retryDelayMs(answer.retryAfter)));
        } else other++;
      } catch {
        if (stopping) break;
        errors++;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  };
  const all = Array.from({ length: clients }, (_, n) => client(n));
  // The ramp, not measured: until every connection has been answered once (at most a minute).
  while (answeredOnce < clients && performance.now() - started < 60_000)
    await new Promise((r) => setTimeout(r, 50));
  const ramp = { seconds: (performance.now() - started) / 1000, connected: answeredOnce };
  admitted = [];
  refused = [];
  timeline = [];
  other = 0;
  errors = 0;
  started = performance.now();
  await new Promise((r) => setTimeout(r, seconds * 1000));
  stopping = true;
  agent.destroy(); // every connection closed at once, as when a crowd leaves
  await Promise.allSettled(all);
  return { ramp, admitted, refused, other, errors, timeline: timeline.slice(0, seconds) };
}

async function recover(pages: string[], idleMedian: number, stoppedAt: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let normalInARow = 0;
  let first: number | undefined;
  try {
    for (let i = 0; performance.now() - stoppedAt < RECOVERY_LIMIT_S * 1000; i++) {
      const answer = await request(agent, pages[i % pages.length]!).catch(() => ({
        status: 0,
        ms: Number.NaN,
      }));
      await new Promise((r) => setTimeout(r, 20));
      first ??= answer.ms;
      normalInARow = answer.status === 200 && answer.ms <= 2 * idleMedian ? normalInARow + 1 : 0;
      if (normalInARow === 3) return { seconds: (performance.now() - stoppedAt) / 1000, first };
    }
    return { seconds: undefined, first };
  } finally {
    agent.destroy();
  }
}

function percentile(sorted: number[], p: number): number {
  const values = [...sorted].sort((a, b) => a - b);
  return values[Math.min(values.length - 1, Math.floor(p * values.length))] ?? Number.NaN;
}

function ms(value: number | undefined): string {
  return value === undefined ? "–" : `${value.toFixed(0)} ms`;
}
