import type { Db } from "#server/db/connect.ts";
import * as repo from "./search-terms.repo.ts";

const MAX_TERM = 100;

/** The form a search is counted under: trimmed, single spaces, lower case. */
export function normalizeTerm(text: string): string {
  return [...text.trim().replace(/\s+/g, " ").toLowerCase()].slice(0, MAX_TERM).join("");
}

/** Counts one full-text search with results (searches that found nothing are not suggested). */
export async function recordSearch(db: Db, lang: string, text: string): Promise<void> {
  const term = normalizeTerm(text);
  if (!term) return;
  await repo.countSearchTerm(db, lang, term);
}

/** The most searched terms in a language, most searched first. */
export async function popularSearches(db: Db, lang: string, limit = 60) {
  return repo.findPopularSearchTerms(db, lang, limit);
}

/**
 * Searches a language's search box may suggest, most searched first. A text searched once is one
 * visitor's (it could name a person or hold a phone number): only texts searched at least twice
 * are offered to others, and only the most searched few thousand.
 */
export async function suggestableSearches(db: Db, lang: string) {
  return repo.findPopularSearchTerms(db, lang, SUGGESTABLE_LIMIT, SUGGESTABLE_MIN_HITS);
}

const SUGGESTABLE_MIN_HITS = 2;
const SUGGESTABLE_LIMIT = 5000;
