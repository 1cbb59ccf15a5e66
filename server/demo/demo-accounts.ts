import { findUserByEmail, hashPassword, insertUser, verifyPassword } from "#server/modules/accounts/index.ts";
import type { Db } from "../db/connect.ts";
import type { Role } from "../db/schema/account-tables.ts";

/** Demo sign-ins printed at start-up. Never create these on a production database by hand. */
export const DEMO_PASSWORD = "caravan-demo";
export const DEMO_ACCOUNTS: { email: string; role: Role; firstName: string; lastName: string }[] = [
  { email: "buyer@caravan.test", role: "buyer", firstName: "Bora", lastName: "Yılmaz" },
  { email: "supplier@caravan.test", role: "supplier", firstName: "Sara", lastName: "Lin" },
  { email: "moderator@caravan.test", role: "moderator", firstName: "Mona", lastName: "Haddad" },
  { email: "admin@caravan.test", role: "admin", firstName: "Adam", lastName: "Novak" },
];

export async function createDemoAccounts(db: Db, supplierCompanyId: number | undefined): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const account of DEMO_ACCOUNTS) {
    if (await findUserByEmail(db, account.email)) continue;
    const roles: Role[] = account.role === "buyer" ? ["buyer"] : [account.role, "buyer"];
    const id = await insertUser(
      db,
      {
        ...account,
        passwordHash,
        phone: "+90 212 555 0100",
        companyName: account.role === "buyer" ? "Bosphorus Retail Ltd." : null,
        confirmed: true,
      },
      roles,
    );
    if (account.role === "supplier" && supplierCompanyId)
      await db.insertInto("company_members").values({ company_id: supplierCompanyId, user_id: id }).execute();
  }
  // The demo supplier can ask for payment at once: orders show its (invented) bank details.
  if (supplierCompanyId)
    await db
      .insertInto("company_payment_details")
      .values({
        company_id: supplierCompanyId,
        account_holder: "Demo Supplier Ltd.",
        bank_name: "Demo Bank",
        account_number: "TR00 0000 0000 0000 0000 0000 00",
        swift: "DEMOTRIS",
        instructions: "Demo data: do not pay.",
      })
      .onConflict((oc) => oc.column("company_id").doNothing())
      .execute();
}

export async function describeDemoAccounts(db: Db): Promise<string[]> {
  const lines: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    if (await findUserByEmail(db, account.email))
      lines.push(`  ${account.role.padEnd(9)} ${account.email.padEnd(24)} password: ${DEMO_PASSWORD}`);
  }
  return lines;
}

/**
 * The demo accounts that still sign in with the published password. Verifying the password (not
 * only the address) is what matters: an operator who changed those passwords has closed the hole.
 */
export async function findDemoAccountsWithPublishedPassword(db: Db): Promise<string[]> {
  const found: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const user = await findUserByEmail(db, account.email);
    if (user && (await verifyPassword(user.password_hash, DEMO_PASSWORD))) found.push(account.email);
  }
  return found;
}
