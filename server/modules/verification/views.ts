import type { DocumentType, EvidenceStatus } from "#server/db/schema/verification-tables.ts";
import type { EvidenceView } from "#core/schemas/verification.ts";

export type { EvidenceView };

interface CertificateRow {
  id: number;
  company_id: number;
  name: string;
  authorizing_body: string | null;
  certificate_number: string | null;
  start_date: string | null;
  end_date: string | null;
  file_id: number | null;
  status: EvidenceStatus;
  status_reason: string | null;
  reviewed_at: string | null;
  created_at: string;
}

interface DocumentRow {
  id: number;
  company_id: number;
  document_type: DocumentType;
  expires_on: string | null;
  file_id: number | null;
  status: EvidenceStatus;
  status_reason: string | null;
  reviewed_at: string | null;
  created_at: string;
}

export const toCertificateView = (r: CertificateRow): EvidenceView => ({
  kind: "certificate",
  id: r.id,
  companyId: r.company_id,
  title: r.name,
  documentType: null,
  authorizingBody: r.authorizing_body,
  certificateNumber: r.certificate_number,
  startDate: r.start_date,
  endDate: r.end_date,
  fileId: r.file_id,
  status: r.status,
  reason: r.status_reason,
  reviewedAt: r.reviewed_at,
  createdAt: r.created_at,
});

export const toDocumentView = (r: DocumentRow): EvidenceView => ({
  kind: "document",
  id: r.id,
  companyId: r.company_id,
  title: r.document_type,
  documentType: r.document_type,
  authorizingBody: null,
  certificateNumber: null,
  startDate: null,
  endDate: r.expires_on,
  fileId: r.file_id,
  status: r.status,
  reason: r.status_reason,
  reviewedAt: r.reviewed_at,
  createdAt: r.created_at,
});
