import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import { RFQ_ATTACHMENTS_MAX, RFQ_FILE_MAX_BYTES } from "#core/rules/rfq-flow.ts";
import { RFQ_ERRORS } from "#core/schemas/rfq.ts";
import type { AppDeps } from "#server/deps.ts";
import { AppError } from "#server/lib/errors.ts";
import { type Actor, isStaff } from "#server/modules/accounts/index.ts";
import {
  IMAGE_MAX_BYTES,
  localPrivateFileStore,
  type PrivateFileStore,
  reencodePicture,
  sniffMediaType,
} from "#server/modules/files/index.ts";
import { requireCompanyRfq, rfqIdOf } from "./rfq-access.ts";
import { findRfq, findRfqAttachment } from "./rfqs.repo.ts";

/**
 * A request's files: drawings, photos of a sample, a specification. Judged by their bytes alone
 * (a PDF, or a JPEG, PNG or WebP picture, never by the name or the type the browser declared);
 * pictures are re-encoded so nothing but their pixels is kept. The bytes live in the private
 * store, handed out only to those who may see the request.
 */
export interface RfqUpload {
  name: string;
  bytes: Uint8Array;
}

export interface PreparedRfqFile {
  name: string;
  mediaType: string;
  bytes: Uint8Array;
  sha256: string;
}

export const rfqStore = (deps: Pick<AppDeps, "config">): PrivateFileStore =>
  localPrivateFileStore(deps.config.dataDir);

const refuse = (key: string, code: "invalid_data" | "payload_too_large" = "invalid_data") =>
  new AppError(code, key, { files: key });

/** The file name as shown later: no folders, no control characters, a bounded length. */
function cleanName(name: string): string {
  const base = String(name).split(/[\\/]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return clean.slice(-200) || "file";
}

/** Checks every file and makes the bytes to keep; nothing is stored yet. */
export async function prepareRfqFiles(files: readonly RfqUpload[]): Promise<PreparedRfqFile[]> {
  if (files.length > RFQ_ATTACHMENTS_MAX) throw refuse(RFQ_ERRORS.fileCount);
  const prepared: PreparedRfqFile[] = [];
  for (const file of files) {
    const size = file.bytes.byteLength;
    if (size === 0) throw refuse(RFQ_ERRORS.fileType);
    if (size > RFQ_FILE_MAX_BYTES) throw refuse(RFQ_ERRORS.fileSize, "payload_too_large");
    const type = sniffMediaType(file.bytes);
    if (!type) throw refuse(RFQ_ERRORS.fileType);
    let bytes = file.bytes;
    if (type !== "application/pdf") {
      if (size > IMAGE_MAX_BYTES) throw refuse(RFQ_ERRORS.fileSize, "payload_too_large");
      bytes = new Uint8Array(
        await reencodePicture(file.bytes, type).catch(() => {
          throw refuse(RFQ_ERRORS.fileType);
        }),
      );
    }
    prepared.push({
      name: cleanName(file.name),
      mediaType: type,
      bytes,
      sha256: createHash("sha256").update(bytes).digest("hex"),
    });
  }
  return prepared;
}

export interface RfqFileContent {
  stream: Readable;
  name: string;
  mediaType: string;
  size: number;
}

/**
 * A file of a request, for its buyer, the operator's staff, or a member of `companyId` when that
 * company may see the request (it sells in its category, or quoted on it). Anyone else, and the
 * id of another request's file, is not found.
 */
export async function openRfqAttachment(
  deps: Pick<AppDeps, "db" | "config">,
  actor: Actor,
  rfqId: unknown,
  attachmentId: unknown,
  companyId?: number,
): Promise<RfqFileContent> {
  const id = rfqIdOf(rfqId);
  const row = await findRfq(deps.db, id);
  if (!row) throw new AppError("not_found");
  const mayRead =
    row.buyer_user_id === actor.id ||
    isStaff(actor.roles) ||
    (companyId !== undefined && (await requireCompanyRfq(deps.db, actor, companyId, id)) !== undefined);
  if (!mayRead) throw new AppError("not_found");
  const file = await findRfqAttachment(deps.db, id, rfqIdOf(attachmentId));
  const stream = file ? await rfqStore(deps).read(file.storage_key) : undefined;
  if (!file || !stream) throw new AppError("not_found");
  return { stream, name: file.original_name, mediaType: file.media_type, size: file.byte_size };
}
