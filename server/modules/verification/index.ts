export { BADGE_DOCUMENT_TYPES, recomputeBadge } from "./badge.ts";
export {
  addCertificate,
  addDocument,
  editCertificate,
  editDocument,
  evidenceBodyMaxBytes,
  listCompanyEvidence,
  removeCertificate,
  removeDocument,
  type Upload,
} from "./evidence.service.ts";
export type { EvidenceKind } from "./evidence.repo.ts";
export {
  EXPIRY_QUEUE,
  expireLapsedEvidence,
  nextExpiryRun,
  scheduleExpiryCheck,
  verificationJobHandlers,
} from "./expiry.ts";
export {
  certificatesExpiringWithin,
  countVerificationDocuments,
  type VerifiedEvidence,
  verifiedEvidence,
} from "./public.ts";
export { decideEvidence, listEvidenceForReview, listPendingEvidence, QUEUE_SIZE } from "./review.service.ts";
export type { EvidenceView } from "./views.ts";
