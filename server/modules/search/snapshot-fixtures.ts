import { join } from "node:path";
import pino from "pino";
import { expect } from "vitest";
import type { Lang } from "#core/i18n/languages.ts";
import type { Db } from "#server/db/connect.ts";
import type { Logger } from "#server/lib/logger.ts";
import { type EngineQuery, NO_SELECTION } from "./query-plan.ts";
import { SearchEngine } from "./search-engine.ts";
import type { SnapshotSettings } from "./snapshot-store.ts";
import { queryTerms } from "./text-tokens.ts";

/** For snapshot tests: settings that never make a snapshot due by age or changes on their own. */
export function snapshotSettings(dataDir: string): SnapshotSettings {
  return { dir: join(dataDir, "search"), afterChanges: 1_000_000, afterMs: 3_600_000 };
}

/** An engine with snapshots in `settings.dir`, and the messages it logged. */
export function engineWithSnapshots(db: Db, settings: SnapshotSettings) {
  const messages: string[] = [];
  const log: Logger = pino(
    { level: "info" },
    { write: (line: string) => void messages.push(JSON.parse(line).msg) },
  );
  return { engine: new SearchEngine(db, log, { snapshots: settings }), messages };
}

const plain = (q: Partial<EngineQuery>): EngineQuery => ({
  selected: NO_SELECTION,
  variationOptions: [],
  offset: 0,
  limit: 24,
  ...q,
});

/**
 * Queries over every kind of data the index holds: category pages at each level, every filter
 * group picked from real products, price and order ranges, deep pages, and texts found as typed,
 * by stem, by completion, by correction and by folding, in English and Turkish.
 */
export async function sampleQueries(engine: SearchEngine): Promise<{ query: EngineQuery; lang: Lang }[]> {
  const index = await engine.ready();
  const some = <T>(list: readonly T[], n: number) =>
    list.filter((_, i) => i > 0 && i % Math.max(1, Math.floor(list.length / n)) === 0);
  const queries: EngineQuery[] = [
    plain({}),
    plain({ offset: 96, limit: 48 }),
    ...some(index.categories.codes, 12).map((categoryCode) => plain({ categoryCode })),
    ...some(index.brands.codes, 3).map((brand) => plain({ selected: { ...NO_SELECTION, brands: [brand] } })),
    ...some(index.companies.codes, 3).map((c) => plain({ selected: { ...NO_SELECTION, companies: [c] } })),
    ...some(index.productCerts.codes, 2).map((c) =>
      plain({ selected: { ...NO_SELECTION, productCertifications: [c] } }),
    ),
    ...some(index.companyCerts.codes, 2).map((c) =>
      plain({ selected: { ...NO_SELECTION, companyCertifications: [c] } }),
    ),
    ...some(index.businessTypes.codes, 2).map((t) =>
      plain({ selected: { ...NO_SELECTION, businessTypes: [t] } }),
    ),
    ...some(index.packagings.codes, 2).map((p) => plain({ selected: { ...NO_SELECTION, packagings: [p] } })),
    ...some(index.countries.codes, 2).map((c) => plain({ companyOrigin: c, productOrigin: c })),
    ...some(index.variationOptions.codes, 3).map((code) => plain({ variationOptions: [code] })),
    plain({ minPrice: 2, maxPrice: 40, minOrderQuantity: 500 }),
  ];
  const names = index.text.tokens.codes.filter((word) => /^[a-z]{6,}$/.test(word));
  const words = some(names, 6);
  const texts = [
    ...words,
    ...words.map((w) => `${w}s`),
    ...words.map((w) => w.slice(0, 4)),
    ...words.map((w) => w.slice(0, 2) + w.slice(3)),
    "shirts",
    "stainles steel",
    "cotten",
    "steel pi",
  ];
  return [
    ...queries.map((query) => ({ query, lang: "en" as Lang })),
    ...texts.map((text) => ({ query: plain({ terms: queryTerms(text), lang: "en" }), lang: "en" as Lang })),
    ...["çelik", "celik", "pamuklu gomlek", "ahşap kapılar"].map((text) => ({
      query: plain({ terms: queryTerms(text), lang: "tr" }),
      lang: "tr" as Lang,
    })),
  ];
}

/**
 * Asserts that two engines answer the same: pages, totals, every group's counts, text matches per
 * category and "did you mean". Resolves to how many queries found something.
 */
export async function expectSameAnswers(expected: SearchEngine, actual: SearchEngine): Promise<number> {
  const [a, b] = [await expected.ready(), await actual.ready()];
  let found = 0;
  for (const { query, lang } of await sampleQueries(expected)) {
    const label = JSON.stringify(query);
    const answer = expected.run(a, query);
    expect(actual.run(b, query), label).toEqual(answer);
    if (answer.total > 0) found++;
    if (!query.terms) continue;
    expect(actual.textMatchCounts(b, query.terms, lang), label).toEqual(
      expected.textMatchCounts(a, query.terms, lang),
    );
    expect(actual.suggest(b, query.terms, lang), label).toEqual(expected.suggest(a, query.terms, lang));
  }
  // Bytes aside: a build leaves its lists with room to grow, a snapshot or a compaction without.
  const sizeOf = (engine: SearchEngine) => ({ ...engine.size(), bytes: undefined });
  expect(sizeOf(actual)).toEqual(sizeOf(expected));
  return found;
}
