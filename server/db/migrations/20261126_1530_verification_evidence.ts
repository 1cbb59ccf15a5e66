import { type Kysely, sql } from "kysely";
import { kit, oneOf } from "../migration-kit.ts";

const EVIDENCE_STATUSES = ["pending", "approved", "rejected", "expired"];
const DOCUMENT_TYPES = ["business_licence", "tax_registration", "proof_of_address", "factory_audit", "other"];

/**
 * Verification evidence (server/modules/verification/): certificates and verification documents
 * the supplier uploads and the operator reviews. Each carries its review (status, reason, who and
 * when) and the private file that proves it. Certificates that existed before came from the
 * operator's own data entry (the demo seed), never from a supplier, so they count as approved;
 * everything a supplier adds from now on starts as pending.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const k = kit(db);
  // The columns added to an existing table carry no foreign keys: SQLite cannot drop a column
  // that one names, so `down` could not undo them. The service keeps file_id and reviewed_by true.
  await db.schema
    .alterTable("company_certifications")
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("approved").check(oneOf("status", EVIDENCE_STATUSES)),
    )
    .execute();
  await db.schema.alterTable("company_certifications").addColumn("status_reason", "text").execute();
  await db.schema.alterTable("company_certifications").addColumn("reviewed_at", k.timestamp).execute();
  await db.schema.alterTable("company_certifications").addColumn("reviewed_by", "integer").execute();
  await db.schema.alterTable("company_certifications").addColumn("certificate_number", "text").execute();
  await db.schema.alterTable("company_certifications").addColumn("file_id", "integer").execute();
  // A constant default: SQLite adds a column only with one; the service always sets the time.
  await db.schema
    .alterTable("company_certifications")
    .addColumn("created_at", k.timestamp, (c) => c.notNull().defaultTo(sql`'2026-11-26T00:00:00.000Z'`))
    .execute();
  await db.schema
    .createIndex("company_certifications_status_idx")
    .on("company_certifications")
    .columns(["status", "created_at"])
    .execute();

  await db.schema
    .createTable("verification_documents")
    .addColumn("id", "integer", k.id)
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("document_type", "text", (c) => c.notNull().check(oneOf("document_type", DOCUMENT_TYPES)))
    .addColumn("file_id", "integer", (c) => c.references("private_files.id").onDelete("set null"))
    .addColumn("expires_on", k.date)
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("pending").check(oneOf("status", EVIDENCE_STATUSES)),
    )
    .addColumn("status_reason", "text")
    .addColumn("reviewed_at", k.timestamp)
    .addColumn("reviewed_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("uploaded_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .execute();
  await db.schema
    .createIndex("verification_documents_company_idx")
    .on("verification_documents")
    .column("company_id")
    .execute();
  await db.schema
    .createIndex("verification_documents_status_idx")
    .on("verification_documents")
    .columns(["status", "created_at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("verification_documents").execute();
  await db.schema.dropIndex("company_certifications_status_idx").execute();
  for (const column of [
    "created_at",
    "file_id",
    "certificate_number",
    "reviewed_by",
    "reviewed_at",
    "status_reason",
    "status",
  ]) {
    await db.schema.alterTable("company_certifications").dropColumn(column).execute();
  }
}
