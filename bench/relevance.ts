import { parseArgs } from "node:util";
import { LANG_CODES } from "#core/i18n/languages.ts";
import { ProductQuerySchema } from "#core/schemas/search.ts";
import { connect } from "#server/db/connect.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { systemClock } from "#server/lib/clock.ts";
import { LEAF_VOCAB } from "#server/demo/data/product-vocab.ts";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { localIndexAccess, SearchEngine, searchProducts } from "#server/modules/search/index.ts";
import { type JudgedQuery, judgedQueries, type QueryClass } from "./relevance/judged-queries.ts";

/**
 * Search relevance on the demo catalogue: a judged query set in every language (exact names,
 * plurals, one and two typos, missing diacritics, another language's name, brand + product, and
 * queries that should find nothing), run through the listing's search service. Prints success@5
 * (a relevant product in the first five) and nDCG@10 per class, and per class and language.
 *   npm run bench:relevance [-- --products 20000 --per-class 5]
 */
const { values } = parseArgs({
  options: {
    products: { type: "string", default: "20000" },
    "per-class": { type: "string", default: "5" },
  },
});

const handle = connect(":memory:");
await migrateToLatest(handle.db);
const seeded = performance.now();
await seedDemoCatalogue(handle.db, handle.dialect, { products: Number(values.products), seed: 3 });
const engine = new SearchEngine(handle.db);
await engine.ready();
const deps = { db: handle.db, searchIndex: localIndexAccess(engine, handle.db), clock: systemClock };
console.log(
  `${values.products} products seeded and indexed in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
);

// What each product is: its leaf, its kind (the longest of the leaf's nouns its English name holds), its brand.
const nounsOfLeaf = new Map(
  LEAF_VOCAB.map((l) => [l.code, [...l.nouns].sort((a, b) => b.en.length - a.en.length)]),
);
const rows = await handle.db
  .selectFrom("products as p")
  .innerJoin("product_texts as t", (j) => j.onRef("t.product_id", "=", "p.id").on("t.lang", "=", "en"))
  .innerJoin("product_categories as c", "c.product_id", "p.id")
  .select(["p.id", "p.brand", "t.name", "c.category_code"])
  .execute();
const products = new Map<number, { leaf: string; noun?: string; brand: string | null }>();
for (const row of rows) {
  if (products.has(row.id)) continue;
  const noun = nounsOfLeaf.get(row.category_code)?.find((n) => row.name.includes(n.en))?.en;
  products.set(row.id, { leaf: row.category_code, noun, brand: row.brand });
}
const catalogue = new Map<string, { leaf: string; brands: string[] }>();
for (const p of products.values()) {
  if (!p.noun) continue;
  const entry = catalogue.get(p.noun) ?? { leaf: p.leaf, brands: [] };
  if (p.brand && !entry.brands.includes(p.brand)) entry.brands.push(p.brand);
  catalogue.set(p.noun, entry);
}

function isRelevant(q: JudgedQuery, id: number): boolean {
  const p = products.get(id);
  if (!p) return false;
  if (q.leaf !== undefined && p.leaf !== q.leaf) return false;
  if (q.noun !== undefined && p.noun !== q.noun) return false;
  if (q.brand !== undefined && p.brand !== q.brand) return false;
  return true;
}
const relevantCount = (q: JudgedQuery) => [...products.keys()].filter((id) => isRelevant(q, id)).length;

interface Outcome {
  q: JudgedQuery;
  success: boolean;
  ndcg: number;
}
const outcomes: Outcome[] = [];
const queries = judgedQueries(catalogue, Number(values["per-class"]));
for (const q of queries) {
  const result = await searchProducts(
    deps,
    ProductQuerySchema.parse({ searchStr: q.text, language: q.lang, productCount: 20 }),
  );
  const ids = result.products.map((p) => p.id).slice(0, 10);
  if (q.cls === "nothing expected") {
    const success = result.totalCount === 0 || result.suggestion !== undefined;
    outcomes.push({ q, success, ndcg: success ? 1 : 0 });
    continue;
  }
  const gains = ids.map((id) => (isRelevant(q, id) ? 1 : 0));
  const dcg = gains.reduce<number>((sum, g, i) => sum + g / Math.log2(i + 2), 0);
  const ideal = Array.from({ length: Math.min(10, relevantCount(q)) }, (_, i) => 1 / Math.log2(i + 2)).reduce(
    (a, b) => a + b,
    0,
  );
  outcomes.push({ q, success: gains.slice(0, 5).some((g) => g === 1), ndcg: ideal ? dcg / ideal : 0 });
}

const pct = (n: number) => `${(n * 100).toFixed(1)} %`.padStart(8);
const summary = (list: Outcome[]) => ({
  n: list.length,
  success: list.filter((o) => o.success).length / Math.max(1, list.length),
  ndcg: list.reduce((s, o) => s + o.ndcg, 0) / Math.max(1, list.length),
});
const classes = [...new Set(queries.map((q) => q.cls))];
console.log(`\n${queries.length} judged queries in ${LANG_CODES.length} languages\n`);
console.log(`${"class".padEnd(22)} queries  success@5   nDCG@10`);
for (const cls of classes) {
  const s = summary(outcomes.filter((o) => o.q.cls === cls));
  console.log(`${cls.padEnd(22)} ${String(s.n).padStart(7)} ${pct(s.success)}  ${pct(s.ndcg)}`);
}
const all = summary(outcomes);
console.log(`${"all".padEnd(22)} ${String(all.n).padStart(7)} ${pct(all.success)}  ${pct(all.ndcg)}`);

console.log(
  `\nsuccess@5 by class and language\n${"class".padEnd(22)} ${LANG_CODES.map((l) => l.padStart(5)).join(" ")}`,
);
for (const cls of classes) {
  const cells = LANG_CODES.map((lang) => {
    const list = outcomes.filter((o) => o.q.cls === cls && o.q.lang === lang);
    return list.length ? String(Math.round(summary(list).success * 100)).padStart(5) : "    -";
  });
  console.log(`${cls.padEnd(22)} ${cells.join(" ")}`);
}

const TARGETS: Partial<Record<QueryClass, number>> = {
  "plural / inflection": 0.95,
  "one typo": 0.9,
  "other language": 0.9,
  "nothing expected": 1,
};
console.log("\ntargets");
for (const [cls, target] of Object.entries(TARGETS)) {
  const s = summary(outcomes.filter((o) => o.q.cls === cls));
  console.log(
    `${cls.padEnd(22)} ${pct(s.success)} (target ${pct(target!)}) ${s.success >= target! ? "met" : "NOT MET"}`,
  );
}
const misses = outcomes.filter((o) => !o.success);
if (misses.length) {
  console.log(`\nmisses (first 40 of ${misses.length}):`);
  for (const o of misses.slice(0, 40)) console.log(`  ${o.q.cls.padEnd(20)} ${o.q.lang}  ${o.q.text}`);
}
engine.close();
await handle.close();
