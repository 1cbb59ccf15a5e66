import { sql } from "kysely";
import { installDefaultContentPages } from "#server/modules/content/index.ts";
import { recordIndexRebuild } from "#server/modules/search/index.ts";
import type { Db, Dialect } from "../db/connect.ts";
import { type CompanySeed, makeCompany } from "./company-factory.ts";
import { createDemoAccounts } from "./demo-accounts.ts";
import { seedMerchandising } from "./demo-merchandising.ts";
import { makeProduct } from "./product-factory.ts";
import { Random } from "./random.ts";
import { type ReferenceData, referenceData, seedReferenceData } from "./reference.ts";
import { insertCompanies, insertProducts } from "./writer.ts";

export interface SeedOptions {
  products: number;
  seed: number;
  /**
   * Which languages' product descriptions are written. "every" (the default) writes the demo's
   * reviewed translations beside the English source; "source" writes English descriptions only,
   * the other languages keeping their names and packaging details. Search indexes descriptions only
   * where people wrote them, so both give the same index; "source" writes about a third of the
   * bytes, which lets a ten-million-product benchmark catalogue fit on one disk.
   */
  descriptions?: "every" | "source";
  onProgress?: (stage: "companies" | "products", done: number, total: number) => void;
}

const PRODUCT_BATCH = 1000;

/**
 * How many suppliers a catalogue of `products` has: about one per 40 products, at least 300 (the
 * default demo's 5,000 products have 300), but never more suppliers than products (a test's small
 * catalogue does not write 300 suppliers' texts in 13 languages).
 */
export function companyCountFor(products: number): number {
  return Math.min(25_000, Math.max(Math.min(300, products), Math.round(products / 40)));
}

export function makeCompanies(ref: ReferenceData, seed: number, count: number): CompanySeed[] {
  const used = new Set<string>();
  return Array.from({ length: count }, (_, i) => makeCompany(ref, seed, i + 1, used));
}

/** The company of product k: skewed, as real marketplaces are (a few suppliers list a lot). */
export function companyIndexFor(seed: number, productIndex: number, companyCount: number): number {
  return Math.floor(companyCount * new Random(seed, 3_000_017, productIndex).next() ** 1.6);
}

/**
 * Fills an empty database with the demo catalogue for `seed`: reference data, suppliers,
 * products (streamed in batches, so memory stays flat at any size), merchandising, demo accounts.
 */
export async function seedDemoCatalogue(db: Db, dialect: Dialect, options: SeedOptions): Promise<void> {
  const ref = referenceData();
  await seedReferenceData(db, ref);
  const companies = makeCompanies(ref, options.seed, companyCountFor(options.products));
  for (let i = 0; i < companies.length; i += 250) {
    await insertCompanies(db, companies.slice(i, i + 250));
    options.onProgress?.("companies", Math.min(i + 250, companies.length), companies.length);
  }
  for (let start = 1; start <= options.products; start += PRODUCT_BATCH) {
    const end = Math.min(options.products, start + PRODUCT_BATCH - 1);
    const batch = [];
    for (let k = start; k <= end; k++)
      batch.push(
        makeProduct(ref, options.seed, k, companies[companyIndexFor(options.seed, k, companies.length)]!),
      );
    await insertProducts(db, batch, { translatedDescriptions: options.descriptions !== "source" });
    options.onProgress?.("products", end, options.products);
  }
  await seedMerchandising(db, ref, options.seed, options.products);
  await installDefaultContentPages(db);
  await createDemoAccounts(db, companies[0]?.id);
  if (dialect === "postgres") await resetIdentitySequences(db);
  // The catalogue went in without feed rows: a rebuild row makes running servers load it, and
  // anchors the feed, so an index snapshot of another catalogue (before a reset) is not taken
  // for this one (docs/decisions/033-search-index-snapshots.md).
  await recordIndexRebuild(db);
}

/** Explicit ids were inserted; move PostgreSQL's identity sequences past them. */
async function resetIdentitySequences(db: Db): Promise<void> {
  for (const table of [
    "companies",
    "company_certifications",
    "products",
    "product_custom_variations",
    "product_custom_variation_values",
    "product_certifications",
    "home_banners",
  ]) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(
      db,
    );
  }
}
