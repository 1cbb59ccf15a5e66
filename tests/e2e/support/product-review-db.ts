import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";

/**
 * A draft product of a test's own company, written straight into the e2e server's SQLite
 * database (as a save in the editor leaves it): a leaf category of the demo catalogue, one of the
 * demo's pictures, an English and a Turkish name, a price and a minimum order.
 */
export function createDraftProduct(companyId: number, name: string, sku: string): number {
  const db = new DatabaseSync(join(process.env.E2E_DATA_DIR!, "caravan.sqlite"));
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    const leaf = db
      .prepare(
        `SELECT c.code FROM categories c
         WHERE NOT EXISTS (SELECT 1 FROM categories k WHERE k.parent_code = c.code) ORDER BY c.code LIMIT 1`,
      )
      .get() as { code: string };
    const picture = db.prepare("SELECT url FROM product_pictures ORDER BY product_id LIMIT 1").get() as
      | { url: string }
      | undefined;
    const now = new Date().toISOString();
    const product = db
      .prepare(
        `INSERT INTO products (company_id, category_code, place_of_origin, fob_price_min, fob_price_max, fob_unit,
           min_order_quantity, min_order_unit, is_published, status, status_changed_at, supplier_sku, created_at, updated_at)
         VALUES (?, ?, 'TR', 2.5, 4.25, 'piece', 100, 'piece', 0, 'draft', ?, ?, ?, ?) RETURNING id`,
      )
      .get(companyId, leaf.code, now, sku, now, now) as { id: number };
    db.prepare("INSERT INTO product_categories (product_id, position, category_code) VALUES (?, 0, ?)").run(
      product.id,
      leaf.code,
    );
    const text = db.prepare(
      `INSERT INTO product_texts (product_id, lang, name, description, origin, source_lang, updated_at)
       VALUES (?, ?, ?, ?, ?, 'en', ?)`,
    );
    text.run(product.id, "en", name, "<p>Soft cotton towel</p>", "source", now);
    text.run(product.id, "tr", `${name} (TR)`, "<p>Yumuşak pamuk havlu</p>", "human", now);
    if (picture)
      db.prepare("INSERT INTO product_pictures (product_id, position, url) VALUES (?, 0, ?)").run(
        product.id,
        picture.url,
      );
    return product.id;
  } finally {
    db.close();
  }
}
