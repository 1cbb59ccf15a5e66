import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";

/**
 * A leaf category of the e2e server's demo catalogue with a variation group above or at it, and
 * one option's English name: what an import sheet needs to fill valid rows.
 */
export function leafWithVariation(): { category: string; group: string; optionName: string } {
  const db = new DatabaseSync(join(process.env.E2E_DATA_DIR!, "caravan.sqlite"));
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    return db
      .prepare(
        `SELECT c.code AS category, g.code AS "group", n.name AS optionName
           FROM variation_groups g
           JOIN variation_options o ON o.group_code = g.code
           JOIN variation_option_names n ON n.option_code = o.code AND n.lang = 'en'
           JOIN categories c ON c.code LIKE g.category_code || '%'
          WHERE NOT EXISTS (SELECT 1 FROM categories k WHERE k.parent_code = c.code)
          ORDER BY c.code, o.code LIMIT 1`,
      )
      .get() as { category: string; group: string; optionName: string };
  } finally {
    db.close();
  }
}

/** The name in `lang` and in English of the e2e demo's first listed product that has one in `lang`. */
export function productNamesIn(lang: string): { name: string; english: string } {
  const db = new DatabaseSync(join(process.env.E2E_DATA_DIR!, "caravan.sqlite"));
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    return db
      .prepare(
        `SELECT t.name AS name, e.name AS english
           FROM product_texts t
           JOIN product_texts e ON e.product_id = t.product_id AND e.lang = 'en'
           JOIN products p ON p.id = t.product_id AND p.is_published = 1
           JOIN companies c ON c.id = p.company_id AND c.status = 'active'
          WHERE t.lang = ?
          ORDER BY p.id LIMIT 1`,
      )
      .get(lang) as { name: string; english: string };
  } finally {
    db.close();
  }
}
