import type { Db } from "#server/db/connect.ts";

export interface PaymentDetailsValues {
  account_holder: string;
  bank_name: string;
  account_number: string;
  swift: string | null;
  bank_address: string | null;
  instructions: string | null;
}

export function findCompanyPaymentDetails(db: Db, companyId: number) {
  return db
    .selectFrom("company_payment_details")
    .select([
      "account_holder",
      "bank_name",
      "account_number",
      "swift",
      "bank_address",
      "instructions",
      "updated_at",
    ])
    .where("company_id", "=", companyId)
    .executeTakeFirst();
}

/** Writes the company's one set of bank details, the first time or over the last. */
export async function upsertPaymentDetails(
  db: Db,
  companyId: number,
  values: PaymentDetailsValues,
  by: { userId: number; at: string },
): Promise<void> {
  const row = { ...values, updated_by_user_id: by.userId, updated_at: by.at };
  await db
    .insertInto("company_payment_details")
    .values({ company_id: companyId, ...row })
    .onConflict((oc) => oc.column("company_id").doUpdateSet(row))
    .execute();
}

/** Whether the company keeps bank details: without them no buyer can be asked to pay it. */
export async function hasPaymentDetails(db: Db, companyId: number): Promise<boolean> {
  const row = await db
    .selectFrom("company_payment_details")
    .select("company_id")
    .where("company_id", "=", companyId)
    .executeTakeFirst();
  return row !== undefined;
}
