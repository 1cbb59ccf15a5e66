import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";

/** The languages the pending product is named in (the others read its English name). */
const LANGS = ["en", "tr"];

/**
 * Writes a company waiting for review, with one published product named `productName`, straight
 * into the e2e server's SQLite database: a stand-in for the onboarding wizard (built apart), so
 * the operator's review can be tried on its own. The company copies the lists of a demo company,
 * the product the columns of a demo product; neither is seen by buyers until approved.
 */
export function insertPendingCompany(
  name: string,
  productName: string,
): { companyId: number; productId: number } {
  const db = new DatabaseSync(join(process.env.E2E_DATA_DIR!, "caravan.sqlite"));
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    const now = new Date().toISOString();
    const company = db
      .prepare(
        `INSERT INTO companies (name, legal_name, country, city, main_markets, customers, payment_types,
           delivery_terms, currencies, ports, spoken_languages, status, submitted_at, status_changed_at)
         SELECT ?, ?, country, city, main_markets, customers, payment_types, delivery_terms, currencies,
           ports, spoken_languages, 'pending_review', ?, ?
         FROM companies ORDER BY id LIMIT 1 RETURNING id`,
      )
      .get(name, `${name} Ltd.`, now, now) as { id: number };
    const product = db
      .prepare(
        `INSERT INTO products (company_id, category_code, place_of_origin, fob_currency, fob_price_min,
           fob_price_max, fob_unit, min_order_quantity, min_order_unit, payment_terms, is_cart_available,
           is_published)
         SELECT ?, category_code, place_of_origin, fob_currency, fob_price_min, fob_price_max, fob_unit,
           min_order_quantity, min_order_unit, payment_terms, 0, 1
         FROM products WHERE is_published = 1 ORDER BY id LIMIT 1 RETURNING id, category_code`,
      )
      .get(company.id) as { id: number; category_code: string };
    // Named in English and in Turkish, so that specs walking the language addresses of whatever
    // product a listing shows first find a name of its own on the Turkish host.
    const addText = db.prepare("INSERT INTO product_texts (product_id, lang, name) VALUES (?, ?, ?)");
    for (const lang of LANGS)
      addText.run(product.id, lang, lang === "en" ? productName : `${productName} ${lang}`);
    db.prepare("INSERT INTO product_categories (product_id, position, category_code) VALUES (?, 0, ?)").run(
      product.id,
      product.category_code,
    );
    return { companyId: company.id, productId: product.id };
  } finally {
    db.close();
  }
}

/**
 * The active company of the e2e demo with the most categories on its storefront (the lowest id
 * among equals), and how many: a list long enough to need Show More.
 */
export function companyWithMostCategories(): { id: number; categories: number } {
  const db = new DatabaseSync(join(process.env.E2E_DATA_DIR!, "caravan.sqlite"));
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    return db
      .prepare(
        `SELECT c.id AS id, COUNT(*) AS categories
           FROM companies c JOIN company_categories cc ON cc.company_id = c.id
          WHERE c.status = 'active'
          GROUP BY c.id ORDER BY categories DESC, c.id LIMIT 1`,
      )
      .get() as { id: number; categories: number };
  } finally {
    db.close();
  }
}
