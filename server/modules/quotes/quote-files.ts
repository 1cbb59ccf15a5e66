import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import { QUOTE_ATTACHMENTS_MAX } from "#core/rules/quote-flow.ts";
import type { AppDeps } from "#server/deps.ts";
import { AppError } from "#server/lib/errors.ts";
import type { Actor } from "#server/modules/accounts/index.ts";
import { judgeAttachment } from "#server/modules/conversations/index.ts";
import {
  localPrivateFileStore,
  type PrivateFileStore,
  reencodePicture,
} from "#server/modules/files/index.ts";
import { QUOTE_READ, requireBuyerThread, requireSupplierThread } from "./quote-access.ts";
import { QUOTE_SUPPLIER_ERRORS } from "./quote-errors.ts";
import * as contents from "./quote-contents.repo.ts";

/** A file the supplier attaches to a revision: a specification, a drawing, a certificate. */
export interface QuoteUpload {
  name: string;
  bytes: Uint8Array;
}

export const QUOTE_FILE_MAX_BYTES = 10 * 1024 * 1024;

export interface PreparedQuoteFile {
  name: string;
  mediaType: string;
  bytes: Uint8Array;
}

export const quoteStore = (deps: Pick<AppDeps, "config">): PrivateFileStore =>
  localPrivateFileStore(deps.config.dataDir);

const fileError = (key: string) => new AppError("invalid_data", key, { files: key });

/** The file name as shown later: no folders, no control characters, a bounded length. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return clean.slice(-200) || "file";
}

/**
 * Judges each file by its bytes alone, as a conversation's attachments are (a picture, re-encoded
 * so only its pixels are kept; a PDF; an office document): at most 10 MB and not empty. Nothing
 * is stored yet.
 */
export async function prepareQuoteFiles(files: readonly QuoteUpload[]): Promise<PreparedQuoteFile[]> {
  if (files.length > QUOTE_ATTACHMENTS_MAX) throw fileError(QUOTE_SUPPLIER_ERRORS.fileCount);
  const prepared: PreparedQuoteFile[] = [];
  for (const file of files) {
    if (file.bytes.byteLength === 0 || file.bytes.byteLength > QUOTE_FILE_MAX_BYTES)
      throw fileError(QUOTE_SUPPLIER_ERRORS.fileSize);
    const content = judgeAttachment(file.bytes);
    if (!content) throw fileError(QUOTE_SUPPLIER_ERRORS.fileType);
    const bytes =
      content.kind === "picture"
        ? new Uint8Array(
            await reencodePicture(file.bytes, content.mediaType).catch(() => {
              throw fileError(QUOTE_SUPPLIER_ERRORS.fileType);
            }),
          )
        : file.bytes;
    prepared.push({ name: cleanName(file.name), mediaType: content.mediaType, bytes });
  }
  return prepared;
}

/** Puts the files in the private store; their rows, to be written in the caller's transaction. */
export async function storeQuoteFiles(
  store: PrivateFileStore,
  files: readonly PreparedQuoteFile[],
  at: string,
): Promise<contents.NewAttachment[]> {
  const rows: contents.NewAttachment[] = [];
  for (const file of files)
    rows.push({
      storage_key: await store.put(file.bytes),
      original_name: file.name,
      media_type: file.mediaType,
      byte_size: file.bytes.byteLength,
      sha256: createHash("sha256").update(file.bytes).digest("hex"),
      created_at: at,
    });
  return rows;
}

export async function dropStoredFiles(store: PrivateFileStore, keys: readonly string[]): Promise<void> {
  for (const key of keys) await store.delete(key).catch(() => undefined);
}

/** Who opens a quote's file: its buyer, or a member of the quoting company. */
export type QuoteReader = { side: "buyer" } | { side: "supplier"; companyId: number };

/**
 * One file of a quote, for its buyer (files of sent revisions only) or a member of the company
 * who may see its quotes. Anyone else, and a file of another quote, is not found.
 */
export async function openQuoteAttachment(
  deps: Pick<AppDeps, "db" | "config">,
  actor: Actor | null | undefined,
  reader: QuoteReader,
  quoteId: number,
  attachmentId: number,
): Promise<{ name: string; mediaType: string; byteSize: number; body: Readable }> {
  if (reader.side === "buyer") await requireBuyerThread(deps.db, actor, quoteId);
  else await requireSupplierThread(deps.db, actor, reader.companyId, quoteId, QUOTE_READ);
  const file = Number.isSafeInteger(attachmentId)
    ? await contents.findThreadAttachment(deps.db, quoteId, attachmentId)
    : undefined;
  if (!file || (reader.side === "buyer" && file.status === "draft")) throw new AppError("not_found");
  const body = await quoteStore(deps).read(file.storage_key);
  if (!body) throw new AppError("not_found");
  return { name: file.original_name, mediaType: file.media_type, byteSize: Number(file.byte_size), body };
}
