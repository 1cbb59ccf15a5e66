import type { Db } from "#server/db/connect.ts";
import type { DocumentType } from "#server/db/schema/verification-tables.ts";

/** The two kinds of evidence a company shows the operator; each lives in its own table. */
export type EvidenceKind = "certificate" | "document";

export interface CertificateFields {
  name: string;
  authorizingBody: string | null;
  certificateNumber: string | null;
  startDate: string | null;
  endDate: string | null;
}

export interface DocumentFields {
  documentType: DocumentType;
  expiresOn: string | null;
}

// ---- certificates ----

export function listCertificateRows(db: Db, companyId: number) {
  return db
    .selectFrom("company_certifications")
    .selectAll()
    .where("company_id", "=", companyId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

export function findCertificateRow(db: Db, id: number) {
  return db.selectFrom("company_certifications").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function insertCertificate(
  db: Db,
  row: CertificateFields & { companyId: number; fileId: number; at: string },
): Promise<number> {
  const inserted = await db
    .insertInto("company_certifications")
    .values({
      company_id: row.companyId,
      name: row.name,
      authorizing_body: row.authorizingBody,
      certificate_number: row.certificateNumber,
      start_date: row.startDate,
      end_date: row.endDate,
      file_id: row.fileId,
      status: "pending",
      created_at: row.at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** Any change by the supplier sends the certificate back for review. */
export async function updateCertificate(
  db: Db,
  id: number,
  companyId: number,
  fields: CertificateFields & { fileId?: number },
): Promise<boolean> {
  const result = await db
    .updateTable("company_certifications")
    .set({
      name: fields.name,
      authorizing_body: fields.authorizingBody,
      certificate_number: fields.certificateNumber,
      start_date: fields.startDate,
      end_date: fields.endDate,
      ...(fields.fileId !== undefined ? { file_id: fields.fileId } : {}),
      status: "pending",
      status_reason: null,
      reviewed_at: null,
      reviewed_by: null,
    })
    .where("id", "=", id)
    .where("company_id", "=", companyId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteCertificate(db: Db, id: number, companyId: number): Promise<boolean> {
  const result = await db
    .deleteFrom("company_certifications")
    .where("id", "=", id)
    .where("company_id", "=", companyId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

// ---- documents ----

export function listDocumentRows(db: Db, companyId: number) {
  return db
    .selectFrom("verification_documents")
    .selectAll()
    .where("company_id", "=", companyId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

export function findDocumentRow(db: Db, id: number) {
  return db.selectFrom("verification_documents").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function insertDocument(
  db: Db,
  row: DocumentFields & { companyId: number; fileId: number; uploadedBy: number; at: string },
): Promise<number> {
  const inserted = await db
    .insertInto("verification_documents")
    .values({
      company_id: row.companyId,
      document_type: row.documentType,
      expires_on: row.expiresOn,
      file_id: row.fileId,
      uploaded_by: row.uploadedBy,
      status: "pending",
      created_at: row.at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateDocument(
  db: Db,
  id: number,
  companyId: number,
  fields: DocumentFields & { fileId?: number },
): Promise<boolean> {
  const result = await db
    .updateTable("verification_documents")
    .set({
      document_type: fields.documentType,
      expires_on: fields.expiresOn,
      ...(fields.fileId !== undefined ? { file_id: fields.fileId } : {}),
      status: "pending",
      status_reason: null,
      reviewed_at: null,
      reviewed_by: null,
    })
    .where("id", "=", id)
    .where("company_id", "=", companyId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteDocument(db: Db, id: number, companyId: number): Promise<boolean> {
  const result = await db
    .deleteFrom("verification_documents")
    .where("id", "=", id)
    .where("company_id", "=", companyId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function countDocuments(db: Db, companyId: number): Promise<number> {
  const row = await db
    .selectFrom("verification_documents")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("company_id", "=", companyId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

// ---- review ----
