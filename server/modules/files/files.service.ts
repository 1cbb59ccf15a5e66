/**
 * Private files: uploads only their owner, the members of their company and the operator's staff
 * may read (verification documents, certificates, message attachments, payment proofs).
 *
 * The type is judged from the first bytes alone, never from the file name or the type the browser
 * declared: a script renamed photo.jpg is refused like any other unknown content. Pictures are
 * decoded and re-encoded by sharp, so metadata (EXIF location, comments) and anything appended
 * after the image data are dropped; PDFs are kept byte for byte. The bytes go to a
 * PrivateFileStore under a random key; the user's file name is kept in the database only.
 */
import { createHash } from "node:crypto";
import sharp from "sharp";
import type { Db } from "#server/db/connect.ts";
import type { FilePurpose, PrivateMediaType } from "#server/db/schema/file-tables.ts";
import { AppError } from "#server/lib/errors.ts";
import { type Actor, isStaff } from "#server/modules/accounts/index.ts";
import { isCompanyMember } from "#server/modules/companies/index.ts";
import { deletePrivateFileRow, findPrivateFile, insertPrivateFile } from "./files.repo.ts";
import type { PrivateFileStore } from "./private-store.ts";

const MB = 1024 * 1024;
/** Largest upload accepted for each purpose; a scanned document may run to several pages. */
export const PURPOSE_MAX_BYTES: Record<FilePurpose, number> = {
  verification_document: 10 * MB,
  certificate: 10 * MB,
  message_attachment: 10 * MB,
  payment_proof: 10 * MB,
};
/** Pictures are smaller than documents: a photo of a receipt or a certificate fits well in this. */
export const IMAGE_MAX_BYTES = 5 * MB;
/** Refuses decompression bombs before decoding them. */
const MAX_INPUT_PIXELS = 40_000_000;
const MAX_NAME_LENGTH = 200;

/** Reasons an upload is refused, as translation keys. */
export const FILE_ERRORS = {
  empty: "errors.fileEmpty",
  notAccepted: "errors.fileTypeNotAccepted",
  tooLarge: "errors.fileTooLarge",
} as const;

const refuse = (key: string) => new AppError("invalid_data", key, { file: key });
const tooLarge = () =>
  new AppError("payload_too_large", FILE_ERRORS.tooLarge, { file: FILE_ERRORS.tooLarge });

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The type the content shows by its signature, or undefined for anything else. */
export function sniffMediaType(bytes: Uint8Array): PrivateMediaType | undefined {
  if (startsWith(bytes, ascii("%PDF-"))) return "application/pdf";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  return undefined;
}

const SHARP_FORMAT = { "image/png": "png", "image/jpeg": "jpeg", "image/webp": "webp" } as const;

/** Decodes the picture and encodes it again in its own format: pixels only, nothing else. */
export async function reencodePicture(bytes: Uint8Array, type: keyof typeof SHARP_FORMAT): Promise<Buffer> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
    const meta = await image.metadata();
    if (meta.format !== SHARP_FORMAT[type]) throw refuse(FILE_ERRORS.notAccepted);
    // rotate() applies the EXIF orientation to the pixels before the metadata is dropped.
    const upright = image.rotate();
    if (type === "image/png") return await upright.png().toBuffer();
    if (type === "image/webp") return await upright.webp({ quality: 90 }).toBuffer();
    return await upright.jpeg({ quality: 90, mozjpeg: Boolean(sharp.versions.mozjpeg) }).toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The signature was right but the rest does not decode (truncated, forged, too many pixels).
    throw refuse(FILE_ERRORS.notAccepted);
  }
}

/** The file name as shown later: no folders, no control characters, a bounded length. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return clean.slice(0, MAX_NAME_LENGTH) || "file";
}

export interface StoredPrivateFile {
  id: number;
  mediaType: PrivateMediaType;
  byteSize: number;
  sha256: string;
}

/** Checks one upload, stores its bytes and records it; nothing is stored when it is refused. */
export async function storePrivateFile(
  db: Db,
  store: PrivateFileStore,
  upload: {
    ownerUserId: number;
    companyId?: number | null;
    purpose: FilePurpose;
    originalName: string;
    bytes: Uint8Array;
  },
): Promise<StoredPrivateFile> {
  const { bytes } = upload;
  if (bytes.byteLength === 0) throw refuse(FILE_ERRORS.empty);
  if (bytes.byteLength > PURPOSE_MAX_BYTES[upload.purpose]) throw tooLarge();
  const mediaType = sniffMediaType(bytes);
  if (!mediaType) throw refuse(FILE_ERRORS.notAccepted);
  let stored: Uint8Array = bytes;
  if (mediaType !== "application/pdf") {
    if (bytes.byteLength > IMAGE_MAX_BYTES) throw tooLarge();
    stored = await reencodePicture(bytes, mediaType);
  }
  const sha256 = createHash("sha256").update(stored).digest("hex");
  const key = await store.put(stored);
  try {
    const id = await insertPrivateFile(db, {
      storageKey: key,
      ownerUserId: upload.ownerUserId,
      companyId: upload.companyId ?? null,
      purpose: upload.purpose,
      originalName: cleanName(upload.originalName),
      mediaType,
      byteSize: stored.byteLength,
      sha256,
    });
    return { id, mediaType, byteSize: stored.byteLength, sha256 };
  } catch (error) {
    // No row names the bytes: remove them rather than leave an orphan in the store.
    await store.delete(key).catch(() => undefined);
    throw error;
  }
}

/** Whether the actor may read the file: its owner, a member of its company, or staff. */
async function mayRead(
  db: Db,
  actor: Actor | null | undefined,
  file: { owner_user_id: number | null; company_id: number | null },
): Promise<boolean> {
  if (!actor) return false;
  if (isStaff(actor.roles)) return true;
  if (file.owner_user_id !== null && file.owner_user_id === actor.id) return true;
  return file.company_id !== null && (await isCompanyMember(db, file.company_id, actor.id));
}

export interface PrivateFileContent {
  bytes: Buffer;
  mediaType: PrivateMediaType;
  originalName: string;
  byteSize: number;
}

/**
 * The file's bytes, for those allowed to read it. Anyone else gets not_found, exactly as for an
 * id that does not exist, so trying ids reveals nothing about other people's files.
 */
export async function readPrivateFile(
  db: Db,
  store: PrivateFileStore,
  actor: Actor | null | undefined,
  fileId: number,
): Promise<PrivateFileContent> {
  const file = await findPrivateFile(db, fileId);
  if (!file || !(await mayRead(db, actor, file))) throw new AppError("not_found");
  const stream = await store.read(file.storage_key);
  if (!stream) throw new AppError("not_found");
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return {
    bytes: Buffer.concat(chunks),
    mediaType: file.media_type,
    originalName: file.original_name,
    byteSize: file.byte_size,
  };
}

/**
 * Deletes the row, then the bytes. Only the owner and staff may; a company member who may read
 * the file is told not_allowed, anyone else not_found (as when reading).
 */
export async function deletePrivateFile(
  db: Db,
  store: PrivateFileStore,
  actor: Actor | null | undefined,
  fileId: number,
): Promise<void> {
  const file = await findPrivateFile(db, fileId);
  if (!file || !(await mayRead(db, actor, file))) throw new AppError("not_found");
  const isOwner = actor && file.owner_user_id !== null && file.owner_user_id === actor.id;
  if (!isOwner && !isStaff(actor?.roles ?? [])) throw new AppError("not_allowed");
  if (await deletePrivateFileRow(db, file.id)) await store.delete(file.storage_key);
}
