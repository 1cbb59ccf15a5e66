import type { Kysely } from "kysely";
import { oneOf } from "../migration-kit.ts";

/**
 * Each company member gets one team role, which decides what they may do for the company. The
 * members that exist already are the demo's supplier users, each the only person of their company,
 * so each becomes its owner. The list is frozen here: a later change of roles is a new migration.
 */
const TEAM_ROLES = ["owner", "admin", "catalog_editor", "sales", "finance", "viewer"];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("company_members")
    .addColumn("role", "text", (c) => c.notNull().defaultTo("owner").check(oneOf("role", TEAM_ROLES)))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("company_members").dropColumn("role").execute();
}
