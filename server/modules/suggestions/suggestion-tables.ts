import { categoryPath } from "#core/rules/slug.ts";
import type { SuggestedCategory, SuggestedSearch } from "#core/schemas/search-suggestions.ts";
import type { Db } from "#server/db/connect.ts";
import { findCategories } from "#server/modules/categories/index.ts";
import { suggestableSearches } from "#server/modules/search/index.ts";
import { keptPerDb } from "./kept-tables.ts";
import { PrefixTable } from "./prefix-table.ts";
import { suggestionKey } from "./suggestion-key.ts";

/** Items in the order they are preferred, their keys, and the table that finds them. */
export interface Table<T> {
  items: T[];
  keys: string[];
  find: PrefixTable;
}

export function tableOf<T>(items: T[], text: (item: T) => string): Table<T> {
  const keys = items.map((item) => suggestionKey(text(item)));
  return { items, keys, find: new PrefixTable(keys) };
}

/** A word of the category names, as typed (lower case) and how many names hold it. */
export interface CategoryWord {
  word: string;
  uses: number;
}

export interface CategoryTables {
  categories: Table<SuggestedCategory>;
  /** Words of the names, most used first: completions of the last typed word. */
  words: Table<CategoryWord>;
}

const LETTERS = /[\p{L}\p{N}\p{M}]+/gu;

/** The words of a text in lower case as a reader writes them (diacritics kept). */
export function displayWords(text: string, locale: string): string[] {
  return text.toLocaleLowerCase(locale).match(LETTERS) ?? [];
}

// Categories change only with a release (migrations, the demo seed): a table is rebuilt each minute.
const categoryTables = keptPerDb(60_000, async (db, key): Promise<CategoryTables> => {
  const [lang = "en", locale = "en"] = key.split("|");
  const rows = await findCategories(db, lang, 3);
  const names = new Map(rows.map((r) => [r.code, r.name]));
  const categories = rows.map(
    (r): SuggestedCategory => ({
      code: r.code,
      name: r.name,
      parentName: (r.parent_code && names.get(r.parent_code)) || null,
      url: categoryPath(r.name, r.code, Number(r.child_count) > 0),
    }),
  );
  const uses = new Map<string, CategoryWord>();
  for (const r of rows)
    for (const word of new Set(displayWords(r.name, locale))) {
      const known = uses.get(word);
      if (known) known.uses++;
      else uses.set(word, { word, uses: 1 });
    }
  const words = [...uses.values()].sort(
    (a, b) => b.uses - a.uses || a.word.length - b.word.length || (a.word < b.word ? -1 : 1),
  );
  return { categories: tableOf(categories, (c) => c.name), words: tableOf(words, (w) => w.word) };
});

/** The categories of a language (names in it, else English), and their words. */
export function categoryTablesOf(db: Db, lang: string, locale: string): Promise<CategoryTables> {
  return categoryTables(db, `${lang}|${locale}`);
}

// What buyers search changes all day: the most searched terms are read again each minute.
const searchTables = keptPerDb(60_000, async (db, lang): Promise<Table<SuggestedSearch>> => {
  const rows = await suggestableSearches(db, lang);
  return tableOf(
    rows.map((r) => ({
      text: r.term,
      url: `/search-product/${encodeURIComponent(r.term.toWellFormed())}`,
    })),
    (s) => s.text,
  );
});

/** The most searched texts of a language, most searched first. */
export function searchTableOf(db: Db, lang: string): Promise<Table<SuggestedSearch>> {
  return searchTables(db, lang);
}
