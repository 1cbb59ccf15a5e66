import { type Lang, languageInfo } from "#core/i18n/languages.ts";
import { companyPath } from "#core/rules/slug.ts";
import {
  type SearchSuggestions,
  SUGGESTION_LIMITS,
  type SuggestedSearch,
} from "#core/schemas/search-suggestions.ts";
import type { Db } from "#server/db/connect.ts";
import { isSuggestable, suggestionKey } from "./suggestion-key.ts";
import {
  type CategoryTables,
  categoryTablesOf,
  displayWords,
  searchTableOf,
  type Table,
} from "./suggestion-tables.ts";
import { supplierTableOf } from "./supplier-table.ts";

const none = (): SearchSuggestions => ({ searches: [], categories: [], suppliers: [] });

/**
 * What the search box offers for a typed text, in a language: searches other buyers made that
 * hold it at a word's start (completed by words of the category names when they are few),
 * categories and suppliers whose name does. Only public data: visible suppliers, the category
 * tree. Blank and one-letter texts get nothing (one Chinese, Japanese or Korean character does).
 */
export async function suggestSearches(db: Db, lang: Lang, text: string): Promise<SearchSuggestions> {
  const key = suggestionKey(text);
  if (!isSuggestable(key)) return none();
  const locale = languageInfo(lang).intl;
  const [searchTable, categoryTables, suppliers] = await Promise.all([
    searchTableOf(db, lang),
    categoryTablesOf(db, lang, locale),
    supplierTableOf(db),
  ]);
  const searches = pick(searchTable, key, SUGGESTION_LIMITS.searches);
  if (searches.length < SUGGESTION_LIMITS.searches)
    searches.push(
      ...completions(categoryTables, text, locale, searches, SUGGESTION_LIMITS.searches - searches.length),
    );
  return {
    searches,
    categories: pick(categoryTables.categories, key, SUGGESTION_LIMITS.categories),
    suppliers: pick(suppliers.table, key, SUGGESTION_LIMITS.suppliers, suppliers.visible).map((c) => ({
      id: c.id,
      name: c.name,
      url: companyPath(c.name, c.id),
    })),
  };
}

function pick<T>(table: Table<T>, key: string, limit: number, accept?: (item: number) => boolean): T[] {
  return table.find.find(key, limit, accept).map((i) => table.items[i]!);
}

/**
 * The typed text with its last word completed by words of the category names ("stainless st"
 * → "stainless steel"), most used words first, none the text itself or a search already offered.
 */
function completions(
  tables: CategoryTables,
  text: string,
  locale: string,
  offered: SuggestedSearch[],
  limit: number,
): SuggestedSearch[] {
  const typed = displayWords(text, locale);
  const last = typed.pop();
  const lastKey = last === undefined ? "" : suggestionKey(last);
  if (!lastKey) return [];
  const taken = new Set(offered.map((s) => suggestionKey(s.text)));
  taken.add(suggestionKey(text));
  const found: SuggestedSearch[] = [];
  for (const i of tables.words.find.find(lastKey, limit + taken.size)) {
    if (found.length === limit) break;
    const completed = [...typed, tables.words.items[i]!.word].join(" ");
    const completedKey = suggestionKey(completed);
    if (taken.has(completedKey)) continue;
    taken.add(completedKey);
    found.push({ text: completed, url: `/search-product/${encodeURIComponent(completed.toWellFormed())}` });
  }
  return found;
}
