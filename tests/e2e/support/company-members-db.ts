import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";

/**
 * Makes a registered user a member of a demo company straight in the e2e server's SQLite
 * database: creating a company goes through onboarding and the operator's approval, which other
 * specs cover; these specs start from a company that is already active.
 */
export function makeCompanyMember(email: string, companyId: number, role = "owner"): void {
  const db = new DatabaseSync(join(process.env.E2E_DATA_DIR!, "caravan.sqlite"));
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    const user = db.prepare("SELECT id FROM users WHERE email = ?").get(email) as { id: number };
    db.prepare(
      "INSERT INTO company_members (company_id, user_id, role) VALUES (?, ?, ?) ON CONFLICT DO UPDATE SET role = excluded.role",
    ).run(companyId, user.id, role);
  } finally {
    db.close();
  }
}

/** One of the company's published products, for a spec that opens a product page of that company. */
export function publishedProductOf(companyId: number): number {
  const db = new DatabaseSync(join(process.env.E2E_DATA_DIR!, "caravan.sqlite"));
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    const row = db
      .prepare("SELECT id FROM products WHERE company_id = ? AND is_published = 1 ORDER BY id LIMIT 1")
      .get(companyId) as { id: number } | undefined;
    if (!row) throw new Error(`company ${companyId} has no published product`);
    return row.id;
  } finally {
    db.close();
  }
}
