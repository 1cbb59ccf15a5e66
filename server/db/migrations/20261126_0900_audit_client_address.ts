import type { Kysely } from "kysely";

/**
 * The client address a console change came from (the connection's peer, or what a trusted reverse
 * proxy reported), so an admin reading the audit log can tell a stolen session from its owner.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("audit_log").addColumn("client_address", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("audit_log").dropColumn("client_address").execute();
}
