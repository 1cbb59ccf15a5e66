import type { Kysely } from "kysely";
import { kit, oneOf } from "../migration-kit.ts";

/**
 * Invitations to join a company's team: the invitee's e-mail address, the role they will get,
 * who invited them and until when the link works. Only the SHA-256 of the link's secret is kept,
 * so a copy of the database cannot be used to join a company. An invitation is used once: it is
 * accepted or revoked (each recorded with its time), or it lapses at `expires_at`.
 * Also indexes product views by company, for the workspace's dashboard.
 * The role list is frozen here, as in the migration that gave members their roles.
 */
const TEAM_ROLES = ["owner", "admin", "catalog_editor", "sales", "finance", "viewer"];

export async function up(db: Kysely<any>): Promise<void> {
  const k = kit(db);
  await db.schema
    .createTable("company_invitations")
    .addColumn("id", "integer", k.id)
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull().check(oneOf("role", TEAM_ROLES)))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("lang", "text", (c) => c.notNull())
    .addColumn("invited_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .addColumn("expires_at", k.timestamp, (c) => c.notNull())
    .addColumn("accepted_at", k.timestamp)
    .addColumn("accepted_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("revoked_at", k.timestamp)
    .execute();
  await db.schema
    .createIndex("company_invitations_company_idx")
    .on("company_invitations")
    .columns(["company_id", "email"])
    .execute();
  // The workspace's dashboard counts one company's product views per day.
  await db.schema
    .createIndex("product_view_events_company_idx")
    .on("product_view_events")
    .columns(["company_id", "viewed_at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("product_view_events_company_idx").execute();
  await db.schema.dropTable("company_invitations").execute();
}
