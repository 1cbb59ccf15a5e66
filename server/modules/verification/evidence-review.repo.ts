import { sql } from "kysely";
import type { Db } from "#server/db/connect.ts";
import type { DocumentType, EvidenceStatus } from "#server/db/schema/verification-tables.ts";
import type { EvidenceKind } from "./evidence.repo.ts";

// The operator's side of the evidence: review decisions, the expiry job, the verified badge, and
// what buyers see of approved evidence. (evidence.repo.ts holds what the supplier writes.)

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
