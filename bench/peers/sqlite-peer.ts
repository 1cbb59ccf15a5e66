import type { DatabaseSync } from "node:sqlite";
import { sql } from "kysely";
import type { Db } from "#server/db/connect.ts";
import { kyselyRunner, referenceAnswer, type TextMatching } from "#tests/setup/facet-counts-reference.ts";
import type { System } from "./system.ts";

/**
 * Each product's searchable text as Caravan's index holds it (search.repo.ts): its names in every
 * language and the names of its leaf category (`names`), and the descriptions written by people
 * (`body`; machine translations are not searched). The peers build their full-text tables from it;
 * `concat` is the dialect's string aggregate.
 */
export function documentsSql(concat: "group_concat" | "string_agg" = "group_concat"): string {
  return `
  select p.id,
    coalesce((select ${concat}(t.name, ' ') from product_texts t where t.product_id = p.id), '')
      || ' ' || coalesce((select ${concat}(n.name, ' ') from product_categories pc
        join category_names n on n.category_code = pc.category_code
        where pc.product_id = p.id
          and not exists (select 1 from categories c where c.parent_code = pc.category_code)), '') as names,
    coalesce((select ${concat}(t.description, ' ') from product_texts t
      where t.product_id = p.id and t.origin in ('source', 'human')), '') as body
  from products p`;
}

/** The documents in SQLite's and DuckDB's spelling. */
export const DOCUMENTS_SQL = documentsSql();

const FTS = "bench_product_fts";

/** Builds the FTS5 table beside the catalogue unless it is there for every product already. */
function ensureFts(raw: DatabaseSync): number {
  const started = performance.now();
  const products = Number((raw.prepare("select count(*) as n from products").get() as { n: number }).n);
  const exists = raw.prepare("select 1 from sqlite_master where name = ?").get(FTS);
  if (
    exists &&
    Number((raw.prepare(`select count(*) as n from ${FTS}`).get() as { n: number }).n) === products
  )
    return 0;
  console.log(`sqlite: building the FTS5 table ${FTS} over ${products.toLocaleString("en")} products…`);
  raw.exec(`drop table if exists ${FTS}`);
  // Accents folded and split at everything but letters and digits, as Caravan folds them.
  raw.exec(`create virtual table ${FTS} using fts5(names, body, tokenize = 'unicode61 remove_diacritics 2')`);
  raw.exec(`insert into ${FTS}(rowid, names, body) ${DOCUMENTS_SQL}`);
  return (performance.now() - started) / 1000;
}

/** FTS5 phrase syntax: each word quoted, all of them required. */
const ftsQuery = (terms: string[]) => terms.map((t) => `"${t.replaceAll('"', '""')}"`).join(" ");

/** SQLite: the reference GROUP BY on the catalogue's own file, its words matched by FTS5 (bm25 order). */
export function sqlitePeer(db: Db, raw: DatabaseSync, groupOf: Map<string, string>): System {
  const readySeconds = ensureFts(raw);
  const text: TextMatching = {
    join: (terms, ranked) =>
      sql`join (select rowid as id${ranked ? sql`, rank as score` : sql``} from ${sql.table(FTS)} where ${sql.table(FTS)} match ${ftsQuery(terms)}) t on t.id = p.id`,
    order: sql`t.score`,
  };
  const run = kyselyRunner(db);
  return {
    name: "SQLite",
    readySeconds,
    search: (q) => referenceAnswer(run, q, groupOf, text),
    close: async () => undefined,
  };
}
