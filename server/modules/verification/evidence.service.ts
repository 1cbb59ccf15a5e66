import {
  type CertificateInput,
  CertificateSchema,
  type DocumentInput,
  DocumentSchema,
} from "#core/schemas/verification.ts";
import type { AppDeps } from "#server/deps.ts";
import type { FilePurpose } from "#server/db/schema/file-tables.ts";
import { AppError } from "#server/lib/errors.ts";
import { parseOrThrow } from "#server/lib/parse-input.ts";
import type { Actor } from "#server/modules/accounts/index.ts";
import { recordAudit } from "#server/modules/audit/index.ts";
import { requireCan } from "#server/modules/companies/index.ts";
import {
  deletePrivateFile,
  localPrivateFileStore,
  PURPOSE_MAX_BYTES,
  type PrivateFileStore,
  storePrivateFile,
} from "#server/modules/files/index.ts";
import { announceEvidenceChange, dayOf, recomputeBadge } from "./badge.ts";
import * as repo from "./evidence.repo.ts";
import { type EvidenceView, toCertificateView, toDocumentView } from "./views.ts";

/**
 * The supplier's side of verification: members who may manage the company's documents (owners and
 * team admins) add, change and remove certificates and verification documents, each with its file
 * in the private store. Anything added or changed waits for the operator again (pending), so a
 * badge can never rest on a file the operator has not seen.
 */
export type Deps = Pick<AppDeps, "db" | "clock" | "config">;

export interface Upload {
  name: string;
  bytes: Uint8Array;
}

export const storeOf = (deps: Pick<AppDeps, "config">): PrivateFileStore =>
  localPrivateFileStore(deps.config.dataDir);

/**
 * The largest body a save may send (the page's form or the API's): the kind's largest file with
 * room for the other fields. A bigger one is refused from its declared length, before it is read.
 */
export const evidenceBodyMaxBytes = (kind: repo.EvidenceKind): number =>
  PURPOSE_MAX_BYTES[kind === "certificate" ? "certificate" : "verification_document"] + 64 * 1024;

const FILE_REQUIRED = new AppError("invalid_data", "errors.evidenceFileRequired", {
  file: "errors.evidenceFileRequired",
});

/** The company's evidence for its members, newest first. */
export async function listCompanyEvidence(
  deps: Deps,
  actor: Actor,
  companyId: number,
): Promise<{ certificates: EvidenceView[]; documents: EvidenceView[] }> {
  await requireCan(deps.db, actor, "company.view", companyId);
  const [certificates, documents] = await Promise.all([
    repo.listCertificateRows(deps.db, companyId),
    repo.listDocumentRows(deps.db, companyId),
  ]);
  return { certificates: certificates.map(toCertificateView), documents: documents.map(toDocumentView) };
}

/** Stores the upload first (refusing a wrong type or size before any row is written). */
async function storeUpload(
  deps: Deps,
  actor: Actor,
  companyId: number,
  purpose: FilePurpose,
  upload: Upload,
) {
  const file = await storePrivateFile(deps.db, storeOf(deps), {
    ownerUserId: actor.id,
    companyId,
    purpose,
    originalName: upload.name,
    bytes: upload.bytes,
  });
  return file.id;
}

/** Removes a file no row names any more; one the uploader alone may delete is left for the record. */
async function dropFile(deps: Deps, actor: Actor, fileId: number | null) {
  if (fileId === null) return;
  await deletePrivateFile(deps.db, storeOf(deps), actor, fileId).catch(() => undefined);
}

/**
 * Runs the row change; when it fails, the file just stored is removed again so no unnamed
 * upload stays behind.
 */
async function withNewFile<T>(deps: Deps, actor: Actor, fileId: number | undefined, work: () => Promise<T>) {
  try {
    return await work();
  } catch (error) {
    if (fileId !== undefined) await dropFile(deps, actor, fileId);
    throw error;
  }
}

const hasBytes = (upload: Upload | undefined): upload is Upload => Boolean(upload?.bytes.byteLength);

export async function addCertificate(
  deps: Deps,
  actor: Actor,
  companyId: number,
  input: CertificateInput,
  upload: Upload | undefined,
): Promise<number> {
  const fields = parseOrThrow(CertificateSchema, input);
  await requireCan(deps.db, actor, "company.manage_documents", companyId);
  if (!hasBytes(upload)) throw FILE_REQUIRED;
  const fileId = await storeUpload(deps, actor, companyId, "certificate", upload);
  return withNewFile(deps, actor, fileId, () =>
    deps.db.transaction().execute(async (trx) => {
      await requireCan(trx, actor, "company.manage_documents", companyId);
      const at = new Date(deps.clock.now()).toISOString();
      const id = await repo.insertCertificate(trx, { ...fields, companyId, fileId, at });
      await audit(trx, actor, "verification.certificate.add", "certificate", id, { companyId });
      return id;
    }),
  );
}

export async function editCertificate(
  deps: Deps,
  actor: Actor,
  companyId: number,
  id: number,
  input: CertificateInput,
  upload: Upload | undefined,
): Promise<void> {
  const fields = parseOrThrow(CertificateSchema, input);
  await requireCan(deps.db, actor, "company.manage_documents", companyId);
  const before = await repo.findCertificateRow(deps.db, id);
  if (!before || before.company_id !== companyId) throw new AppError("not_found");
  const fileId = hasBytes(upload)
    ? await storeUpload(deps, actor, companyId, "certificate", upload)
    : undefined;
  await withNewFile(deps, actor, fileId, () =>
    deps.db.transaction().execute(async (trx) => {
      if (!(await repo.updateCertificate(trx, id, companyId, { ...fields, fileId })))
        throw new AppError("not_found");
      // An approved certificate counted in the listing's filters until now.
      await announceEvidenceChange(trx, companyId, new Date(deps.clock.now()).toISOString());
      await audit(trx, actor, "verification.certificate.edit", "certificate", id, { companyId });
    }),
  );
  if (fileId !== undefined && before.file_id !== null) await dropFile(deps, actor, before.file_id);
}

export async function removeCertificate(deps: Deps, actor: Actor, companyId: number, id: number) {
  await requireCan(deps.db, actor, "company.manage_documents", companyId);
  const before = await repo.findCertificateRow(deps.db, id);
  if (!before || before.company_id !== companyId) throw new AppError("not_found");
  await deps.db.transaction().execute(async (trx) => {
    if (!(await repo.deleteCertificate(trx, id, companyId))) throw new AppError("not_found");
    await announceEvidenceChange(trx, companyId, new Date(deps.clock.now()).toISOString());
    await audit(trx, actor, "verification.certificate.delete", "certificate", id, { companyId });
  });
  await dropFile(deps, actor, before.file_id);
}

export async function addDocument(
  deps: Deps,
  actor: Actor,
  companyId: number,
  input: DocumentInput,
  upload: Upload | undefined,
): Promise<number> {
  const fields = parseOrThrow(DocumentSchema, input);
  await requireCan(deps.db, actor, "company.manage_documents", companyId);
  if (!hasBytes(upload)) throw FILE_REQUIRED;
  const fileId = await storeUpload(deps, actor, companyId, "verification_document", upload);
  return withNewFile(deps, actor, fileId, () =>
    deps.db.transaction().execute(async (trx) => {
      await requireCan(trx, actor, "company.manage_documents", companyId);
      const at = new Date(deps.clock.now()).toISOString();
      const id = await repo.insertDocument(trx, { ...fields, companyId, fileId, uploadedBy: actor.id, at });
      await audit(trx, actor, "verification.document.add", "verification_document", id, { companyId });
      return id;
    }),
  );
}

export async function editDocument(
  deps: Deps,
  actor: Actor,
  companyId: number,
  id: number,
  input: DocumentInput,
  upload: Upload | undefined,
): Promise<void> {
  const fields = parseOrThrow(DocumentSchema, input);
  await requireCan(deps.db, actor, "company.manage_documents", companyId);
  const before = await repo.findDocumentRow(deps.db, id);
  if (!before || before.company_id !== companyId) throw new AppError("not_found");
  const fileId = hasBytes(upload)
    ? await storeUpload(deps, actor, companyId, "verification_document", upload)
    : undefined;
  await withNewFile(deps, actor, fileId, () =>
    deps.db.transaction().execute(async (trx) => {
      if (!(await repo.updateDocument(trx, id, companyId, { ...fields, fileId })))
        throw new AppError("not_found");
      await recomputeBadge(trx, companyId, dayOf(deps.clock.now()), new Date(deps.clock.now()).toISOString());
      await audit(trx, actor, "verification.document.edit", "verification_document", id, { companyId });
    }),
  );
  if (fileId !== undefined && before.file_id !== null) await dropFile(deps, actor, before.file_id);
}

export async function removeDocument(deps: Deps, actor: Actor, companyId: number, id: number) {
  await requireCan(deps.db, actor, "company.manage_documents", companyId);
  const before = await repo.findDocumentRow(deps.db, id);
  if (!before || before.company_id !== companyId) throw new AppError("not_found");
  await deps.db.transaction().execute(async (trx) => {
    if (!(await repo.deleteDocument(trx, id, companyId))) throw new AppError("not_found");
    await recomputeBadge(trx, companyId, dayOf(deps.clock.now()), new Date(deps.clock.now()).toISOString());
    await audit(trx, actor, "verification.document.delete", "verification_document", id, { companyId });
  });
  await dropFile(deps, actor, before.file_id);
}

function audit(
  db: Deps["db"],
  actor: Actor,
  action: string,
  entity: string,
  entityId: number,
  details: Record<string, unknown>,
) {
  return recordAudit(db, {
    userId: actor.id,
    clientAddress: actor.clientAddress,
    action,
    entity,
    entityId,
    details,
  });
}
