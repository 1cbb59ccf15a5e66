import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";

/**
 * Reads and arranges products straight in the e2e server's SQLite database: the operator's review
 * has its own specs, so the editor's spec publishes its product here, as an approval would.
 */
function open() {
  const db = new DatabaseSync(join(process.env.E2E_DATA_DIR!, "caravan.sqlite"));
  db.exec("PRAGMA busy_timeout = 5000");
  return db;
}

/**
 * A leaf category with variation options of its own or an ancestor's, and its English name: the
 * last such, so the products the product specs publish stay out of the first categories other
 * specs read (their first cards, their broken pictures).
 */
export function leafWithVariations(): { code: string; name: string } {
  const db = open();
  try {
    return db
      .prepare(
        `SELECT c.code, n.name FROM categories c
         JOIN category_names n ON n.category_code = c.code AND n.lang = 'en'
         WHERE NOT EXISTS (SELECT 1 FROM categories k WHERE k.parent_code = c.code)
           AND EXISTS (SELECT 1 FROM variation_groups g
                       WHERE c.code LIKE g.category_code || '%'
                         AND EXISTS (SELECT 1 FROM variation_options o WHERE o.group_code = g.code))
         ORDER BY c.code DESC LIMIT 1`,
      )
      .get() as { code: string; name: string };
  } finally {
    db.close();
  }
}

/** Publishes a product waiting for review, as the operator's approval does, with a search change. */
export function publishProduct(id: number): void {
  const db = open();
  try {
    db.prepare(
      "UPDATE products SET status = 'published', is_published = 1 WHERE id = ? AND status = 'pending_review'",
    ).run(id);
    db.prepare("INSERT INTO search_changes (entity, entity_id) VALUES ('product', ?)").run(id);
  } finally {
    db.close();
  }
}
