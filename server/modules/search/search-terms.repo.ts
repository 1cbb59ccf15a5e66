import { sql } from "kysely";
import type { Db } from "#server/db/connect.ts";

// The counts of what buyers searched for, per language (the most-searched list).

/** Adds one to a search term's count (a first search writes the term). */
export async function countSearchTerm(db: Db, lang: string, term: string): Promise<void> {
  await db
    .insertInto("search_terms")
    .values({ lang, term })
    .onConflict((oc) =>
      oc.columns(["lang", "term"]).doUpdateSet({
        hits: sql`search_terms.hits + 1`,
        last_searched_at: new Date().toISOString(),
      }),
    )
    .execute();
}

/**
 * The most searched terms in a language, most searched first; with `minHits`, only those searched
 * at least that many times.
 */
export function findPopularSearchTerms(db: Db, lang: string, limit: number, minHits = 1) {
  return db
    .selectFrom("search_terms")
    .select(["term", "hits"])
    .where("lang", "=", lang)
    .where("hits", ">=", minHits)
    .orderBy("hits", "desc")
    .orderBy("term")
    .limit(limit)
    .execute();
}
