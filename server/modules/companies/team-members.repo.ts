import { SqliteAdapter } from "kysely";
import type { Db } from "#server/db/connect.ts";
import type { TeamRole } from "#server/db/schema/account-tables.ts";

/** The user's team role in the company; undefined when they are not a member of it. */
export async function findMemberRole(
  db: Db,
  companyId: number,
  userId: number,
): Promise<TeamRole | undefined> {
  const row = await db
    .selectFrom("company_members")
    .select("role")
    .where("company_id", "=", companyId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row?.role;
}

/**
 * Holds the company's row until the transaction ends, so two changes of one team run one after
 * the other and each reads the team as the other left it. SQLite runs one writing transaction at
 * a time already, and has no row locks.
 */
export async function lockCompanyTeam(db: Db, companyId: number): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  await db.selectFrom("companies").select("id").where("id", "=", companyId).forUpdate().execute();
}

export async function countOwners(db: Db, companyId: number): Promise<number> {
  const row = await db
    .selectFrom("company_members")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .where("company_id", "=", companyId)
    .where("role", "=", "owner")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function updateMemberRole(
  db: Db,
  companyId: number,
  userId: number,
  role: TeamRole,
): Promise<void> {
  await db
    .updateTable("company_members")
    .set({ role })
    .where("company_id", "=", companyId)
    .where("user_id", "=", userId)
    .execute();
}

export async function deleteMember(db: Db, companyId: number, userId: number): Promise<void> {
  await db
    .deleteFrom("company_members")
    .where("company_id", "=", companyId)
    .where("user_id", "=", userId)
    .execute();
}

/** The companies the user is a member of, with their role, oldest membership first. */
export function findUserCompanies(db: Db, userId: number) {
  return db
    .selectFrom("company_members")
    .innerJoin("companies", "companies.id", "company_members.company_id")
    .select([
      "companies.id",
      "companies.name",
      "companies.status",
      "companies.status_reason",
      "company_members.role",
    ])
    .where("company_members.user_id", "=", userId)
    .orderBy("companies.id")
    .execute();
}
