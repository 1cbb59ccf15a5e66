import { sql } from "kysely";
import { connect, type Db } from "#server/db/connect.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { resetDatabase } from "#server/db/reset.ts";
import { type SeedOptions, seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { kyselyRunner, referenceAnswer, type TextMatching } from "#tests/setup/facet-counts-reference.ts";
import { documentsSql } from "./sqlite-peer.ts";
import type { System } from "./system.ts";

/**
 * Each product's words as a tsvector (names and leaf category names weighted A, descriptions
 * written by people B), the same texts the SQLite and DuckDB peers index (sqlite-peer.ts).
 */
const BUILD_TEXT = sql`
  insert into bench_product_text (id, tsv)
  select d.id, setweight(to_tsvector('simple', d.names), 'A') || setweight(to_tsvector('simple', d.body), 'B')
  from (${sql.raw(documentsSql("string_agg"))}) d`;

const count = async (db: Db, table: string) =>
  Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0]!.n);

/**
 * PostgreSQL: filled from the same demo seed as the SQLite file (seeded here when it holds another
 * number of products), the reference GROUP BY as is, words matched by a GIN-indexed tsvector.
 */
export async function postgresPeer(
  url: string,
  seedOptions: SeedOptions,
  groupOf: Map<string, string>,
): Promise<System> {
  const started = performance.now();
  const handle = connect(url);
  const { db } = handle;
  await migrateToLatest(db);
  const { products } = seedOptions;
  if ((await count(db, "products")) !== products) {
    console.log(`postgres: seeding ${products.toLocaleString("en")} products (seed 1)…`);
    await resetDatabase(db, handle.dialect);
    await seedDemoCatalogue(db, handle.dialect, seedOptions);
  }
  await sql`create table if not exists bench_product_text (id integer primary key, tsv tsvector not null)`.execute(
    db,
  );
  if ((await count(db, "bench_product_text")) !== products) {
    console.log("postgres: building the tsvector table bench_product_text…");
    await sql`truncate bench_product_text`.execute(db);
    await BUILD_TEXT.execute(db);
    await sql`create index if not exists bench_product_text_tsv on bench_product_text using gin (tsv)`.execute(
      db,
    );
    await sql`analyze`.execute(db);
  }
  const text: TextMatching = {
    join: (terms, ranked) =>
      sql`join (select b.id${ranked ? sql`, ts_rank(b.tsv, query) as score` : sql``} from bench_product_text b, plainto_tsquery('simple', ${terms.join(" ")}) query where b.tsv @@ query) t on t.id = p.id`,
    order: sql`t.score desc`,
  };
  const run = kyselyRunner(db);
  return {
    name: "PostgreSQL",
    readySeconds: (performance.now() - started) / 1000,
    search: (q) => referenceAnswer(run, q, groupOf, text),
    close: () => handle.close(),
  };
}
