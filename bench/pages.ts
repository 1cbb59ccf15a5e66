import { type ChildProcess, fork, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { categoryPath, productPath } from "#core/rules/slug.ts";
import { connect } from "#server/db/connect.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { Random } from "#server/demo/random.ts";
import { SESSION_COOKIE } from "#server/modules/accounts/index.ts";
import { freePort, startServer, stopServer, waitForHealth } from "./bench-server.ts";
import { type LoadRequest, type LoadResult, percentile, runLoad } from "./http-load.ts";
import { measureCapacity } from "./pages-capacity.ts";
import { zipfPicker } from "./zipf.ts";

/**
 * Anonymous visitors' pages from the page cache (docs/decisions/035-page-cache.md), on the
 * production build with a --products catalogue (targets in docs/benchmarks.md):
 *  1. one product page from the cache against a minimal Node server sending the same bytes and
 *     headers (bench/static-page-server.ts), --rounds rounds of --seconds each, taking turns so
 *     the machine's noise hits both alike: requests a second, p50/p99, and the ratio;
 *  2. a realistic mix for --mix-seconds from a cold cache: products and listings drawn by Zipf's
 *     law, --signed-in of the requests with a buyer's session: hit rate, requests a second,
 *     p50/p99, and the p95 of the pages rendered (anonymous misses, signed-in pages).
 *   npm run build && npm run bench:pages [-- --products 100000 --database data/x.sqlite]
 * One server process (SERVER_WORKERS=1, or --workers), as the yardstick is one process; the load
 * comes from this process over loopback at --concurrency connections. --capacity 2,4,8 then runs
 * the warm mix at each of those numbers of connections and names the most requests a second
 * with p99 under 100 ms (bench/pages-capacity.ts).
 */
const { values } = parseArgs({
  options: {
    products: { type: "string", default: "100000" },
    database: { type: "string" },
    seconds: { type: "string", default: "5" },
    rounds: { type: "string", default: "3" },
    "mix-seconds": { type: "string", default: "30" },
    concurrency: { type: "string", default: "10" },
    "signed-in": { type: "string", default: "0.1" },
    "listing-share": { type: "string", default: "0.3" },
    // Server processes (SERVER_WORKERS); 1 is the yardstick of part 1.
    workers: { type: "string", default: "1" },
    // Numbers of connections, comma-separated, for the capacity steps after the mix (none if unset).
    capacity: { type: "string" },
  },
});
const products = Number(values.products);
const database = values.database ?? `data/bench-${Math.round(products / 1000)}k.sqlite`;
const concurrency = Number(values.concurrency);

if (!database.startsWith("postgres") && !existsSync(database)) {
  console.log(`${database}: seeding ${products} products (npm run seed)…`);
  const seeded = spawnSync("npm", ["run", "seed", "--", "--products", String(products)], {
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: database },
  });
  if (seeded.status !== 0) process.exit(1);
}
const { productPaths, listingPaths } = await preparePaths(database);

const port = await freePort();
const origin = `http://localhost:${port}`;
// The search index snapshot stays between runs (its folder), so a second run starts in seconds.
const dataDir = join(tmpdir(), `caravan-bench-pages-${database.replace(/\W+/g, "-")}`);
mkdirSync(dataDir, { recursive: true });
const server = startServer(port, {
  DATABASE_URL: database,
  DATA_DIR: dataDir,
  BIND_ADDRESS: "127.0.0.1",
  SERVER_WORKERS: values.workers,
  // The bench's own connections come from one address; the limit would refuse them, not the pages.
  MAX_CONCURRENT_REQUESTS: String(concurrency * 2),
});
let yardstick: ChildProcess | undefined;
try {
  await waitForHealth(origin, server);
  const started = performance.now();
  console.log(`Caravan ready; load average ${loadavg()[0]!.toFixed(1)} (2 cores, shared).`);

  // 1. The same page from the cache and from a plain server.
  const hot = productPaths[0]!;
  // Each server process keeps pages of its own: asked until one answers from its cache.
  let cached = await fetch(`${origin}${hot}`, { headers: { "accept-encoding": "gzip" } });
  for (let i = 0; i < 20 && cached.headers.get("x-page-cache") !== "hit"; i++) {
    await cached.arrayBuffer();
    cached = await fetch(`${origin}${hot}`, { headers: { "accept-encoding": "gzip" } });
  }
  const body = Buffer.from(await cached.arrayBuffer());
  if (cached.headers.get("x-page-cache") !== "hit") throw new Error(`${hot} did not come from the cache`);
  const headers: Record<string, string> = {};
  cached.headers.forEach((value, name) => {
    if (!["date", "connection", "keep-alive", "x-request-id"].includes(name)) headers[name] = value;
  });
  // fetch() decodes the body; the bytes on the wire are asked for again, compressed.
  const wire = await gzipBytes(port, hot);
  if (wire.length !== Number(headers["content-length"]))
    throw new Error("the compressed page's length differs");
  const bodyFile = join(dataDir, "page.gz");
  const headersFile = join(dataDir, "headers.json");
  writeFileSync(bodyFile, wire);
  writeFileSync(headersFile, JSON.stringify(headers));
  const staticPort = await freePort();
  yardstick = fork("bench/static-page-server.ts", [String(staticPort), bodyFile, headersFile], {
    stdio: "inherit",
  });
  await new Promise((resolve) => yardstick!.once("message", resolve));
  const sameBody = await gzipBytes(staticPort, hot);
  if (!sameBody.equals(wire)) throw new Error("the plain server sends other bytes");
  console.log(`\nOne product page (${hot}): ${wire.length} bytes gzip (${body.length} unpacked).`);
  const runs = { caravan: [] as LoadResult[], plain: [] as LoadResult[] };
  const seconds = Number(values.seconds);
  await runLoad(port, () => ({ path: hot }), { concurrency, seconds: 1 }); // warm both up
  await runLoad(staticPort, () => ({ path: hot }), { concurrency, seconds: 1 });
  for (let round = 0; round < Number(values.rounds); round++) {
    runs.caravan.push(await runLoad(port, () => ({ path: hot }), { concurrency, seconds }));
    runs.plain.push(await runLoad(staticPort, () => ({ path: hot }), { concurrency, seconds }));
  }
  const caravan = summary(runs.caravan);
  const plain = summary(runs.plain);
  if (runs.caravan.some((r) => r.samples.some((s) => s.cache !== "hit")))
    throw new Error("a request of the hot page was not a hit");
  console.log(`| server | requests/s | p50 ms | p99 ms |\n| --- | --- | --- | --- |`);
  for (const [name, s] of [
    ["Caravan, page cache", caravan],
    ["plain Node server", plain],
  ] as const)
    console.log(`| ${name} | ${s.rate.toFixed(0)} | ${s.p50.toFixed(2)} | ${s.p99.toFixed(2)} |`);
  console.log(`Caravan / plain: ${((caravan.rate / plain.rate) * 100).toFixed(0)} % (target ≥ 50 %)`);
  yardstick.kill();
  yardstick = undefined;

  // 2. The mix, from a cold cache of everything but the hot page.
  const token = await signIn(origin);
  const random = new Random(24, 2026);
  const pickProduct = zipfPicker(productPaths.length, 1, random);
  const pickListing = zipfPicker(listingPaths.length, 1, random);
  const listingShare = Number(values["listing-share"]);
  const signedInShare = Number(values["signed-in"]);
  const next = (): LoadRequest => {
    const listing = random.next() < listingShare;
    const path = listing ? listingPaths[pickListing()]! : productPaths[pickProduct()]!;
    const kind = listing ? "listing" : "product";
    return random.next() < signedInShare
      ? { path, kind, headers: { cookie: `${SESSION_COOKIE}=${token}` } }
      : { path, kind };
  };
  const mixSeconds = Number(values["mix-seconds"]);
  console.log(
    `\nThe mix: ${mixSeconds} s at ${concurrency} connections over ${productPaths.length} products and ${listingPaths.length} listings (Zipf, s = 1), ${(listingShare * 100).toFixed(0)} % listings, ${(signedInShare * 100).toFixed(0)} % signed in; load average ${loadavg()[0]!.toFixed(1)}.`,
  );
  const mix = await runLoad(port, next, { concurrency, seconds: mixSeconds });
  const all = mix.samples.map((s) => s.ms).sort((a, b) => a - b);
  const anonymous = mix.samples.filter((s) => !s.signedIn);
  const hits = anonymous.filter((s) => s.cache === "hit").length;
  const rendered = (filter: (s: LoadResult["samples"][number]) => boolean) =>
    mix.samples
      .filter(filter)
      .map((s) => s.ms)
      .sort((a, b) => a - b);
  const misses = rendered((s) => !s.signedIn && s.cache !== "hit");
  const signedIn = rendered((s) => s.signedIn);
  const failed = mix.samples.filter((s) => s.status !== 200).length;
  console.log(
    `| requests | per second | hit rate (anonymous) | p50 ms | p99 ms | misses p95 ms | signed-in p95 ms | not 200 |`,
  );
  console.log(`| --- | --- | --- | --- | --- | --- | --- | --- |`);
  console.log(
    `| ${all.length} | ${(all.length / mix.seconds).toFixed(0)} | ${((hits / anonymous.length) * 100).toFixed(1)} % | ${percentile(all, 0.5).toFixed(1)} | ${percentile(all, 0.99).toFixed(1)} | ${percentile(misses, 0.95).toFixed(1)} (${misses.length}) | ${percentile(signedIn, 0.95).toFixed(1)} (${signedIn.length}) | ${failed} |`,
  );
  if (values.capacity) await measureCapacity(port, next, values.capacity.split(",").map(Number), mixSeconds);
  console.log(`\nDone in ${((performance.now() - started) / 1000).toFixed(0)} s.`);
} finally {
  yardstick?.kill();
  await stopServer(server);
}

function summary(runs: LoadResult[]) {
  const times = runs.flatMap((r) => r.samples.map((s) => s.ms)).sort((a, b) => a - b);
  const seconds = runs.reduce((sum, r) => sum + r.seconds, 0);
  return { rate: times.length / seconds, p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
}

/** The body of a page as it travels, gzip-compressed (fetch() would unpack it). */
async function gzipBytes(to: number, path: string): Promise<Buffer> {
  const { get } = await import("node:http");
  return new Promise((resolve, reject) => {
    get(
      {
        host: "127.0.0.1",
        port: to,
        path,
        headers: { host: `localhost:${port}`, "accept-encoding": "gzip" },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk)).on("end", () => resolve(Buffer.concat(chunks)));
      },
    ).on("error", reject);
  });
}

/** The demo buyer's session (the demo accounts' published password). */
async function signIn(site: string): Promise<string> {
  const response = await fetch(`${site}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: site, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: "buyer@caravan.test", password: "caravan-demo", returnUrl: "/" }),
  });
  for (const cookie of response.headers.getSetCookie()) {
    const [name, value] = cookie.split(";")[0]!.split("=");
    if (name === SESSION_COOKIE && value) return value;
  }
  throw new Error(`signing in as the demo buyer failed (${response.status})`);
}

/**
 * The canonical paths of the published products in a shuffled order (the most visited are not
 * the oldest), and the listings: every category, and text searches for the commonest name words.
 */
async function preparePaths(url: string) {
  const handle = connect(url);
  await migrateToLatest(handle.db);
  const rows = await handle.db
    .selectFrom("products as p")
    .innerJoin("product_texts as t", (j) => j.onRef("t.product_id", "=", "p.id").on("t.lang", "=", "en"))
    .select(["p.id", "t.name"])
    .where("p.is_published", "=", true)
    .orderBy("p.id")
    .execute();
  const categories = await handle.db
    .selectFrom("categories as c")
    .innerJoin("category_names as n", (j) =>
      j.onRef("n.category_code", "=", "c.code").on("n.lang", "=", "en"),
    )
    .select(["c.code", "c.parent_code", "n.name"])
    .orderBy("c.code")
    .execute();
  const parents = new Set(categories.map((c) => c.parent_code));
  await handle.close();
  const random = new Random(7, 2026);
  const productPaths = rows.map((r) => productPath(r.name, r.id));
  for (let i = productPaths.length - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1));
    [productPaths[i], productPaths[j]] = [productPaths[j]!, productPaths[i]!];
  }
  const words = new Map<string, number>();
  for (const { name } of rows.slice(0, 20_000))
    for (const word of name.toLowerCase().split(/\W+/))
      if (word.length > 3) words.set(word, (words.get(word) ?? 0) + 1);
  const searches = [...words]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 200)
    .map(([word]) => `/search-product/${encodeURIComponent(word)}`);
  const listingPaths = [
    ...categories.map((c) => categoryPath(c.name, c.code, parents.has(c.code))),
    ...searches,
  ];
  for (let i = listingPaths.length - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1));
    [listingPaths[i], listingPaths[j]] = [listingPaths[j]!, listingPaths[i]!];
  }
  return { productPaths, listingPaths };
}
