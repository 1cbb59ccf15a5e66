import type { Kysely } from "kysely";
import { kit, oneOf } from "../migration-kit.ts";

const IMPORT_STATUSES = ["uploaded", "checked", "importing", "done", "failed"];

/**
 * Spreadsheet imports of products (server/modules/product-import/):
 * - `product_imports`: one run per uploaded sheet (and its pictures ZIP), kept privately in the
 *   private file store under the keys named here; its column mapping, status
 *   uploaded → checked → importing → done | failed, the counts of the dry run and of the import,
 *   the progress the page shows and the key of the refused-rows report. Indexed per company, newest
 *   first, for the import page.
 * - `product_import_mappings`: the column mapping a company used last, keyed by the sheet's
 *   header text, so the next sheet with the same headers needs no mapping.
 * The list of statuses is frozen here: a later change is a new migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const k = kit(db);
  await db.schema
    .createTable("product_imports")
    .addColumn("id", "integer", k.id)
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("format", "text", (c) => c.notNull().check(oneOf("format", ["csv", "xlsx"])))
    .addColumn("sheet_name", "text", (c) => c.notNull())
    .addColumn("sheet_key", "text", (c) => c.notNull())
    .addColumn("zip_key", "text")
    .addColumn("headers", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("mapping", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("lang", "text", (c) => c.notNull().defaultTo("en"))
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("uploaded").check(oneOf("status", IMPORT_STATUSES)),
    )
    .addColumn("total_rows", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("processed_rows", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("updated_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("refused_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("check_key", "text")
    .addColumn("report_key", "text")
    .addColumn("error", "text")
    .addColumn("created_at", k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .addColumn("updated_at", k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .addColumn("finished_at", k.timestamp)
    .execute();
  await db.schema
    .createIndex("product_imports_company_idx")
    .on("product_imports")
    .columns(["company_id", "id"])
    .execute();
  await db.schema
    .createTable("product_import_mappings")
    .addColumn("company_id", "integer", (c) => c.primaryKey().references("companies.id").onDelete("cascade"))
    .addColumn("mapping", "text", (c) => c.notNull())
    .addColumn("updated_at", k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("product_import_mappings").execute();
  await db.schema.dropTable("product_imports").execute();
}
