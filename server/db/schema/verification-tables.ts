import type { ColumnType } from "kysely";
import type { Id, Timestamp } from "./column-types.ts";

/**
 * A piece of evidence's review: pending until the operator decides, approved or rejected (with a
 * reason), expired once its end date has passed (the daily expiry job).
 */
export const EVIDENCE_STATUSES = ["pending", "approved", "rejected", "expired"] as const;
export type EvidenceStatus = (typeof EVIDENCE_STATUSES)[number];

export const DOCUMENT_TYPES = [
  "business_licence",
  "tax_registration",
  "proof_of_address",
  "factory_audit",
  "other",
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

/** Verification documents a company uploads for the operator to check (server/modules/verification/). */
export interface VerificationTables {
  verification_documents: {
    id: Id;
    company_id: number;
    document_type: DocumentType;
    file_id: Nullable<number>;
    expires_on: Nullable<string>;
    status: ColumnType<EvidenceStatus, EvidenceStatus | undefined, EvidenceStatus>;
    status_reason: Nullable<string>;
    reviewed_at: Nullable<string>;
    reviewed_by: Nullable<number>;
    uploaded_by: Nullable<number>;
    created_at: Timestamp;
  };
}
