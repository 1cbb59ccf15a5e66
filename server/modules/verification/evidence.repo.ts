import { sql } from "kysely";
import type { Db } from "#server/db/connect.ts";
import type { DocumentType, EvidenceStatus } from "#server/db/schema/verification-tables.ts";

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

/**
 * The operator's decision, guarded by the statuses it may leave in the same statement: a second
 * reviewer's click on something already decided changes nothing.
 */
export async function updateReview(
  db: Db,
  kind: EvidenceKind,
  id: number,
  change: {
    from: readonly EvidenceStatus[];
    to: EvidenceStatus;
    reason: string | null;
    at: string;
    by: number;
  },
): Promise<boolean> {
  const table = kind === "certificate" ? "company_certifications" : "verification_documents";
  const result = await db
    .updateTable(table)
    .set({ status: change.to, status_reason: change.reason, reviewed_at: change.at, reviewed_by: change.by })
    .where("id", "=", id)
    .where("status", "in", [...change.from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Evidence whose end date is before `today`, still pending or approved: the expiry job's work. */
export async function findLapsed(db: Db, today: string) {
  const [certificates, documents] = await Promise.all([
    db
      .selectFrom("company_certifications")
      .select(["id", "company_id", "name", "status"])
      .where("status", "in", ["pending", "approved"])
      .where("end_date", "is not", null)
      .where("end_date", "<", today)
      .execute(),
    db
      .selectFrom("verification_documents")
      .select(["id", "company_id", "document_type", "status"])
      .where("status", "in", ["pending", "approved"])
      .where("expires_on", "is not", null)
      .where("expires_on", "<", today)
      .execute(),
  ]);
  return { certificates, documents };
}

/** Marks one lapsed item expired, only if it still is lapsed and not decided otherwise meanwhile. */
export async function expireOne(db: Db, kind: EvidenceKind, id: number, today: string, at: string) {
  const result =
    kind === "certificate"
      ? await db
          .updateTable("company_certifications")
          .set({ status: "expired", reviewed_at: at })
          .where("id", "=", id)
          .where("status", "in", ["pending", "approved"])
          .where("end_date", "<", today)
          .executeTakeFirst()
      : await db
          .updateTable("verification_documents")
          .set({ status: "expired", reviewed_at: at })
          .where("id", "=", id)
          .where("status", "in", ["pending", "approved"])
          .where("expires_on", "<", today)
          .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Approved documents of `types` valid on `today`: what makes the verified badge. */
export async function countValidDocuments(
  db: Db,
  companyId: number,
  types: readonly DocumentType[],
  today: string,
): Promise<number> {
  const row = await db
    .selectFrom("verification_documents")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("company_id", "=", companyId)
    .where("status", "=", "approved")
    .where("document_type", "in", [...types])
    .where((eb) => eb.or([eb("expires_on", "is", null), eb("expires_on", ">=", today)]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Sets the badge; true when it changed. */
export async function setVerified(db: Db, companyId: number, verified: boolean): Promise<boolean> {
  const result = await db
    .updateTable("companies")
    .set({ is_verified: verified })
    .where("id", "=", companyId)
    .where("is_verified", "=", !verified)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** What the storefront's Verified section lists: approved evidence valid on `today`. */
export async function findValidEvidence(db: Db, companyId: number, today: string) {
  const [documents, certificates] = await Promise.all([
    db
      .selectFrom("verification_documents")
      .select(["id", "document_type", "reviewed_at", "expires_on"])
      .where("company_id", "=", companyId)
      .where("status", "=", "approved")
      .where((eb) => eb.or([eb("expires_on", "is", null), eb("expires_on", ">=", today)]))
      .orderBy("document_type")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("company_certifications")
      .select(["id", "name", "authorizing_body", "reviewed_at", "end_date"])
      .where("company_id", "=", companyId)
      .where("status", "=", "approved")
      .where((eb) => eb.or([eb("end_date", "is", null), eb("end_date", ">=", today)]))
      .orderBy("name")
      .orderBy("id")
      .execute(),
  ]);
  return { documents, certificates };
}

/** Approved certificates whose end date falls between `today` and `until` (inclusive). */
export function findCertificatesEndingBetween(db: Db, companyId: number, today: string, until: string) {
  return db
    .selectFrom("company_certifications")
    .select(["id", "name", "end_date"])
    .where("company_id", "=", companyId)
    .where("status", "=", "approved")
    .where("end_date", ">=", today)
    .where("end_date", "<=", until)
    .orderBy("end_date")
    .orderBy("id")
    .execute();
}

/** The operator's queue: pending evidence of every company, the oldest first. */
export async function findPendingQueue(db: Db, limit: number) {
  const certificates = db
    .selectFrom("company_certifications as e")
    .innerJoin("companies as c", "c.id", "e.company_id")
    .select([
      sql<EvidenceKind>`'certificate'`.as("kind"),
      "e.id",
      "e.company_id",
      "c.name as company_name",
      "e.name as title",
      "e.created_at",
    ])
    .where("e.status", "=", "pending");
  const documents = db
    .selectFrom("verification_documents as e")
    .innerJoin("companies as c", "c.id", "e.company_id")
    .select([
      sql<EvidenceKind>`'document'`.as("kind"),
      "e.id",
      "e.company_id",
      "c.name as company_name",
      "e.document_type as title",
      "e.created_at",
    ])
    .where("e.status", "=", "pending");
  return db
    .selectFrom(certificates.unionAll(documents).as("q"))
    .selectAll()
    .orderBy("q.created_at")
    .orderBy("q.id")
    .limit(limit)
    .execute();
}

/** The company's name for e-mails and the review page, or undefined when it does not exist. */
export async function findCompanyName(db: Db, companyId: number): Promise<string | undefined> {
  const row = await db.selectFrom("companies").select("name").where("id", "=", companyId).executeTakeFirst();
  return row?.name;
}
