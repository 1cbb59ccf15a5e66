import type { DatabaseSync } from "node:sqlite";
import { type DuckDBConnection, DuckDBInstance, type DuckDBValue } from "@duckdb/node-api";
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type RawBuilder,
  sql,
} from "kysely";
import { referenceAnswer, type RunSql, type TextMatching } from "#tests/setup/facet-counts-reference.ts";
import { DOCUMENTS_SQL } from "./sqlite-peer.ts";
import type { System } from "./system.ts";

type Column = [name: string, type: "INTEGER" | "DOUBLE" | "VARCHAR" | "BOOLEAN"];

/**
 * The tables the reference SQL reads, with only the columns it reads. DuckDB's SQLite scanner is
 * an extension it downloads on first use, so the rows are copied through this process instead:
 * the benchmark then runs without a network.
 */
const TABLES: { name: string; columns: Column[]; from?: string }[] = [
  {
    name: "products",
    columns: [
      ["id", "INTEGER"],
      ["company_id", "INTEGER"],
      ["brand", "VARCHAR"],
      ["packaging", "VARCHAR"],
      ["place_of_origin", "VARCHAR"],
      ["fob_price_min", "DOUBLE"],
      ["fob_price_max", "DOUBLE"],
      ["min_order_quantity", "INTEGER"],
      ["is_published", "BOOLEAN"],
    ],
  },
  {
    name: "companies",
    columns: [
      ["id", "INTEGER"],
      ["country", "VARCHAR"],
      ["status", "VARCHAR"],
    ],
  },
  {
    name: "product_categories",
    columns: [
      ["product_id", "INTEGER"],
      ["category_code", "VARCHAR"],
    ],
  },
  {
    name: "product_certifications",
    columns: [
      ["product_id", "INTEGER"],
      ["name", "VARCHAR"],
      ["status", "VARCHAR"],
    ],
  },
  {
    name: "company_certifications",
    columns: [
      ["company_id", "INTEGER"],
      ["name", "VARCHAR"],
      ["status", "VARCHAR"],
    ],
  },
  {
    name: "company_business_types",
    columns: [
      ["company_id", "INTEGER"],
      ["business_type", "VARCHAR"],
    ],
  },
  {
    name: "product_variation_options",
    columns: [
      ["product_id", "INTEGER"],
      ["option_code", "VARCHAR"],
    ],
  },
  {
    name: "variation_options",
    columns: [
      ["code", "VARCHAR"],
      ["group_code", "VARCHAR"],
    ],
  },
  {
    name: "product_docs",
    columns: [
      ["id", "INTEGER"],
      ["names", "VARCHAR"],
      ["body", "VARCHAR"],
    ],
    from: DOCUMENTS_SQL,
  },
];

async function copyTable(raw: DatabaseSync, duck: DuckDBConnection, table: (typeof TABLES)[number]) {
  await duck.run(`create table ${table.name} (${table.columns.map(([n, t]) => `${n} ${t}`).join(", ")})`);
  const appender = await duck.createAppender(table.name);
  const select = table.from ?? `select ${table.columns.map(([n]) => n).join(", ")} from ${table.name}`;
  for (const row of raw.prepare(select).iterate() as Iterable<Record<string, unknown>>) {
    for (const [name, type] of table.columns) {
      const value = row[name];
      if (value === null || value === undefined) appender.appendNull();
      else if (type === "INTEGER") appender.appendInteger(Number(value));
      else if (type === "DOUBLE") appender.appendDouble(Number(value));
      else if (type === "BOOLEAN") appender.appendBoolean(Boolean(value));
      else appender.appendVarchar(String(value));
    }
    appender.endRow();
  }
  appender.closeSync();
}

/**
 * An inverted list of each product's words, sorted by word so a lookup reads few row groups;
 * `in_name` marks a word of a name (or of the leaf category's name), which ranks first.
 */
const WORDS_SQL = String.raw`
  create table product_words as
  select word, product_id, max(in_name) as in_name from (
    select id as product_id, unnest(regexp_split_to_array(lower(strip_accents(names)), '[^\p{L}\p{N}]+')) as word, 1 as in_name from product_docs
    union all
    select id, unnest(regexp_split_to_array(lower(strip_accents(body)), '[^\p{L}\p{N}]+')), 0 from product_docs
  ) where word <> '' group by word, product_id order by word`;

// Compiles the reference's Kysely SQL to text with $1… placeholders, which DuckDB reads as well.
const compiler = new Kysely<unknown>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/** DuckDB (in memory): the catalogue's tables copied from the SQLite file, the reference SQL as is. */
export async function duckdbPeer(raw: DatabaseSync, groupOf: Map<string, string>): Promise<System> {
  const started = performance.now();
  const instance = await DuckDBInstance.create(":memory:");
  const duck = await instance.connect();
  for (const table of TABLES) await copyTable(raw, duck, table);
  await duck.run(WORDS_SQL);
  await duck.run("drop table product_docs");
  const readySeconds = (performance.now() - started) / 1000;
  const run: RunSql = async <T>(query: RawBuilder<T>) => {
    const compiled = query.compile(compiler);
    const reader = await duck.runAndReadAll(compiled.sql, compiled.parameters as DuckDBValue[]);
    return reader.getRowObjects() as T[];
  };
  const text: TextMatching = {
    join: (terms, ranked) =>
      sql`join (select product_id as id${ranked ? sql`, sum(in_name) as score` : sql``} from product_words where word in (${sql.join(terms)}) group by product_id having count(*) = ${terms.length}) t on t.id = p.id`,
    order: sql`t.score desc`,
  };
  return {
    name: "DuckDB",
    readySeconds,
    search: (q) => referenceAnswer(run, q, groupOf, text),
    close: async () => {
      duck.closeSync();
      instance.closeSync();
    },
  };
}
