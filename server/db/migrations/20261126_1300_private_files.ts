import type { Kysely } from "kysely";
import { kit, oneOf } from "../migration-kit.ts";

/**
 * Private files (server/modules/files/): uploads only their owner, their company's members and
 * the operator's staff may read. The bytes live in a private store under a random key; this row
 * keeps the name the user gave, the type judged from the content and the SHA-256 of the stored
 * bytes. Deleting a user or a company keeps the row (its owner or company becomes null): a
 * verification document or a payment proof stays part of the record the staff may still need,
 * and a cascade would drop rows whose files stay behind in the store with nothing naming them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const k = kit(db);
  await db.schema
    .createTable("private_files")
    .addColumn("id", "integer", k.id)
    .addColumn("storage_key", "text", (c) => c.notNull().unique())
    .addColumn("owner_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("company_id", "integer", (c) => c.references("companies.id").onDelete("set null"))
    .addColumn("purpose", "text", (c) =>
      c
        .notNull()
        .check(
          oneOf("purpose", ["verification_document", "certificate", "message_attachment", "payment_proof"]),
        ),
    )
    .addColumn("original_name", "text", (c) => c.notNull())
    .addColumn("media_type", "text", (c) =>
      c.notNull().check(oneOf("media_type", ["application/pdf", "image/png", "image/jpeg", "image/webp"])),
    )
    .addColumn("byte_size", "integer", (c) => c.notNull())
    .addColumn("sha256", "text", (c) => c.notNull())
    .addColumn("created_at", k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .execute();
  await db.schema
    .createIndex("private_files_owner_idx")
    .on("private_files")
    .column("owner_user_id")
    .execute();
  await db.schema.createIndex("private_files_company_idx").on("private_files").column("company_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("private_files").execute();
}
