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

export function findPopularSearchTerms(db: Db, lang: string, limit: number) {
  return db
    .selectFrom("search_terms")
    .select(["term", "hits"])
    .where("lang", "=", lang)
    .orderBy("hits", "desc")
    .orderBy("term")
    .limit(limit)
    .execute();
}

/**
 * The terms searched at least `minHits` times in a language, most searched first: what the
 * search box may suggest as the buyer types.
 */
export function findSuggestableSearchTerms(db: Db, lang: string, minHits: number, limit: number) {
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
