import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";

/**
 * Products of the e2e server's demo catalogue picked by what a cart or order spec needs of them,
 * read straight from its SQLite database: the demo generator decides which product has which
 * options, tiers and supplier, and these picks follow it.
 */
export interface PickedProduct {
  id: number;
  /** The English name, as the English pages show it. */
  name: string;
  companyId: number;
  company: string;
  moq: number;
  /** The product's one choice a buyer makes (name and values), when it has one. */
  variation: { name: string; values: string[] } | null;
  /** Priced tiers from the smallest quantity up. */
  tiers: { min: number; price: number }[];
}

function open() {
  const db = new DatabaseSync(join(process.env.E2E_DATA_DIR!, "caravan.sqlite"));
  db.exec("PRAGMA busy_timeout = 5000");
  return db;
}

/**
 * What every pick shares: a product the demo wrote (not one another spec makes while this runs),
 * published, of an active company, and not of the demo supplier's company, whose products the
 * supplier specs edit.
 */
const DEMO_PRODUCT = `
  p.is_published = 1 AND p.status = 'published' AND p.created_by IS NULL
  AND EXISTS (SELECT 1 FROM companies c WHERE c.id = p.company_id AND c.status = 'active')
  AND p.company_id NOT IN (SELECT m.company_id FROM company_members m JOIN users u ON u.id = m.user_id
                           WHERE u.email = 'supplier@caravan.test')`;

const VARIATIONS = "(SELECT count(*) FROM product_custom_variations v WHERE v.product_id = p.id)";

/** Priced tiers numbered from the smallest quantity up, to compare a product's first and second. */
const TIERS = `tiers AS (
  SELECT product_id, min_quantity, fob_price,
         row_number() OVER (PARTITION BY product_id ORDER BY min_quantity) AS n
    FROM product_price_tiers WHERE fob_price > 0)`;

function details(db: DatabaseSync, ids: number[]): PickedProduct[] {
  const product = db.prepare(
    `SELECT p.id, t.name, p.company_id AS companyId, c.name AS company, p.min_order_quantity AS moq
       FROM products p
       JOIN product_texts t ON t.product_id = p.id AND t.lang = 'en'
       JOIN companies c ON c.id = p.company_id
      WHERE p.id = ?`,
  );
  const variation = db.prepare(
    "SELECT id, name FROM product_custom_variations WHERE product_id = ? ORDER BY position LIMIT 1",
  );
  const values = db.prepare(
    "SELECT name FROM product_custom_variation_values WHERE variation_id = ? ORDER BY position",
  );
  const tiers = db.prepare(
    `SELECT min_quantity AS min, fob_price AS price FROM product_price_tiers
      WHERE product_id = ? AND fob_price > 0 ORDER BY min_quantity`,
  );
  return ids.map((id) => {
    const row = product.get(id) as Omit<PickedProduct, "variation" | "tiers">;
    const v = variation.get(id) as { id: number; name: string } | undefined;
    return {
      ...row,
      variation: v
        ? { name: v.name, values: (values.all(v.id) as { name: string }[]).map((x) => x.name) }
        : null,
      tiers: (tiers.all(id) as { min: number; price: number }[]).map((t) => ({
        min: Number(t.min),
        price: Number(t.price),
      })),
    };
  });
}

/** The first product id of each of the first `count` companies in `rows`' order. */
function onePerCompany(rows: { id: number; companyId: number }[], count: number, what: string): number[] {
  const seen = new Set<number>();
  const ids: number[] = [];
  for (const row of rows) {
    if (seen.has(row.companyId)) continue;
    seen.add(row.companyId);
    ids.push(row.id);
    if (ids.length === count) return ids;
  }
  throw new Error(`the e2e catalogue has fewer than ${count} companies with ${what}`);
}

/**
 * The cart tests' products. Carts belong to their user and every test buys as a new account, so
 * the tests and the two browser projects may share them; none of them is changed by buying.
 * - `tiered` and `otherTiered`, of two companies: sold through the cart, priced in US dollars per
 *   piece, one choice to make (a radio group with its values), a minimum order that is the first
 *   tier's, and a cheaper second tier within the quantity box's reach, at least two above the
 *   minimum (room for a quantity between the two).
 * - `moqStart`: sold through the cart with one choice, a minimum order of 2–99998, so the box
 *   starts there and can go one up and one down.
 * - `notInCart`: not sold through the cart, with a choice to show.
 */
export function cartProducts(): {
  tiered: PickedProduct;
  otherTiered: PickedProduct;
  moqStart: PickedProduct;
  notInCart: PickedProduct;
} {
  const db = open();
  try {
    const tiered = db
      .prepare(
        `WITH ${TIERS}
         SELECT p.id, p.company_id AS companyId FROM products p
           JOIN tiers t1 ON t1.product_id = p.id AND t1.n = 1
           JOIN tiers t2 ON t2.product_id = p.id AND t2.n = 2
          WHERE ${DEMO_PRODUCT} AND p.is_cart_available = 1
            AND p.fob_currency = 'USD' AND p.fob_unit = 'piece'
            AND ${VARIATIONS} = 1
            AND EXISTS (SELECT 1 FROM product_custom_variations v
                          JOIN product_custom_variation_values x ON x.variation_id = v.id
                         WHERE v.product_id = p.id)
            AND t1.min_quantity = p.min_order_quantity
            AND t2.fob_price < t1.fob_price
            AND t2.min_quantity BETWEEN p.min_order_quantity + 2 AND 99999
          ORDER BY p.id`,
      )
      .all() as { id: number; companyId: number }[];
    const [first, second] = onePerCompany(tiered, 2, "a cart product of two falling tiers and one choice");
    const moqStart = db
      .prepare(
        `SELECT p.id FROM products p
          WHERE ${DEMO_PRODUCT} AND p.is_cart_available = 1 AND ${VARIATIONS} = 1
            AND EXISTS (SELECT 1 FROM product_custom_variations v
                          JOIN product_custom_variation_values x ON x.variation_id = v.id
                         WHERE v.product_id = p.id)
            AND p.min_order_quantity BETWEEN 2 AND 99998 AND p.id NOT IN (?, ?)
          ORDER BY p.id LIMIT 1`,
      )
      .get(first!, second!) as { id: number } | undefined;
    const notInCart = db
      .prepare(
        `SELECT p.id FROM products p
          WHERE ${DEMO_PRODUCT} AND p.is_cart_available = 0 AND ${VARIATIONS} >= 1
          ORDER BY p.id LIMIT 1`,
      )
      .get() as { id: number } | undefined;
    if (!moqStart || !notInCart) throw new Error("the e2e catalogue lacks a product the cart spec needs");
    const [a, b, c, d] = details(db, [first!, second!, moqStart.id, notInCart.id]);
    return { tiered: a!, otherTiered: b!, moqStart: c!, notInCart: d! };
  } finally {
    db.close();
  }
}

/**
 * The order tests' products: sold through the cart with nothing to choose, priced, a minimum
 * order the quantity box starts at (so adding at once gives an orderable line), each of its own
 * company. Each browser project gets three companies of its own: its supplier is joined by a new
 * account, given bank details and sees its orders list, which the other project must not change
 * under it. Taken from the end of the catalogue, away from the first companies other specs pin.
 */
export function orderProducts(project: "desktop" | "phone"): {
  first: { id: number; company: number };
  second: { id: number; company: number };
  arabic: { id: number; company: number };
} {
  const db = open();
  try {
    const rows = db
      .prepare(
        `SELECT p.id, p.company_id AS companyId FROM products p
          WHERE ${DEMO_PRODUCT} AND p.is_cart_available = 1 AND ${VARIATIONS} = 0
            AND p.min_order_quantity BETWEEN 1 AND 99999
            AND (EXISTS (SELECT 1 FROM product_price_tiers t WHERE t.product_id = p.id AND t.fob_price > 0)
                 OR p.fob_price_max > 0 OR p.fob_price_min > 0)
          ORDER BY p.id DESC`,
      )
      .all() as { id: number; companyId: number }[];
    const ids = onePerCompany(rows, 6, "a cart product without choices");
    const picked = (project === "desktop" ? ids.slice(0, 3) : ids.slice(3, 6)).map((id) => ({
      id,
      company: rows.find((r) => r.id === id)!.companyId,
    }));
    return { first: picked[0]!, second: picked[1]!, arabic: picked[2]! };
  } finally {
    db.close();
  }
}
