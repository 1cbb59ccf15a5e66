import { rm } from "node:fs/promises";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { type ProductQueryInput, ProductQuerySchema } from "#core/schemas/search.ts";
import { connect } from "#server/db/connect.ts";
import { systemClock } from "#server/lib/clock.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { Random } from "#server/demo/random.ts";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import {
  filterOptions,
  localIndexAccess,
  parallelScan,
  recordSearchChange,
  SearchEngine,
  scanHelperReady,
  searchProducts,
  textMatches,
} from "#server/modules/search/index.ts";

import { listingQueries, loadQueryPools, WORDS } from "./query-mix.ts";

/**
 * Search speed on a big catalogue: index load time, resident memory, and p50/p95/p99 per query
 * class of a fixed, seeded query mix, through the same service functions the pages and the API
 * call (engine + product summaries from the database).
 *   npm run bench:search -- --database data/bench.sqlite [--database postgres://…] [--products 1000000]
 * An empty database is seeded first with --products products (default 1,000,000); with
 * --descriptions source, product descriptions are written in English only (the index is the same:
 * it reads descriptions only where people wrote them), a third of the bytes at ten million.
 * The index is built from the database, written as a snapshot (size, time, the longest the event
 * loop waited meanwhile), then loaded again from the snapshot, which then answers the queries:
 *   --snapshot-dir DIR   where the snapshots go (default data/bench-snapshots/<database>)
 *   --ready-only         the load times and the snapshot only, no query mix
 *   --scan-threads 1,2   the query mix with large scans on one thread, then on two (the default)
 *   --from-snapshot      load the snapshot a run before wrote (same code and catalogue) instead of
 *                        building from the database and writing one
 */
const { values } = parseArgs({
  options: {
    database: { type: "string", multiple: true },
    products: { type: "string", default: "1000000" },
    rounds: { type: "string", default: "200" },
    "snapshot-dir": { type: "string" },
    "ready-only": { type: "boolean", default: false },
    descriptions: { type: "string", default: "every" },
    "scan-threads": { type: "string", default: "1,2" },
    "from-snapshot": { type: "boolean", default: false },
  },
});
const databases = values.database?.length ? values.database : ["data/bench.sqlite"];
const rounds = Number(values.rounds);
if (values.descriptions !== "every" && values.descriptions !== "source")
  throw new Error("--descriptions is every or source");
const descriptions = values.descriptions;
const scanThreads = values["scan-threads"].split(",").map(Number);
if (scanThreads.some((t) => t !== 1 && t !== 2)) throw new Error("--scan-threads is 1, 2 or 1,2");

const mib = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MiB`;
const ms = (n: number) => n.toFixed(1).padStart(7);
function percentiles(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  return `${ms(at(0.5))} ${ms(at(0.95))} ${ms(at(0.99))}`;
}

for (const url of databases) {
  const handle = connect(url);
  await migrateToLatest(handle.db);
  if (!(await handle.db.selectFrom("products").select("id").limit(1).executeTakeFirst())) {
    console.log(`${url}: empty, seeding ${values.products} products first…`);
    const started = performance.now();
    await seedDemoCatalogue(handle.db, handle.dialect, {
      products: Number(values.products),
      seed: 1,
      descriptions,
      onProgress: (stage, done, total) => {
        if (stage === "products" && done % 500_000 === 0)
          console.log(
            `  ${done.toLocaleString("en")} of ${total.toLocaleString("en")} products, ${((performance.now() - started) / 1000).toFixed(0)} s`,
          );
      },
    });
    console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const snapshots = {
    dir: values["snapshot-dir"] ?? join("data", "bench-snapshots", handle.dialect),
    afterChanges: 1_000_000,
    afterMs: 86_400_000,
  };
  const ready = async () => {
    const started = performance.now();
    const engine = new SearchEngine(handle.db, undefined, { snapshots });
    const index = await engine.ready();
    return { engine, index, seconds: (performance.now() - started) / 1000 };
  };
  // The index built from the database is written as a snapshot and let go inside this function:
  // nothing may hold it while the snapshot is loaded (at ten million products, two indexes and the
  // build's garbage would not fit in 24 GiB).
  const buildAndWrite = async () => {
    await rm(snapshots.dir, { recursive: true, force: true });
    const built = await ready();
    const delay = monitorEventLoopDelay({ resolution: 1 });
    delay.enable();
    const written = await built.engine.snapshots!.check();
    delay.disable();
    if (!written) throw new Error("no snapshot was written");
    built.engine.close();
    return { seconds: built.seconds, written, longestWait: delay.max / 1e6 };
  };
  const fromDatabase = values["from-snapshot"] ? undefined : await buildAndWrite();
  // Run with --expose-gc to measure the second load without the first index still in the heap.
  (globalThis as { gc?: () => void }).gc?.();
  const { engine, index, seconds: loadSeconds } = await ready();
  if (engine.loadedFrom !== "snapshot") throw new Error("the snapshot was not loaded");
  console.log(
    `\n${handle.dialect}: ${index.slotCount.toLocaleString("en")} products; index ready ${fromDatabase ? `from the database in ${fromDatabase.seconds.toFixed(1)} s, ` : ""}from its snapshot in ${loadSeconds.toFixed(1)} s`,
  );
  if (fromDatabase) {
    const { written, longestWait } = fromDatabase;
    console.log(
      `snapshot: ${mib(written.bytes)} written in ${(written.ms / 1000).toFixed(1)} s; longest wait of the event loop meanwhile ${longestWait.toFixed(1)} ms (capture ${written.captureMs} ms, longest write step ${written.longestPauseMs} ms)`,
    );
  }
  console.log(`RSS with the index loaded: ${mib(process.memoryUsage().rss)}`);
  if (values["ready-only"]) {
    engine.close();
    await handle.close();
    continue;
  }
  const deps = { db: handle.db, searchIndex: localIndexAccess(engine, handle.db), clock: systemClock };

  const pools = await loadQueryPools(handle.db);
  for (const threads of scanThreads) {
    parallelScan.enabled = threads === 2;
    if (threads === 2) await scanHelperReady();
    const split = parallelScan.split;
    console.log(`\nlarge scans on ${threads === 2 ? "two threads" : "one thread"}`);
    await timeQueryMix(queryClasses(new Random(42, 7)));
    if (threads === 2)
      console.log(`(${parallelScan.split - split} scans were shared with the helper thread)`);
  }
  console.log(`RSS after the run: ${mib(process.memoryUsage().rss)}`);
  function queryClasses(r: Random): Record<string, () => Promise<unknown>> {
    const listing = listingQueries(pools, r);
    const classes: Record<string, () => Promise<unknown>> = {
      ...Object.fromEntries(Object.entries(listing).map(([name, next]) => [name, () => search(next())])),
      // The first visit after a catalogue change (one product saved again, through the change feed,
      // before each query and not timed): browse counts are brought up to date, text matches extended.
      "browse root, changed": afterChange(() => search(listing["browse root"]!())),
      "browse level 2, changed": afterChange(() => search(listing["browse level 2"]!())),
      "browse leaf, changed": afterChange(() => search(listing["browse leaf"]!())),
      "text tr common, changed": afterChange(() => search(listing["text tr common"]!())),
      "text typo, changed": afterChange(() => search(listing["text typo"]!())),
      // With every cache emptied, as in a process just started.
      "text tr common, cold": () => {
        engine.forgetCaches();
        return search(listing["text tr common"]!());
      },
      "option search": () =>
        filterOptions(deps, {
          ...ProductQuerySchema.parse({ categoryCode: r.pick(pools.byLevel[0]!) }),
          aggregationField: r.pick(["companies", "brands"] as const),
          aggregationSearchStr: r.pick(["tex", "co", "ind", "a", "gr"]),
          optionPage: 0,
          size: 20,
        }),
      "text category counts": () => textMatches(deps, r.pick([...WORDS.enCommon, ...WORDS.trCommon]), "en"),
    };
    function search(input: Partial<ProductQueryInput>) {
      return searchProducts(deps, ProductQuerySchema.parse(input));
    }
    function afterChange(run: () => Promise<unknown>): () => Promise<unknown> {
      return Object.assign(run, { before: () => changeOneProduct() });
    }
    async function changeOneProduct() {
      const current = await engine.ready();
      const slot = r.int(0, current.slotCount - 1);
      if (!current.isAlive(slot)) return changeOneProduct();
      await recordSearchChange(handle.db, "product", current.productId.data[slot]!);
      await engine.refresh();
    }
    return classes;
  }
  async function timeQueryMix(classes: Record<string, () => Promise<unknown>>) {
    for (const run of Object.values(classes)) for (let i = 0; i < 5; i++) await run(); // warm up
    console.log(`RSS before the queries: ${mib(process.memoryUsage().rss)}`);
    console.log(`${"query class".padEnd(24)}    p50     p95     p99  (ms, ${rounds} queries each)`);
    const searches: number[] = [];
    for (const [name, run] of Object.entries(classes)) {
      const times: number[] = [];
      const before = (run as { before?: () => Promise<void> }).before;
      for (let i = 0; i < rounds; i++) {
        await before?.();
        const t = performance.now();
        await run();
        times.push(performance.now() - t);
      }
      if (!["option search", "text category counts"].includes(name)) searches.push(...times);
      console.log(`${name.padEnd(24)} ${percentiles(times)}`);
    }
    console.log(`${"all searches".padEnd(24)} ${percentiles(searches)}`);
  }
  engine.close();
  await handle.close();
}
