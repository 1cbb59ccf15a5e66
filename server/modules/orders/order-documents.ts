import { createHash } from "node:crypto";
import type { OrderDocumentKind, OrderSide } from "#core/rules/order-flow.ts";
import { ORDER_FILES_MAX } from "#core/schemas/orders.ts";
import type { Db } from "#server/db/connect.ts";
import { AppError } from "#server/lib/errors.ts";
import { type PrivateFileStore, reencodePicture, sniffMediaType } from "#server/modules/files/index.ts";
import * as repo from "./orders.repo.ts";

/** A file a step attaches: a payment proof, an invoice, a packing list, a bill of lading. */
export interface OrderUpload {
  kind: OrderDocumentKind;
  name: string;
  bytes: Uint8Array;
}

export const ORDER_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const ORDER_FILE_ERRORS = {
  type: "orders.errors.fileType",
  size: "orders.errors.fileSize",
  count: "orders.errors.fileCount",
} as const;

export interface PreparedUpload extends OrderUpload {
  mediaType: string;
}

/**
 * Judges each file by its bytes (a picture or a PDF, never by its name), at most 10 MB and 5 files;
 * pictures are re-encoded so nothing but their pixels is kept.
 */
export async function prepareUploads(files: OrderUpload[]): Promise<PreparedUpload[]> {
  if (files.length > ORDER_FILES_MAX)
    throw new AppError("invalid_data", ORDER_FILE_ERRORS.count, { files: ORDER_FILE_ERRORS.count });
  const prepared: PreparedUpload[] = [];
  for (const file of files) {
    if (file.bytes.byteLength === 0 || file.bytes.byteLength > ORDER_FILE_MAX_BYTES)
      throw new AppError("invalid_data", ORDER_FILE_ERRORS.size, { files: ORDER_FILE_ERRORS.size });
    const type = sniffMediaType(file.bytes);
    if (!type) throw new AppError("invalid_data", ORDER_FILE_ERRORS.type, { files: ORDER_FILE_ERRORS.type });
    const bytes =
      type === "application/pdf" ? file.bytes : new Uint8Array(await reencodePicture(file.bytes, type));
    const name =
      [...file.name]
        .map((c) => (c < " " || c === "/" || c === "\\" ? "_" : c))
        .join("")
        .slice(-120) || "document";
    prepared.push({ ...file, name, bytes, mediaType: type });
  }
  return prepared;
}

/** Puts prepared files in the private store; their keys (the caller deletes them if its transaction fails). */
export async function putUploads(store: PrivateFileStore, files: PreparedUpload[]): Promise<string[]> {
  const keys: string[] = [];
  for (const file of files) keys.push(await store.put(file.bytes));
  return keys;
}

/** The rows of stored files, in the caller's transaction; their ids in the order given. */
export async function recordUploads(
  trx: Db,
  orderId: number,
  side: OrderSide,
  userId: number,
  files: PreparedUpload[],
  keys: string[],
  at: string,
): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, file] of files.entries())
    ids.push(
      await repo.insertDocument(trx, {
        order_id: orderId,
        kind: file.kind,
        side,
        storage_key: keys[i]!,
        original_name: file.name,
        media_type: file.mediaType,
        byte_size: file.bytes.byteLength,
        sha256: createHash("sha256").update(file.bytes).digest("hex"),
        uploaded_by_user_id: userId,
        created_at: at,
      }),
    );
  return ids;
}
