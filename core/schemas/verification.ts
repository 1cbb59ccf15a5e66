import { z } from "zod";

/**
 * The forms of verification evidence: a certificate, a verification document and the operator's
 * decision on either. One schema each for the browser, the page actions, the API and the
 * services; messages are translation keys. The file itself is checked by the private files
 * module (type by content, size); here only its presence matters.
 */

export const DOCUMENT_TYPE_VALUES = [
  "business_licence",
  "tax_registration",
  "proof_of_address",
  "factory_audit",
  "other",
] as const;

export const EVIDENCE_LIMITS = { name: 200, body: 200, number: 100, reason: 2000 } as const;

/** An optional text: blank becomes null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "errors.tooLong")
    .nullish()
    .transform((v) => (v ? v : null));

/** A calendar day YYYY-MM-DD that exists (no 31 February); blank becomes null. */
const optionalDay = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isCalendarDay(v), "errors.evidenceDate");

export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value && value >= "1900-01-01";
}

export const CertificateSchema = z
  .object({
    name: z
      .string({ error: "errors.required" })
      .trim()
      .min(1, "errors.required")
      .max(EVIDENCE_LIMITS.name, "errors.tooLong"),
    authorizingBody: optionalText(EVIDENCE_LIMITS.body),
    certificateNumber: optionalText(EVIDENCE_LIMITS.number),
    startDate: optionalDay,
    endDate: optionalDay,
  })
  .refine((c) => !c.startDate || !c.endDate || c.endDate >= c.startDate, {
    message: "errors.evidenceEndBeforeStart",
    path: ["endDate"],
  });
/** What a form or a caller sends (blank texts allowed); the services parse it. */
export type CertificateInput = z.input<typeof CertificateSchema>;

export const DocumentSchema = z.object({
  documentType: z.enum(DOCUMENT_TYPE_VALUES, { error: "errors.required" }),
  expiresOn: optionalDay,
});
export type DocumentInput = z.input<typeof DocumentSchema>;

/** The operator's decision; a rejection must say why (the company reads it). */
export const EvidenceDecisionSchema = z
  .object({
    decision: z.enum(["approve", "reject"], { error: "errors.required" }),
    reason: optionalText(EVIDENCE_LIMITS.reason),
  })
  .refine((d) => d.decision === "approve" || d.reason, {
    message: "errors.reasonRequired",
    path: ["reason"],
  });
export type EvidenceDecision = z.input<typeof EvidenceDecisionSchema>;

export type EvidenceStatusValue = "pending" | "approved" | "rejected" | "expired";
export type EvidenceKindValue = "certificate" | "document";
export type DocumentTypeValue = (typeof DOCUMENT_TYPE_VALUES)[number];

/** One piece of evidence as the workspace and the console show it. */
export interface EvidenceView {
  kind: EvidenceKindValue;
  id: number;
  companyId: number;
  /** A certificate's name; a document's type (translated by the page). */
  title: string;
  documentType: DocumentTypeValue | null;
  authorizingBody: string | null;
  certificateNumber: string | null;
  startDate: string | null;
  /** The certificate's end date or the document's expiry date. */
  endDate: string | null;
  fileId: number | null;
  status: EvidenceStatusValue;
  reason: string | null;
  reviewedAt: string | null;
  createdAt: string;
}

/** What the storefront's Verified section says: only approved evidence that is valid today. */
export interface VerifiedEvidence {
  documents: { id: number; type: DocumentTypeValue; checkedAt: string | null; validUntil: string | null }[];
  certificates: {
    id: number;
    name: string;
    authorizingBody: string | null;
    checkedAt: string | null;
    validUntil: string | null;
  }[];
}
