import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";

/**
 * Products of the e2e server's demo catalogue chosen by what a test needs of them, read straight
 * from its SQLite database: the generator decides which product has what, so tests ask for it
 * instead of pinning ids. Each picks the first such product buyers see (published, of an active
 * company).
 */
function query<T>(sql: string, ...params: (string | number)[]): T[] {
  const db = new DatabaseSync(join(process.env.E2E_DATA_DIR!, "caravan.sqlite"));
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

const VISIBLE = `p.is_published = 1
  AND EXISTS (SELECT 1 FROM companies c WHERE c.id = p.company_id AND c.status = 'active')`;

function firstId(what: string, condition: string): number {
  const [row] = query<{ id: number }>(
    `SELECT p.id FROM products p WHERE ${VISIBLE} AND ${condition} ORDER BY p.id LIMIT 1`,
  );
  if (!row) throw new Error(`The demo catalogue has no ${what}`);
  return row.id;
}

/**
 * A product with all the product page can show: several price tiers, a variation with values to
 * choose, an approved certificate naming who issued it, and a supplier that lists its main products.
 */
export function completeProduct(): number {
  return firstId(
    "complete product",
    `(SELECT count(*) FROM product_price_tiers t WHERE t.product_id = p.id) > 1
     AND EXISTS (SELECT 1 FROM product_custom_variations v
                 JOIN product_custom_variation_values x ON x.variation_id = v.id
                 WHERE v.product_id = p.id)
     AND EXISTS (SELECT 1 FROM product_certifications k WHERE k.product_id = p.id
                 AND k.status = 'approved' AND k.authorized_organization <> '')
     AND EXISTS (SELECT 1 FROM company_texts x WHERE x.company_id = p.company_id
                 AND x.lang = 'en' AND x.main_products <> '')`,
  );
}

/** A product with at least `count` different pictures, and their addresses in the gallery's order. */
export function productWithPictures(count: number): { id: number; pictures: string[] } {
  const id = firstId(
    `product with ${count} pictures`,
    `(SELECT count(DISTINCT g.url) FROM product_pictures g WHERE g.product_id = p.id) >= ${count}`,
  );
  const pictures = query<{ url: string }>(
    "SELECT url FROM product_pictures WHERE product_id = ? ORDER BY position",
    id,
  ).map((r) => r.url);
  return { id, pictures };
}

/** A product without a price (the page offers Ask Price), and one priced by several quantity tiers. */
export function askPriceAndPricedProducts(): { asked: number; priced: number } {
  return {
    asked: firstId("Ask Price product", "(p.fob_price_min IS NULL OR p.fob_price_min <= 0)"),
    priced: firstId(
      "product priced by tiers",
      "p.fob_price_min > 0 AND (SELECT count(*) FROM product_price_tiers t WHERE t.product_id = p.id) > 1",
    ),
  };
}

/**
 * A product whose Turkish name is not its English one, with its name in each language it has: the
 * last such, as the test that takes it removes one of its texts and other specs read the first ones.
 */
export function productNamedInTurkish(): { id: number; names: Map<string, string> } {
  const [row] = query<{ id: number }>(
    `SELECT p.id FROM products p
       JOIN product_texts e ON e.product_id = p.id AND e.lang = 'en'
       JOIN product_texts t ON t.product_id = p.id AND t.lang = 'tr'
      WHERE ${VISIBLE} AND t.name <> e.name
      ORDER BY p.id DESC LIMIT 1`,
  );
  if (!row) throw new Error("The demo catalogue has no product named in Turkish");
  const names = query<{ lang: string; name: string }>(
    "SELECT lang, name FROM product_texts WHERE product_id = ?",
    row.id,
  );
  return { id: row.id, names: new Map(names.map((n) => [n.lang, n.name])) };
}

/**
 * Removes a product's text in one language, as a supplier who never wrote (or translated) it
 * there leaves it; the search index follows the change, as after any edit.
 */
export function removeProductText(id: number, lang: string): void {
  const db = new DatabaseSync(join(process.env.E2E_DATA_DIR!, "caravan.sqlite"));
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    db.prepare("DELETE FROM product_texts WHERE product_id = ? AND lang = ?").run(id, lang);
    db.prepare("INSERT INTO search_changes (entity, entity_id) VALUES ('product', ?)").run(id);
  } finally {
    db.close();
  }
}
