import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { sql } from "kysely";
import { connect } from "#server/db/connect.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { resetDatabase } from "#server/db/reset.ts";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";

/**
 * Seeds N products into a fresh SQLite file (and into PostgreSQL when BENCH_DATABASE_URL is set,
 * which is emptied first) and prints wall time, products per second and peak resident memory.
 *   npm run bench:seed -- --products 1000000
 */
const { values } = parseArgs({
  options: { products: { type: "string", default: "100000" }, seed: { type: "string", default: "1" } },
});
const products = Number(values.products);
const targets = [
  { name: "sqlite", url: join(mkdtempSync(join(tmpdir(), "caravan-bench-")), "bench.sqlite") },
];
if (process.env.BENCH_DATABASE_URL) targets.push({ name: "postgres", url: process.env.BENCH_DATABASE_URL });

for (const target of targets) {
  const handle = connect(target.url);
  await migrateToLatest(handle.db);
  await resetDatabase(handle.db, handle.dialect);
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 250);
  const started = performance.now();
  let lastReport = started;
  await seedDemoCatalogue(handle.db, handle.dialect, {
    products,
    seed: Number(values.seed),
    onProgress: (stage, done, total) => {
      const now = performance.now();
      if (stage === "products" && (now - lastReport > 10_000 || done === total)) {
        lastReport = now;
        console.log(
          `  ${target.name}: ${done}/${total} products, ${Math.round(done / ((now - started) / 1000))}/s, rss ${mb(process.memoryUsage().rss)}`,
        );
      }
    },
  });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const rows = await sql<{ n: number }>`select count(*) as n from products`.execute(handle.db);
  console.log(
    `seed ${target.name}: ${Number(rows.rows[0]!.n)} products in ${seconds.toFixed(1)} s (${Math.round(products / seconds)} products/s), peak RSS ${mb(peakRss)}`,
  );
  await handle.close();
  if (target.name === "sqlite") rmSync(join(target.url, ".."), { recursive: true, force: true });
}

function mb(bytes: number) {
  return `${Math.round(bytes / 1024 / 1024)} MiB`;
}
