import type { Kysely } from "kysely";
import { kit } from "../migration-kit.ts";

/**
 * Storefront visits: one row per storefront page a visitor opened, with the company and the time
 * only. Nothing about the visitor is kept (no user, no address, no agent): the dashboard counts
 * visits per day, and crawlers are left out before a visit is queued, as for product views.
 * Indexed by (company_id, visited_at) for the workspace's dashboard, which counts one company's
 * visits per day.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const k = kit(db);
  await db.schema
    .createTable("storefront_visit_events")
    .addColumn("id", "integer", k.id)
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("visited_at", k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .execute();
  await db.schema
    .createIndex("storefront_visit_events_company_idx")
    .on("storefront_visit_events")
    .columns(["company_id", "visited_at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("storefront_visit_events").execute();
}
