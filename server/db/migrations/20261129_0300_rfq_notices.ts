import type { Kysely } from "kysely";
import { kit } from "../migration-kit.ts";

/**
 * What the site has told about requests for quotation, so each is told once:
 *
 * - rfq_announcements: a request a company's daily digest has named (each request once per company).
 * - rfq_digests: the day (UTC) a company's digest went out (at most one a day, even when two runs
 *   of the daily job meet).
 * - rfq_close_notices: the buyer was e-mailed that their request closed (full or expired), once.
 *   A request closes as full in the quote's own statement, so this is told after it, by the hourly
 *   job, and recorded here.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const k = kit(db);
  await db.schema
    .createTable("rfq_announcements")
    .addColumn("rfq_id", "integer", (c) => c.notNull().references("rfqs.id").onDelete("cascade"))
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("announced_at", k.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint("rfq_announcements_pk", ["rfq_id", "company_id"])
    .execute();
  await db.schema
    .createIndex("rfq_announcements_company_idx")
    .on("rfq_announcements")
    .column("company_id")
    .execute();

  await db.schema
    .createTable("rfq_digests")
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("day", k.date, (c) => c.notNull())
    .addColumn("sent_at", k.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint("rfq_digests_pk", ["company_id", "day"])
    .execute();

  await db.schema
    .createTable("rfq_close_notices")
    .addColumn("rfq_id", "integer", (c) => c.primaryKey().references("rfqs.id").onDelete("cascade"))
    .addColumn("sent_at", k.timestamp, (c) => c.notNull())
    .execute();
  // The hourly job looks for requests closed lately, full or expired.
  await db.schema.createIndex("rfqs_closed_idx").on("rfqs").columns(["status", "closed_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("rfqs_closed_idx").execute();
  for (const t of ["rfq_close_notices", "rfq_digests", "rfq_announcements"])
    await db.schema.dropTable(t).execute();
}
