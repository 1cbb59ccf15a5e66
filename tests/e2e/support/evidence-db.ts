import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";

/**
 * A supplier of its own for one test: a new account (the demo password), an active company it
 * owns alone, written straight into the e2e server's SQLite database. Each browser project gets
 * its own, so the desktop and phone runs never see each other's evidence.
 */
export function createSupplierCompany(tag: string): { email: string; companyId: number; name: string } {
  const db = new DatabaseSync(join(process.env.E2E_DATA_DIR!, "caravan.sqlite"));
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    const hash = (
      db.prepare("SELECT password_hash FROM users WHERE email = 'supplier@caravan.test'").get() as {
        password_hash: string;
      }
    ).password_hash;
    const email = `evidence-${tag}@caravan.test`;
    const name = `Evidence Works ${tag}`;
    const now = new Date().toISOString();
    const user = db
      .prepare(
        `INSERT INTO users (email, password_hash, first_name, last_name, email_confirmed_at)
         VALUES (?, ?, 'Eva', 'Dence', ?) RETURNING id`,
      )
      .get(email, hash, now) as { id: number };
    db.prepare("INSERT INTO user_roles (user_id, role) VALUES (?, 'supplier')").run(user.id);
    const company = db
      .prepare(
        "INSERT INTO companies (name, country, city, status) VALUES (?, 'TR', 'Izmir', 'active') RETURNING id",
      )
      .get(name) as { id: number };
    db.prepare("INSERT INTO company_members (company_id, user_id, role) VALUES (?, ?, 'owner')").run(
      company.id,
      user.id,
    );
    return { email, companyId: company.id, name };
  } finally {
    db.close();
  }
}
