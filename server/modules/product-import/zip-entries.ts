import { unzipSync } from "fflate";
import { refuseSheet } from "./sheet-errors.ts";

/**
 * Reading a ZIP (the pictures beside a sheet, and an XLSX file, which is one) without trusting
 * it: the directory's declared sizes are checked against caps before anything is decompressed, an
 * entry is decompressed only when it is needed, and what comes out must be the size the directory
 * declared. A "zip bomb" (a few KB that expand to gigabytes) is refused by the caps and by its
 * compression ratio, before it costs memory.
 */

export interface ZipLimits {
  entries: number;
  entryBytes: number;
  totalBytes: number;
}
export interface ZipEntry {
  name: string;
  size: number;
  originalSize: number;
}

/** Deflate does not shrink real pictures or sheets a thousandfold; a bomb does. */
const MAX_RATIO = 1000;

const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** The entries of the ZIP, checked against the limits; `field` names the upload in a refusal. */
export function listZipEntries(
  bytes: Uint8Array,
  limits: ZipLimits,
  field: string,
  broken: string,
): ZipEntry[] {
  if (!isZip(bytes)) throw refuseSheet(broken, field);
  const entries: ZipEntry[] = [];
  let total = 0;
  try {
    unzipSync(bytes, {
      filter(file) {
        if (file.name.endsWith("/")) return false;
        entries.push({ name: file.name, size: file.size, originalSize: file.originalSize });
        total += file.originalSize;
        if (entries.length > limits.entries)
          throw refuseSheet("supplier.productImport.errors.zipTooManyFiles", field);
        if (file.originalSize > limits.entryBytes || total > limits.totalBytes)
          throw refuseSheet("supplier.productImport.errors.zipTooLarge", field);
        if (file.originalSize > 1024 * 1024 && file.originalSize > file.size * MAX_RATIO)
          throw refuseSheet("supplier.productImport.errors.zipTooLarge", field);
        return false;
      },
    });
  } catch (error) {
    if ((error as { code?: string }).code === "invalid_data") throw error;
    throw refuseSheet(broken, field);
  }
  return entries;
}

/** One entry's bytes, decompressed; its real size must be the declared one. */
export function readZipEntry(bytes: Uint8Array, entry: ZipEntry, field: string, broken: string): Uint8Array {
  let found: Uint8Array | undefined;
  try {
    found = unzipSync(bytes, { filter: (file) => file.name === entry.name })[entry.name];
  } catch {
    throw refuseSheet(broken, field);
  }
  if (!found || found.byteLength !== entry.originalSize) throw refuseSheet(broken, field);
  return found;
}
