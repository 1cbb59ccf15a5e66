import { monitorEventLoopDelay } from "node:perf_hooks";
import { setImmediate as nextTurn } from "node:timers/promises";
import { parseArgs } from "node:util";
import { sql } from "kysely";
import { ProductQuerySchema } from "#core/schemas/search.ts";
import { connect } from "#server/db/connect.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { Random } from "#server/demo/random.ts";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import {
  indexFootprint,
  recordSearchChanges,
  SearchEngine,
  toEngineQuery,
} from "#server/modules/search/index.ts";
import { listingQueries, loadQueryPools } from "./query-mix.ts";

/**
 * Compaction of the search index in the background (docs/decisions/036): how long the event loop
 * waits and how long searches take while the index is copied beside the live one, against the same
 * without a compaction, with the feed flowing all along.
 *   npm run bench:compaction -- [--database data/bench-compaction.sqlite] [--products 100000]
 *     [--changed 0.3] [--slice-ms 2]
 * An empty database is seeded first. A share (`--changed`) of the products is changed through the
 * feed, leaving as many dead slots; then searches run back to back, each after a turn of the event
 * loop (what a request waits for if a slice of the copy holds the loop), first for as long as a
 * compaction takes without one, then during one.
 */
const { values } = parseArgs({
  options: {
    database: { type: "string", default: "data/bench-compaction.sqlite" },
    products: { type: "string", default: "100000" },
    changed: { type: "string", default: "0.3" },
    "slice-ms": { type: "string", default: "2" },
  },
});

const handle = connect(values.database);
const { db } = handle;
await migrateToLatest(db);
if (!(await db.selectFrom("products").select("id").limit(1).executeTakeFirst())) {
  console.log(`${values.database}: empty, seeding ${values.products} products first…`);
  await seedDemoCatalogue(db, handle.dialect, { products: Number(values.products), seed: 1 });
}
const ids = (await db.selectFrom("products").select("id").orderBy("id").execute()).map((r) => r.id);
const engine = new SearchEngine(db, undefined, {
  // Only when this bench says so.
  compaction: { minDeadSlots: Number.MAX_SAFE_INTEGER, sliceMs: Number(values["slice-ms"]) },
});
const started = performance.now();
await engine.start();
console.log(
  `${handle.dialect}: ${ids.length.toLocaleString("en")} products, index built in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

/** Moves the prices of some products and tells the feed, as the product editor does. */
async function change(some: number[]): Promise<void> {
  for (let i = 0; i < some.length; i += 1000) {
    const batch = some.slice(i, i + 1000);
    await db.transaction().execute(async (trx) => {
      await sql`update products set fob_price_min = fob_price_min + 1 where id in (${sql.join(batch)})`.execute(
        trx,
      );
      await recordSearchChanges(trx, "product", batch);
    });
  }
}

const r = new Random(11, 5);
await change(r.sample(ids, Math.round(ids.length * Number(values.changed))));
await engine.refresh();
const before = indexFootprint(await engine.ready());

const listing = listingQueries(await loadQueryPools(db), r);
const classes = Object.values(listing);
const queries = Array.from({ length: 4000 }, () =>
  toEngineQuery(ProductQuerySchema.parse(r.pick(classes)())),
);

/** Searches back to back until `done()`, each after a turn of the event loop; ms per search. */
async function searchUntil(done: () => boolean, minimum: number) {
  const times: number[] = [];
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  for (let i = 0; times.length < minimum || !done(); i++) {
    const t = performance.now();
    await nextTurn();
    const index = await engine.ready();
    engine.run(index, queries[i % queries.length]!);
    times.push(performance.now() - t);
  }
  delay.disable();
  return { times, maxDelayMs: delay.max / 1e6, p99DelayMs: delay.percentile(99) / 1e6 };
}

/** The feed flowing meanwhile: 20 products changed every 100 ms (the engine reads it every 250). */
function feedWhile(): { stop: () => Promise<number> } {
  let stopped = false;
  let count = 0;
  const loop = (async () => {
    while (!stopped) {
      await change(r.sample(ids, 20));
      count += 20;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await loop;
      return count;
    },
  };
}

const percentile = (times: number[], p: number) =>
  [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor(p * times.length))]!;
const row = (name: string, run: { times: number[]; maxDelayMs: number; p99DelayMs: number }) =>
  console.log(
    `${name.padEnd(26)} ${String(run.times.length).padStart(7)} ${[0.5, 0.95, 0.99, 1]
      .map((p) => percentile(run.times, p).toFixed(2).padStart(7))
      .join(" ")} ${run.maxDelayMs.toFixed(1).padStart(8)}`,
  );

// Warm the caches the query mix uses, then the same searches without and with a compaction.
await searchUntil(() => true, 1000);
const feedA = feedWhile();
const baselineEnd = performance.now() + 3000;
const baseline = await searchUntil(() => performance.now() > baselineEnd, 500);
await feedA.stop();

const feedB = feedWhile();
const compaction = engine.compaction!.run();
let finished = false;
void compaction.then(() => {
  finished = true;
});
const during = await searchUntil(() => finished, 500);
const changedMeanwhile = await feedB.stop();
const run = await compaction;
await engine.refresh();
const walk = performance.now();
const after = indexFootprint(await engine.ready());
const walkMs = performance.now() - walk;

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
console.log(
  `index before: ${before.slots.toLocaleString("en")} slots (${before.deadSlots.toLocaleString("en")} dead), ${mib(before.typedArrays)} typed arrays + ${mib(before.objects)} objects (est.)`,
);
console.log(
  `index after:  ${after.slots.toLocaleString("en")} slots (${after.deadSlots.toLocaleString("en")} dead), ${mib(after.typedArrays)} typed arrays + ${mib(after.objects)} objects (est.)`,
);
console.log(
  `compaction: ${run?.ms} ms in ${run?.slices} slices of ${values["slice-ms"]} ms (p99 ${run?.sliceP99Ms} ms, longest ${run?.longestSliceMs} ms wall and ${run?.longestSliceCpuMs} ms CPU at most, swap turn included); ${run?.changesMeanwhile} changes replayed; ${changedMeanwhile} products changed through the feed meanwhile`,
);
console.log(
  `indexFootprint in one go: ${walkMs.toFixed(1)} ms (the engine walks it in slices for the metric)`,
);
console.log(`${"searches (ms)".padEnd(26)} ${"count".padStart(7)}     p50     p95     p99     max  loop max`);
row("without compaction", baseline);
row("during compaction", during);
engine.close();
await handle.close();
