import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";

function open() {
  const db = new DatabaseSync(join(process.env.E2E_DATA_DIR!, "caravan.sqlite"));
  db.exec("PRAGMA busy_timeout = 5000");
  return db;
}

/**
 * Gives a demo company bank details (only the first demo supplier has them), which a supplier
 * needs before sending a quote: an accepted quote asks the buyer for payment at once.
 */
export function giveBankDetails(companyId: number): void {
  const db = open();
  try {
    db.prepare(
      `INSERT INTO company_payment_details (company_id, account_holder, bank_name, account_number, swift, updated_at)
       VALUES (?, 'Demo Trading Ltd', 'Demo Bank', 'DE89370400440532013000', 'COBADEFFXXX', ?)
       ON CONFLICT (company_id) DO NOTHING`,
    ).run(companyId, new Date().toISOString());
  } finally {
    db.close();
  }
}

/** The buyer's newest request for quotation: its id. */
export function rfqOf(buyerEmail: string): number {
  const db = open();
  try {
    const row = db
      .prepare(
        `SELECT r.id FROM rfqs r JOIN users u ON u.id = r.buyer_user_id
         WHERE u.email = ? ORDER BY r.id DESC LIMIT 1`,
      )
      .get(buyerEmail) as { id: number } | undefined;
    if (!row) throw new Error(`no request for quotation of ${buyerEmail}`);
    return row.id;
  } finally {
    db.close();
  }
}

/**
 * Stores machine translations of a request, as the translation job stores what the service
 * answers. The e2e server has no translation service (the job is tested against a fake one in the
 * integration tests); this gives the supplier pages a translated text to show.
 */
export function storeMachineTranslations(
  rfqId: number,
  texts: Record<string, { title: string; description: string }>,
): void {
  const db = open();
  try {
    const insert = db.prepare(
      `INSERT INTO rfq_texts (rfq_id, lang, title, description, origin, created_at)
       VALUES (?, ?, ?, ?, 'machine', ?) ON CONFLICT (rfq_id, lang) DO NOTHING`,
    );
    for (const [lang, text] of Object.entries(texts))
      insert.run(rfqId, lang, text.title, text.description, new Date().toISOString());
  } finally {
    db.close();
  }
}
