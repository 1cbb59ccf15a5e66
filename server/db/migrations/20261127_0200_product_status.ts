import { type Kysely, sql } from "kysely";
import { kit, oneOf } from "../migration-kit.ts";

const PRODUCT_STATUSES = ["draft", "pending_review", "published", "unpublished", "rejected"];
const CHANGE_REQUEST_STATUSES = ["pending", "approved", "rejected", "withdrawn"];
const TEXT_ORIGINS = ["source", "human", "machine", "machine_reviewed"];
const EVIDENCE_STATUSES = ["pending", "approved", "rejected", "expired"];

/**
 * Products become the suppliers' own (server/modules/products/):
 * - a life cycle, `status`, with the operator's reason and the time of the last change.
 *   `is_published` stays, as the one flag every public query reads, and is kept equal to
 *   `status = 'published'` by the same UPDATE that changes the status. The products that exist
 *   are the demo's, put there by the operator: published ones count as published, the others as
 *   unpublished (both were reviewed by whoever wrote them).
 * - the listing's identifiers a supplier keeps: supplier SKU (unique within the company, how an
 *   import matches rows), model number and search keywords.
 * - texts record their origin, source language and source digest, as company texts do.
 * - certificates carry their review and private file, as company certificates do; those that
 *   exist came from the operator's data entry and count as approved.
 * - change requests: what a supplier changed of a reviewed product's reviewed fields, waiting
 *   for the operator while the live product stays as it was. One pending request per product.
 * - a per-company setting that lets the operator trust a supplier's products without review.
 * The lists of statuses are frozen here: a later change is a new migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const k = kit(db);
  // Columns added to existing tables carry no foreign keys: SQLite cannot drop a column that
  // names one, so `down` could not undo them. The services keep them true.
  await db.schema
    .alterTable("products")
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("published").check(oneOf("status", PRODUCT_STATUSES)),
    )
    .execute();
  await db.schema.alterTable("products").addColumn("status_reason", "text").execute();
  await db.schema.alterTable("products").addColumn("status_changed_at", k.timestamp).execute();
  await db.schema.alterTable("products").addColumn("supplier_sku", "text").execute();
  await db.schema.alterTable("products").addColumn("model_number", "text").execute();
  await db.schema
    .alterTable("products")
    .addColumn("keywords", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();
  await db.schema.alterTable("products").addColumn("created_by", "integer").execute();
  await sql`update products set status = 'unpublished' where ${sql.ref("is_published")} = ${k.false}`.execute(
    db,
  );
  // NULL SKUs are distinct in a unique index on both databases, so products without one coexist.
  await db.schema
    .createIndex("products_company_sku_idx")
    .on("products")
    .columns(["company_id", "supplier_sku"])
    .unique()
    .execute();
  await db.schema
    .createIndex("products_company_status_idx")
    .on("products")
    .columns(["company_id", "status", "updated_at"])
    .execute();
  await db.schema
    .createIndex("products_status_changed_idx")
    .on("products")
    .columns(["status", "status_changed_at"])
    .execute();

  await db.schema
    .alterTable("product_texts")
    .addColumn("origin", "text", (c) => c.notNull().defaultTo("human").check(oneOf("origin", TEXT_ORIGINS)))
    .execute();
  await db.schema.alterTable("product_texts").addColumn("source_lang", "text").execute();
  await db.schema.alterTable("product_texts").addColumn("source_digest", "text").execute();
  await db.schema.alterTable("product_texts").addColumn("updated_at", k.timestamp).execute();
  // The demo's products are written in English: that is their source, the rest made by people.
  await sql`update product_texts set origin = case when lang = 'en' then 'source' else 'human' end,
    source_lang = 'en'`.execute(db);

  await db.schema
    .alterTable("product_certifications")
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("approved").check(oneOf("status", EVIDENCE_STATUSES)),
    )
    .execute();
  await db.schema.alterTable("product_certifications").addColumn("status_reason", "text").execute();
  await db.schema.alterTable("product_certifications").addColumn("reviewed_at", k.timestamp).execute();
  await db.schema.alterTable("product_certifications").addColumn("reviewed_by", "integer").execute();
  await db.schema.alterTable("product_certifications").addColumn("file_id", "integer").execute();
  await db.schema
    .createIndex("product_certifications_status_idx")
    .on("product_certifications")
    .column("status")
    .execute();

  await db.schema
    .alterTable("companies")
    .addColumn("is_trusted_supplier", k.boolean, (c) => c.notNull().defaultTo(k.false))
    .execute();

  await db.schema
    .createTable("product_change_requests")
    .addColumn("id", "integer", k.id)
    .addColumn("product_id", "integer", (c) => c.notNull().references("products.id").onDelete("cascade"))
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("pending").check(oneOf("status", CHANGE_REQUEST_STATUSES)),
    )
    // The proposed reviewed fields, whole (JSON): approving writes them over the live product.
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("reason", "text")
    .addColumn("requested_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("requested_at", k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .addColumn("decided_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("decided_at", k.timestamp)
    .execute();
  await db.schema
    .createIndex("product_change_requests_pending_idx")
    .on("product_change_requests")
    .column("product_id")
    .unique()
    .where(sql.ref("status"), "=", "pending")
    .execute();
  await db.schema
    .createIndex("product_change_requests_queue_idx")
    .on("product_change_requests")
    .columns(["status", "requested_at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("product_change_requests").execute();
  await db.schema.alterTable("companies").dropColumn("is_trusted_supplier").execute();
  await db.schema.dropIndex("product_certifications_status_idx").execute();
  for (const column of ["file_id", "reviewed_by", "reviewed_at", "status_reason", "status"])
    await db.schema.alterTable("product_certifications").dropColumn(column).execute();
  for (const column of ["updated_at", "source_digest", "source_lang", "origin"])
    await db.schema.alterTable("product_texts").dropColumn(column).execute();
  for (const index of [
    "products_status_changed_idx",
    "products_company_status_idx",
    "products_company_sku_idx",
  ])
    await db.schema.dropIndex(index).execute();
  for (const column of [
    "created_by",
    "keywords",
    "model_number",
    "supplier_sku",
    "status_changed_at",
    "status_reason",
    "status",
  ])
    await db.schema.alterTable("products").dropColumn(column).execute();
}
