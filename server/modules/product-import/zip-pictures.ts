import { IMPORT_LIMITS } from "#core/schemas/product-import.ts";
import { listZipEntries, readZipEntry, type ZipEntry } from "./zip-entries.ts";

/**
 * The pictures a supplier sends in a ZIP beside the sheet. A row names its pictures by file name
 * (`red-mug.jpg`, or `mugs/red-mug.jpg`); the match ignores folders and letter case. Pictures are
 * never fetched from an address: the server reaches no outside network, and a row naming an URL is
 * told so.
 */

const BROKEN = "supplier.productImport.errors.brokenZip";
const FIELD = "pictures";

const baseName = (name: string) => (name.split(/[\\/]/).pop() ?? "").trim().toLowerCase();

export interface PictureZip {
  has(fileName: string): boolean;
  /** The picture's bytes (decompressed now), undefined when the ZIP has no such file. */
  read(fileName: string): Uint8Array | undefined;
}

export function openPictureZip(bytes: Uint8Array | undefined): PictureZip {
  const byName = new Map<string, ZipEntry>();
  if (bytes && bytes.byteLength > 0) {
    const limits = {
      entries: IMPORT_LIMITS.zipEntries,
      entryBytes: IMPORT_LIMITS.zipEntryBytes,
      totalBytes: IMPORT_LIMITS.zipTotalBytes,
    };
    for (const entry of listZipEntries(bytes, limits, FIELD, BROKEN)) {
      const name = baseName(entry.name);
      // Folders a Mac adds (__MACOSX/._x.jpg) hold no picture.
      if (name && !name.startsWith(".") && !entry.name.startsWith("__MACOSX/")) byName.set(name, entry);
    }
  }
  return {
    has: (fileName) => byName.has(baseName(fileName)),
    read(fileName) {
      const entry = byName.get(baseName(fileName));
      return entry && bytes ? readZipEntry(bytes, entry, FIELD, BROKEN) : undefined;
    },
  };
}
