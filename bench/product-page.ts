import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { Agent, get } from "node:http";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { productPath } from "#core/rules/slug.ts";
import { connect, type Db } from "#server/db/connect.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { Random } from "#server/demo/random.ts";
import {
  clientScripts,
  cpuMs,
  freePort,
  LIGHTHOUSE,
  lighthouse,
  median,
  startServer,
  stopServer,
  waitForHealth,
} from "./bench-server.ts";

/**
 * The product page of the production build with a 100,000-product catalogue (targets:
 * SSR p95 ≤ 50 ms at 10 concurrent connections, client JS ≤ 120 KB compressed, Lighthouse mobile
 * performance ≥ 95):
 *  1. server-rendered product pages over loopback HTTP at --concurrency connections: --warmup
 *     seconds of requests (a running server, not a fresh one), then --requests measured ones over
 *     random products; p50/p95/p99 and throughput;
 *  2. the compressed JavaScript a product page loads when it opens (what Chromium receives);
 *  3. Lighthouse, mobile preset, the median of --lighthouse-runs runs (0 skips it).
 *   npm run build && npm run bench:product-page [-- --products 100000 --database data/x.sqlite]
 * A missing database is seeded with `npm run seed`; one without view events gets --views of
 * them over the last 60 days (skewed towards popular products), since every page render reads
 * its category's most viewed products for the recommendations.
 */
const { values } = parseArgs({
  options: {
    products: { type: "string", default: "100000" },
    database: { type: "string" },
    views: { type: "string", default: "300000" },
    requests: { type: "string", default: "20000" },
    // Seconds of warm-up, so the figures are a running server's: CPU a page falls from about
    // 6.8 ms over the first 2,000 pages to about 4 ms (V8's optimising compiler and heap sizing),
    // and the one-minute caches (recommendations, suppliers) must have turned over once to hold as
    // many entries as they keep at this load. `--warmup 0` shows a freshly started server.
    warmup: { type: "string", default: "75" },
    concurrency: { type: "string", default: "10" },
    "lighthouse-runs": { type: "string", default: "3" },
  },
});
const products = Number(values.products);
const database = values.database ?? `data/bench-${Math.round(products / 1000)}k.sqlite`;

if (!database.startsWith("postgres") && !existsSync(database)) {
  console.log(`${database}: seeding ${products} products (npm run seed)…`);
  const seeded = spawnSync("npm", ["run", "seed", "--", "--products", String(products)], {
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: database },
  });
  if (seeded.status !== 0) process.exit(1);
}
const pages = await preparePages(database, Number(values.views));

const port = await freePort();
const origin = `http://localhost:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), "caravan-bench-product-"));
const server = startServer(port, { DATABASE_URL: database, DATA_DIR: dataDir, BIND_ADDRESS: "127.0.0.1" });
try {
  await waitForHealth(origin, server);
  const random = new Random(6, 2026);
  const pick = (n: number) => Array.from({ length: n }, () => random.pick(pages));
  const concurrency = Number(values.concurrency);
  const warmupEnds = performance.now() + Number(values.warmup) * 1000;
  let warmupPages = 0;
  while (performance.now() < warmupEnds) {
    await render(port, pick(1000), concurrency);
    warmupPages += 1000;
  }
  const load = loadavg()[0]!.toFixed(1);
  const cpuBefore = cpuMs(server.pid);
  const clientCpu = process.cpuUsage();
  const run = await render(port, pick(Number(values.requests)), concurrency);
  const clientUsed = process.cpuUsage(clientCpu);
  const clientCpuPerPage = (clientUsed.user + clientUsed.system) / 1000 / run.times.length;
  const cpuPerPage = (cpuMs(server.pid) - cpuBefore) / run.times.length;
  const at = (p: number) => run.times[Math.min(run.times.length - 1, Math.floor(p * run.times.length))]!;
  console.log(
    `\nProduct page SSR, ${pages.length.toLocaleString("en")} products, ${run.times.length} requests at ${concurrency} connections (after ${warmupPages.toLocaleString("en")} warm-up requests in ${values.warmup} s):`,
  );
  console.log(
    `  p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, max ${run.times.at(-1)!.toFixed(1)} ms; ${(run.times.length / run.seconds).toFixed(0)} pages/s; ${run.failed} not 200`,
  );
  // Latency on a busy machine means little: say how busy it was, and what a page costs the
  // server in CPU time, which other processes hardly change.
  console.log(
    `  server CPU ${cpuPerPage.toFixed(1)} ms a page; load average ${load} before the run, ${loadavg()[0]!.toFixed(1)} after`,
  );
  // The client shares the machine's cores with the server, so its own cost is part of the picture.
  console.log(`  this benchmark's client: ${clientCpuPerPage.toFixed(2)} ms of CPU a page`);

  const js = await clientScripts(origin + pages[0]!);
  console.log(`\nJavaScript a product page loads when it opens (${pages[0]}):`);
  for (const s of js.scripts)
    console.log(`  ${(s.bytes / 1024).toFixed(1).padStart(6)} KB ${s.encoding.padEnd(4)} ${s.url}`);
  console.log(`  ${(js.total / 1024).toFixed(1).padStart(6)} KB compressed in ${js.scripts.length} files`);

  const runs = Number(values["lighthouse-runs"]);
  if (runs > 0) {
    const reports = Array.from({ length: runs }, () => lighthouse(origin + pages[0]!, dataDir));
    const score = (c: "performance" | "accessibility" | "best-practices" | "seo") =>
      Math.round(median(reports.map((r) => r.categories[c].score * 100)));
    console.log(
      `\n${LIGHTHOUSE}, mobile preset, median of ${runs}: performance ${score("performance")}, accessibility ${score("accessibility")}, best practices ${score("best-practices")}, SEO ${score("seo")}`,
    );
  }
} finally {
  await stopServer(server);
}

/** The canonical paths of the published products; adds view events when there are none. */
async function preparePages(url: string, views: number): Promise<string[]> {
  const handle = connect(url);
  await migrateToLatest(handle.db);
  const rows = await handle.db
    .selectFrom("products as p")
    .innerJoin("product_texts as t", (j) => j.onRef("t.product_id", "=", "p.id").on("t.lang", "=", "en"))
    .select(["p.id", "p.company_id", "t.name"])
    .where("p.is_published", "=", true)
    .orderBy("p.id")
    .execute();
  if (rows.length !== products)
    console.log(`${url} has ${rows.length} published products (asked for ${products}).`);
  if (
    views > 0 &&
    !(await handle.db.selectFrom("product_view_events").select("id").limit(1).executeTakeFirst())
  )
    await addViews(handle.db, rows, views);
  await handle.close();
  return rows.map((r) => productPath(r.name, r.id));
}

async function addViews(db: Db, rows: { id: number; company_id: number }[], count: number) {
  const started = performance.now();
  const random = new Random(60, 2026);
  const now = Date.now();
  for (let done = 0; done < count; done += 1000) {
    const batch = Array.from({ length: Math.min(1000, count - done) }, () => {
      // A few products draw most of the views, as in any shop.
      const p = rows[Math.floor(rows.length * random.next() ** 3)]!;
      const viewedAt = new Date(now - random.next() * 60 * 86_400_000).toISOString();
      return { product_id: p.id, company_id: p.company_id, user_id: null, viewed_at: viewedAt };
    });
    await db.insertInto("product_view_events").values(batch).execute();
  }
  console.log(`Added ${count} view events in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
}

/** Requests `paths` over `concurrency` keep-alive connections; sorted latencies in ms. */
async function render(port: number, paths: string[], concurrency: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const times: number[] = [];
  let next = 0;
  let failed = 0;
  const started = performance.now();
  const one = (path: string) =>
    new Promise<number>((resolve, reject) => {
      const request = get(
        {
          host: "127.0.0.1",
          port,
          path,
          agent,
          // As a browser asks: the page comes compressed, as visitors get it.
          headers: { host: `localhost:${port}`, accept: "text/html", "accept-encoding": "gzip, deflate, br" },
        },
        (res) => res.resume().on("end", () => resolve(res.statusCode ?? 0)),
      );
      request.on("error", reject);
    });
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < paths.length) {
        const path = paths[next++]!;
        const t = performance.now();
        if ((await one(path)) !== 200) failed++;
        times.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return { times: times.sort((a, b) => a - b), seconds, failed };
}
