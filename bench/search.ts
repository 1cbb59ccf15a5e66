import { parseArgs } from "node:util";
import { sql } from "kysely";
import { type ProductQueryInput, ProductQuerySchema } from "#core/schemas/search.ts";
import { connect } from "#server/db/connect.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { Random } from "#server/demo/random.ts";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { filterOptions, SearchEngine, searchProducts, textMatches } from "#server/modules/search/index.ts";

/**
 * Search speed on a big catalogue: index load time, resident memory, and p50/p95/p99 per query
 * class of a fixed, seeded query mix, through the same service functions the pages and the API
 * call (engine + product summaries from the database).
 *   npm run bench:search -- --database data/bench.sqlite [--database postgres://…] [--products 1000000]
 * An empty database is seeded first with --products products (default 1,000,000).
 */
const { values } = parseArgs({
  options: {
    database: { type: "string", multiple: true },
    products: { type: "string", default: "1000000" },
    rounds: { type: "string", default: "200" },
  },
});
const databases = values.database?.length ? values.database : ["data/bench.sqlite"];
const rounds = Number(values.rounds);

const mib = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MiB`;
const ms = (n: number) => n.toFixed(1).padStart(7);
function percentiles(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
  return `${ms(at(0.5))} ${ms(at(0.95))} ${ms(at(0.99))}`;
}

type Anchor = {
  brand: string | null;
  packaging: string | null;
  place_of_origin: string;
  company_id: number;
  category_code: string;
  price: number | null;
};

for (const url of databases) {
  const handle = connect(url);
  await migrateToLatest(handle.db);
  if (!(await handle.db.selectFrom("products").select("id").limit(1).executeTakeFirst())) {
    console.log(`${url}: empty, seeding ${values.products} products first…`);
    await seedDemoCatalogue(handle.db, handle.dialect, { products: Number(values.products), seed: 1 });
  }
  const started = performance.now();
  const engine = new SearchEngine(handle.db);
  const index = await engine.ready();
  const loadSeconds = (performance.now() - started) / 1000;
  const deps = { db: handle.db, search: engine };

  const r = new Random(42, 7);
  const categories = (
    await sql<{ code: string; level: number }>`select code, level from categories`.execute(handle.db)
  ).rows;
  const byLevel = [1, 2, 3].map((level) => categories.filter((c) => c.level === level).map((c) => c.code));
  const anchors = (
    await sql<Anchor>`select brand, packaging, place_of_origin, company_id, category_code, fob_price_min as price from products where id % 997 = 0 limit 500`.execute(
      handle.db,
    )
  ).rows;
  const options = (
    await sql<{
      option_code: string;
    }>`select option_code from product_variation_options where product_id % 997 = 0 limit 500`.execute(
      handle.db,
    )
  ).rows.map((o) => o.option_code);
  const words = {
    enCommon: ["export", "cotton", "steel", "wooden", "organic"],
    enRare: ["quinoa", "thermostat", "dumbbell", "plywood", "cashmere"],
    trCommon: ["ihracat", "pamuklu", "çelik", "ahşap", "sipariş"],
    trRare: ["kinoa", "termostat", "dambıl", "kontrplak", "kaşmir"],
    trFolded: ["celik", "ahsap", "siparis", "kasmir", "pamuklu gomlek"],
  };

  const filtersFrom = (a: Anchor, n: number): Partial<ProductQueryInput> => {
    const all: Partial<ProductQueryInput>[] = [
      { pooCodes: [a.place_of_origin] },
      { companyName: [String(a.company_id)] },
      a.brand ? { brand: [a.brand] } : { pooCodes: [a.place_of_origin, "CN"] },
      a.packaging ? { packaging: [a.packaging] } : {},
      { diversity: [r.pick(options)] },
    ];
    return Object.assign({}, ...r.sample(all, n));
  };
  const classes: Record<string, () => Promise<unknown>> = {
    "browse root": () => search({ categoryCode: r.pick(byLevel[0]!) }),
    "browse level 2": () => search({ categoryCode: r.pick(byLevel[1]!) }),
    "browse leaf": () => search({ categoryCode: r.pick(byLevel[2]!) }),
    // A new version makes the browse cache count again, as the first visit after a catalogue change.
    "browse root, cold": () => cold({ categoryCode: r.pick(byLevel[0]!) }),
    "browse level 2, cold": () => cold({ categoryCode: r.pick(byLevel[1]!) }),
    "browse leaf, cold": () => cold({ categoryCode: r.pick(byLevel[2]!) }),
    "text en common": () => search({ searchStr: r.pick(words.enCommon) }),
    "text en rare": () => search({ searchStr: r.pick(words.enRare) }),
    "text tr common": () => search({ searchStr: r.pick(words.trCommon), language: "tr" }),
    "text tr rare": () => search({ searchStr: r.pick(words.trRare), language: "tr" }),
    "text tr unaccented": () => search({ searchStr: r.pick(words.trFolded), language: "tr" }),
    "text tr common, cold": () => cold({ searchStr: r.pick(words.trCommon), language: "tr" }),
    "1-4 filters": () => {
      const a = r.pick(anchors);
      return search({
        categoryCode: a.category_code.slice(0, 3 * r.int(1, 2)),
        ...filtersFrom(a, r.int(1, 4)),
      });
    },
    "price + MOQ": () => {
      const a = r.pick(anchors);
      const price = Number(a.price ?? 10);
      return search({
        categoryCode: a.category_code.slice(0, 3),
        minPrice: Math.floor(price / 2),
        maxPrice: Math.ceil(price * 2),
        minOrderQuantity: 1000,
      });
    },
    "deep page": () =>
      search({ categoryCode: r.pick(byLevel[0]!), pageIndex: r.pick([50, 200, 1000]), productCount: 50 }),
    "option search": () =>
      filterOptions(deps, {
        ...ProductQuerySchema.parse({ categoryCode: r.pick(byLevel[0]!) }),
        aggregationField: r.pick(["companies", "brands"] as const),
        aggregationSearchStr: r.pick(["tex", "co", "ind", "a", "gr"]),
        optionPage: 0,
        size: 20,
      }),
    "text category counts": () => textMatches(deps, r.pick([...words.enCommon, ...words.trCommon]), "en"),
  };
  function search(input: Partial<ProductQueryInput>) {
    return searchProducts(deps, ProductQuerySchema.parse(input));
  }
  function cold(input: Partial<ProductQueryInput>) {
    engine.version++;
    return search(input);
  }

  for (const run of Object.values(classes)) for (let i = 0; i < 5; i++) await run(); // warm up
  console.log(
    `\n${handle.dialect}: ${index.slotCount.toLocaleString("en")} products, index ready in ${loadSeconds.toFixed(1)} s, RSS ${mib(process.memoryUsage().rss)}`,
  );
  console.log(`${"query class".padEnd(22)}    p50     p95     p99  (ms, ${rounds} queries each)`);
  const searches: number[] = [];
  for (const [name, run] of Object.entries(classes)) {
    const times: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const t = performance.now();
      await run();
      times.push(performance.now() - t);
    }
    if (!["option search", "text category counts"].includes(name)) searches.push(...times);
    console.log(`${name.padEnd(22)} ${percentiles(times)}`);
  }
  console.log(`${"all searches".padEnd(22)} ${percentiles(searches)}`);
  console.log(`RSS after the run: ${mib(process.memoryUsage().rss)}`);
  engine.close();
  await handle.close();
}
