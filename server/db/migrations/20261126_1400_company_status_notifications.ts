import type { Kysely } from "kysely";
import { kit, oneOf } from "../migration-kit.ts";

/**
 * Companies get a life cycle: a supplier's new company is a draft until its owner submits it for
 * review; the operator makes it active or rejects it (back to draft, with the reason); an active
 * company can be suspended and reinstated; an owner can close it. Only active companies are seen
 * by buyers. The companies that exist already are the demo's, shown today, so they start active.
 * The list is frozen here: a later change of statuses is a new migration.
 *
 * Notifications record every e-mail the site sends a user about their work (a decision on their
 * company, an invitation, later a message or an order): in which language, with which Reply-To,
 * and when it left, so the operator can answer "did they get told?".
 */
const COMPANY_STATUSES = ["draft", "pending_review", "active", "suspended", "rejected", "closed"];

export async function up(db: Kysely<any>): Promise<void> {
  const k = kit(db);
  await db.schema
    .alterTable("companies")
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("active").check(oneOf("status", COMPANY_STATUSES)),
    )
    .execute();
  // The reason the operator gave for the last rejection or suspension, shown to the company.
  await db.schema.alterTable("companies").addColumn("status_reason", "text").execute();
  await db.schema.alterTable("companies").addColumn("status_changed_at", k.timestamp).execute();
  await db.schema.alterTable("companies").addColumn("submitted_at", k.timestamp).execute();
  // The registered name; `name` stays the display name buyers see.
  await db.schema.alterTable("companies").addColumn("legal_name", "text").execute();
  // The language the company writes its texts in: the source of machine translations.
  await db.schema.alterTable("companies").addColumn("writing_lang", "text").execute();
  await db.schema.createIndex("companies_status_idx").on("companies").column("status").execute();

  await db.schema
    .createTable("notifications")
    .addColumn("id", "integer", k.id)
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("company_id", "integer", (c) => c.references("companies.id").onDelete("set null"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("lang", "text", (c) => c.notNull())
    .addColumn("to_email", "text", (c) => c.notNull())
    .addColumn("reply_to", "text")
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .addColumn("sent_at", k.timestamp)
    .execute();
  await db.schema.createIndex("notifications_user_idx").on("notifications").column("user_id").execute();
  await db.schema.createIndex("notifications_company_idx").on("notifications").column("company_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("notifications").execute();
  await db.schema.dropIndex("companies_status_idx").execute();
  for (const column of [
    "writing_lang",
    "legal_name",
    "submitted_at",
    "status_changed_at",
    "status_reason",
    "status",
  ]) {
    await db.schema.alterTable("companies").dropColumn(column).execute();
  }
}
