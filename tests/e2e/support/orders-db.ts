import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";

function open() {
  const db = new DatabaseSync(join(process.env.E2E_DATA_DIR!, "caravan.sqlite"));
  db.exec("PRAGMA busy_timeout = 5000");
  return db;
}

/** The buyer's order with a supplier company, as the checkout made it: its id. */
export function orderOf(buyerEmail: string, companyId: number): number {
  const db = open();
  try {
    const row = db
      .prepare(
        `SELECT o.id FROM orders o JOIN users u ON u.id = o.buyer_user_id
         WHERE u.email = ? AND o.supplier_company_id = ? ORDER BY o.id DESC LIMIT 1`,
      )
      .get(buyerEmail, companyId) as { id: number } | undefined;
    if (!row) throw new Error(`no order of ${buyerEmail} with company ${companyId}`);
    return row.id;
  } finally {
    db.close();
  }
}

/**
 * Moves time past an order's deadline, as far as the order can tell: its deadline is set a minute
 * into the past, and the hourly deadline job is made due now (the worker claims it within a
 * second), instead of waiting three days and an hour.
 */
export function passDeadlineOf(orderId: number): void {
  const db = open();
  try {
    const past = new Date(Date.now() - 60_000).toISOString();
    db.prepare("UPDATE orders SET deadline_at = ? WHERE id = ?").run(past, orderId);
    const due = db
      .prepare("UPDATE jobs SET run_at = ? WHERE queue = 'orders.deadlines' AND state = 'pending'")
      .run(new Date().toISOString());
    if (due.changes === 0)
      db.prepare(
        `INSERT INTO jobs (queue, payload, state, attempts, max_attempts, run_at, created_at)
         VALUES ('orders.deadlines', '{}', 'pending', 0, 8, ?, ?)`,
      ).run(new Date().toISOString(), new Date().toISOString());
  } finally {
    db.close();
  }
}
