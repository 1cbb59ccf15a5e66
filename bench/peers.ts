import { loadavg } from "node:os";
import { parseArgs } from "node:util";
import { sql } from "kysely";
import { ProductQuerySchema } from "#core/schemas/search.ts";
import { connect } from "#server/db/connect.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { Random } from "#server/demo/random.ts";
import { type SeedOptions, seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { builtInProvider, SearchEngine, toEngineQuery } from "#server/modules/search/index.ts";
import { duckdbPeer } from "./peers/duckdb-peer.ts";
import { postgresPeer } from "./peers/postgres-peer.ts";
import { Tally } from "./peers/report.ts";
import { sqlitePeer } from "./peers/sqlite-peer.ts";
import { caravanFindsMore, differences, providerAnswer, type System } from "./peers/system.ts";
import { listingQueries, loadQueryPools } from "./query-mix.ts";

/**
 * Caravan's built-in search against its peers on the same catalogue and the same listing queries:
 * SQLite (GROUP BY, words by FTS5), DuckDB (the tables copied in), PostgreSQL (GROUP BY, words by
 * tsvector) when --postgres is given. Every peer computes the page, the total and every group's
 * disjunctive counts with the SQL of the facet-count property test; each answer is checked against
 * Caravan's. Systems take turns query by query, so the machine's noise hits them alike.
 *   npm run bench:peers -- [--products 100000] [--database data/bench-peers.sqlite]
 *     [--postgres postgres://…/caravan_bench_peers] [--rounds 50] [--cold] [--budget 300]
 *     [--descriptions every|source] [--classes "text en rare,deep page"] [--peers sqlite,duckdb,postgres]
 * --cold: Caravan's caches are emptied before each of its queries, every one (as in a process just
 * started; a catalogue change empties less); the peers keep theirs (page cache, buffers) as they are.
 * --budget: seconds a peer may spend on one class; once spent, it is asked no more in that class
 * and its figures are over the queries it answered (at a million products the SQLite peer takes
 * seconds a query). Each class's row is printed as soon as the class is done.
 * --descriptions source: an empty catalogue is seeded with descriptions in English only, as
 * bench:search can; every system matches only descriptions people wrote, so the answers are the
 * same and the files a third of the size.
 * --classes, --peers: only these query classes and peers (a run at a million products can ask the
 * SQLite peer only the classes where it may be the fastest, and the others without it).
 */
const { values } = parseArgs({
  options: {
    database: { type: "string", default: "data/bench-peers.sqlite" },
    products: { type: "string", default: "100000" },
    postgres: { type: "string" },
    rounds: { type: "string", default: "50" },
    cold: { type: "boolean", default: false },
    budget: { type: "string", default: "300" },
    descriptions: { type: "string", default: "every" },
    classes: { type: "string" },
    peers: { type: "string", default: "sqlite,duckdb,postgres" },
  },
});
if (values.descriptions !== "every" && values.descriptions !== "source")
  throw new Error("--descriptions is every or source");
const products = Number(values.products);
const seedOptions: SeedOptions = { products, seed: 1, descriptions: values.descriptions };
const rounds = Number(values.rounds);
const budgetMs = Number(values.budget) * 1000;
/** The classes a listing asks (bench/query-mix.ts); text only by single English words. */
const ALL_CLASSES = [
  "browse root",
  "browse level 2",
  "browse leaf",
  "text en common",
  "text en rare",
  "1-4 filters",
  "price + MOQ",
  "deep page",
];
const CLASSES = values.classes?.split(",").map((c) => c.trim()) ?? ALL_CLASSES;
const unknownClass = CLASSES.find((c) => !ALL_CLASSES.includes(c));
if (unknownClass) throw new Error(`--classes: no class "${unknownClass}" (${ALL_CLASSES.join(", ")})`);
const PEER_NAMES = ["sqlite", "duckdb", "postgres"];
const wanted = new Set(values.peers.split(",").map((p) => p.trim()));
const unknownPeer = [...wanted].find((p) => !PEER_NAMES.includes(p));
if (unknownPeer) throw new Error(`--peers: no peer "${unknownPeer}" (${PEER_NAMES.join(", ")})`);

const handle = connect(values.database);
await migrateToLatest(handle.db);
const count = async () =>
  Number((await sql<{ n: number }>`select count(*) as n from products`.execute(handle.db)).rows[0]!.n);
if ((await count()) === 0) {
  console.log(`${values.database}: empty, seeding ${products.toLocaleString("en")} products (seed 1)…`);
  await seedDemoCatalogue(handle.db, handle.dialect, seedOptions);
}
if ((await count()) !== products)
  throw new Error(`${values.database} holds another number of products than --products`);
const groupOf = new Map(
  (
    await sql<{ code: string; group_code: string }>`select code, group_code from variation_options`.execute(
      handle.db,
    )
  ).rows.map((r) => [r.code, r.group_code]),
);

let started = performance.now();
const engine = new SearchEngine(handle.db);
await engine.ready();
const provider = builtInProvider(handle.db, engine);
const caravan: System = {
  name: values.cold ? "Caravan cold" : "Caravan",
  readySeconds: (performance.now() - started) / 1000,
  search: (q) => {
    if (values.cold) engine.forgetCaches();
    return providerAnswer(provider, q);
  },
  close: async () => engine.close(),
};
const peers: System[] = [];
if (wanted.has("sqlite")) peers.push(sqlitePeer(handle.db, handle.sqlite!, groupOf));
if (wanted.has("duckdb")) peers.push(await duckdbPeer(handle.sqlite!, groupOf));
if (wanted.has("postgres") && values.postgres)
  peers.push(await postgresPeer(values.postgres, seedOptions, groupOf));
else if (wanted.has("postgres")) console.log("PostgreSQL skipped: no --postgres URL given.");
const systems = [caravan, ...peers];
for (const s of systems) console.log(`${s.name}: ready in ${s.readySeconds.toFixed(1)} s`);

const listing = listingQueries(await loadQueryPools(handle.db), new Random(42, 7));
const tally = new Tally();
const load = loadavg()[0]!.toFixed(1);
started = performance.now();
const peerNames = peers.map((p) => p.name);
tally.printHeader(caravan.name, peerNames);
for (const queryClass of CLASSES) {
  for (let i = -3; i < rounds; i++) {
    const input = listing[queryClass]!();
    const q = toEngineQuery(ProductQuerySchema.parse(input));
    const answers = new Map<string, Awaited<ReturnType<System["search"]>>>();
    // Each system in turn, starting with another one each query.
    for (let k = 0; k < systems.length; k++) {
      const system = systems[(Math.max(i, 0) + k) % systems.length]!;
      if (system !== caravan && tally.spent(queryClass, system.name) > budgetMs) continue;
      const t = performance.now();
      answers.set(system.name, await system.search(q));
      if (i >= 0) tally.time(queryClass, system.name, performance.now() - t);
    }
    if (i < 0) continue; // the first three warm up
    const expected = answers.get(caravan.name)!;
    for (const peer of peers) {
      const got = answers.get(peer.name);
      if (!got) continue; // out of its time budget
      const label = !q.terms
        ? JSON.stringify(input)
        : `"${q.terms.join(" ")}"${caravanFindsMore(expected, got) ? " (no count above Caravan's)" : ""}`;
      tally.check(queryClass, peer.name, differences(expected, got, !q.terms), label);
    }
  }
  tally.printRow(queryClass, caravan.name, peerNames);
}

console.log(
  `\n${products.toLocaleString("en")} products, ${rounds} queries a class, load average ${load} at the start and ${loadavg()[0]!.toFixed(1)} at the end, ${((performance.now() - started) / 1000).toFixed(0)} s; times in ms`,
);
tally.printTimes(caravan.name, peerNames);
tally.printChecks();
console.log(tally.allAgreed ? "\nEvery answer agreed." : "\nSome answers differ (above).");
for (const s of systems) await s.close();
await handle.close();
