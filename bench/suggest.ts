import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { sql } from "kysely";
import { LANG_CODES, type Lang } from "#core/i18n/languages.ts";
import { suggestionsUrl } from "#core/schemas/search-suggestions.ts";
import { connect, type Db } from "#server/db/connect.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { Random } from "#server/demo/random.ts";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { suggestSearches } from "#server/modules/suggestions/index.ts";
import { freePort, startServer, stopServer, waitForHealth } from "./bench-server.ts";

/**
 * The search box's suggestions on the demo catalogue: p50/p95/p99 of a few hundred typed prefixes
 * in every language (words of searches, category and supplier names cut to 1–6 characters, and
 * "two words, the second cut"), through the service, and with --http through the production
 * server over loopback (one connection, keep-alive: what one typing buyer costs).
 *   npm run bench:suggest -- [--database data/bench-suggest.sqlite] [--products 5000] [--prefixes 400] [--http]
 * An empty database is seeded with the demo catalogue, and its search_terms with popular searches
 * made of the product and category names (searched 2 to 500 times each).
 */
const { values } = parseArgs({
  options: {
    database: { type: "string", default: "data/bench-suggest.sqlite" },
    products: { type: "string", default: "5000" },
    prefixes: { type: "string", default: "400" },
    http: { type: "boolean", default: false },
  },
});

const ms = (n: number) => n.toFixed(2).padStart(7);
function percentiles(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  return `${ms(at(0.5))} ${ms(at(0.95))} ${ms(at(0.99))}`;
}

async function fillPopularSearches(db: Db, r: Random) {
  const known = await sql<{ n: number }>`select count(*) as n from search_terms`.execute(db);
  if (Number(known.rows[0]?.n) > 0) return;
  for (const lang of LANG_CODES) {
    const products = await sql<{
      name: string;
    }>`select distinct name from product_texts where lang = ${lang} limit 3000`.execute(db);
    const categories = await sql<{
      name: string;
    }>`select name from category_names where lang = ${lang}`.execute(db);
    const terms = new Set<string>();
    for (const { name } of [...products.rows, ...categories.rows])
      terms.add(name.trim().toLowerCase().slice(0, 100));
    const rows = [...terms].map((term) => ({ lang, term, hits: Math.round(r.logBetween(2, 500)) }));
    for (let i = 0; i < rows.length; i += 500)
      await db
        .insertInto("search_terms")
        .values(rows.slice(i, i + 500))
        .execute();
  }
}

/** What buyers type: a word's first 1 to 6 characters, sometimes after a whole first word. */
async function typedPrefixes(db: Db, r: Random, count: number): Promise<{ lang: Lang; text: string }[]> {
  const names = async (lang: Lang) =>
    [
      ...(await sql<{ name: string }>`select term as name from search_terms where lang = ${lang}`.execute(db))
        .rows,
      ...(await sql<{ name: string }>`select name from category_names where lang = ${lang}`.execute(db)).rows,
      ...(await sql<{ name: string }>`select name from companies`.execute(db)).rows,
    ].map((row) => row.name);
  const byLang = new Map<Lang, string[]>();
  for (const lang of LANG_CODES) byLang.set(lang, await names(lang));
  const typed: { lang: Lang; text: string }[] = [];
  while (typed.length < count) {
    const lang = r.pick(LANG_CODES);
    const words = r.pick(byLang.get(lang)!).split(/\s+/).filter(Boolean);
    if (!words.length) continue;
    const start = r.int(0, words.length - 1);
    const word = [...words[start]!];
    const cut = word.slice(0, r.int(1, Math.min(6, word.length))).join("");
    const text =
      start + 1 < words.length && r.chance(0.3)
        ? `${words[start]} ${[...words[start + 1]!].slice(0, 2).join("")}`
        : cut;
    typed.push({ lang, text });
  }
  return typed;
}

const handle = connect(values.database);
await migrateToLatest(handle.db);
if (!(await handle.db.selectFrom("products").select("id").limit(1).executeTakeFirst())) {
  console.log(`${values.database}: empty, seeding ${values.products} products first…`);
  await seedDemoCatalogue(handle.db, handle.dialect, { products: Number(values.products), seed: 1 });
}
const r = new Random(23, 5);
await fillPopularSearches(handle.db, r);
const prefixes = await typedPrefixes(handle.db, r, Number(values.prefixes));
const counts = await sql<{
  terms: number;
  companies: number;
}>`select (select count(*) from search_terms) as terms, (select count(*) from companies where status = 'active') as companies`.execute(
  handle.db,
);
console.log(
  `${values.database}: ${counts.rows[0]!.terms} popular searches, ${counts.rows[0]!.companies} suppliers, ${prefixes.length} typed prefixes`,
);

// First use of each language builds its tables: timed on their own, then the warm lookups.
const started = performance.now();
for (const lang of LANG_CODES) await suggestSearches(handle.db, lang, "ab");
console.log(`tables of 13 languages built in ${(performance.now() - started).toFixed(0)} ms`);
const service: number[] = [];
let offered = 0;
for (const { lang, text } of prefixes) {
  const t = performance.now();
  const found = await suggestSearches(handle.db, lang, text);
  service.push(performance.now() - t);
  offered += found.searches.length + found.categories.length + found.suppliers.length;
}
console.log(`${"".padEnd(26)}    p50     p95     p99  (ms)`);
console.log(
  `${"service".padEnd(26)} ${percentiles(service)}   (${(offered / prefixes.length).toFixed(1)} suggestions a prefix)`,
);
await handle.close();

if (values.http) {
  if (!existsSync("build/server"))
    throw new Error("--http needs the production build: npx react-router build");
  const port = await freePort();
  const server = startServer(port, { DATABASE_URL: values.database, SERVER_WORKERS: "1" });
  try {
    await waitForHealth(`http://localhost:${port}`, server);
    const http: number[] = [];
    for (const [i, { lang, text }] of [...prefixes, ...prefixes].entries()) {
      const host = lang === "en" ? `localhost:${port}` : `${lang}.localhost:${port}`;
      const t = performance.now();
      const res = await fetch(`http://127.0.0.1:${port}${suggestionsUrl(text)}`, { headers: { host } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${text}: ${res.status}`);
      // The first round warms the tables and the connection; the second is measured.
      if (i >= prefixes.length) http.push(performance.now() - t);
    }
    console.log(`${"HTTP (production server)".padEnd(26)} ${percentiles(http)}`);
    // The floor of a request through the same server: the health check (one tiny query).
    const floor: number[] = [];
    for (let i = 0; i < prefixes.length; i++) {
      const t = performance.now();
      await (await fetch(`http://127.0.0.1:${port}/healthz`)).arrayBuffer();
      floor.push(performance.now() - t);
    }
    console.log(`${"HTTP floor (GET /healthz)".padEnd(26)} ${percentiles(floor)}`);
  } finally {
    await stopServer(server);
  }
}
