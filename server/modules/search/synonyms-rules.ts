import type { TermFold } from "#core/schemas/search-synonyms.ts";

/** A stored group's terms (a JSON array of strings); anything else reads as no terms. */
export function parseTerms(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((term): term is string => typeof term === "string") : [];
  } catch {
    return [];
  }
}

interface Group {
  lang: string | null;
  terms: string[];
}

/**
 * The first term of `group` that another group meeting it already holds, with that group. Two
 * groups meet when they have the same language or either is for every language (null): a search
 * in that language could not tell which group the word belongs to.
 */
export function findTakenTerm(
  group: Group,
  others: readonly Group[],
  fold: TermFold,
): { term: string; group: string[] } | undefined {
  for (const other of others) {
    if (group.lang !== null && other.lang !== null && group.lang !== other.lang) continue;
    const folded = new Set(other.terms.map(fold));
    const term = group.terms.find((t) => folded.has(fold(t)));
    if (term !== undefined) return { term, group: other.terms };
  }
  return undefined;
}
