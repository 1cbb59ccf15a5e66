/**
 * What an attachment is, judged from its bytes alone (never its name or the type the browser
 * declared): a picture (JPEG, PNG, WebP: re-encoded by the files module, so metadata and anything
 * hidden after the pixels are dropped), a PDF, or an office document (docx, xlsx, pptx, odt, ods)
 * recognised by what its ZIP container says it holds. Anything else is refused, including an HTML
 * page named .pdf or a ZIP of something else named .docx.
 */
import { inflateRawSync } from "node:zlib";
import { sniffMediaType } from "#server/modules/files/index.ts";

export const OFFICE_TYPES = {
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  odt: "application/vnd.oasis.opendocument.text",
  ods: "application/vnd.oasis.opendocument.spreadsheet",
} as const;

/** The main part's content type that [Content_Types].xml names for each Office Open XML type. */
const OOXML_MAIN_PARTS: [string, string][] = [
  ["wordprocessingml.document.main+xml", OFFICE_TYPES.docx],
  ["spreadsheetml.sheet.main+xml", OFFICE_TYPES.xlsx],
  ["presentationml.presentation.main+xml", OFFICE_TYPES.pptx],
];
const ODF_TYPES = new Set<string>([OFFICE_TYPES.odt, OFFICE_TYPES.ods]);
/** Far more than any real [Content_Types].xml; a bigger one is not read (a zip bomb stays packed). */
const MAX_MANIFEST_BYTES = 256 * 1024;

export type AttachmentContent =
  | { kind: "picture"; mediaType: "image/jpeg" | "image/png" | "image/webp" }
  | { kind: "document"; mediaType: string };

export function judgeAttachment(bytes: Uint8Array): AttachmentContent | undefined {
  const sniffed = sniffMediaType(bytes);
  if (sniffed === "application/pdf") return { kind: "document", mediaType: sniffed };
  if (sniffed) return { kind: "picture", mediaType: sniffed };
  const office = officeType(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  return office ? { kind: "document", mediaType: office } : undefined;
}

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/** The office type a ZIP container declares, or undefined for any other content. */
function officeType(zip: Buffer): string | undefined {
  if (zip.length < 22 || zip.readUInt32LE(0) !== 0x04034b50) return undefined;
  const entries = centralDirectory(zip);
  if (!entries) return undefined;
  // OpenDocument: the first entry is "mimetype", stored uncompressed, holding the type.
  const first = entries[0];
  if (first?.name === "mimetype") {
    const type = entryText(zip, first)?.trim();
    if (type && ODF_TYPES.has(type)) return type;
    return undefined;
  }
  const manifest = entries.find((e) => e.name === "[Content_Types].xml");
  const text = manifest ? entryText(zip, manifest) : undefined;
  if (!text) return undefined;
  return OOXML_MAIN_PARTS.find(([part]) => text.includes(part))?.[1];
}

function centralDirectory(zip: Buffer): ZipEntry[] | undefined {
  // The end record is in the last 64 KB + 22 bytes (its comment is at most 64 KB).
  const floor = Math.max(0, zip.length - 22 - 0xffff);
  let end = -1;
  for (let at = zip.length - 22; at >= floor; at--)
    if (zip.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  if (end < 0) return undefined;
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) return undefined;
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    entries.push({
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      localOffset: zip.readUInt32LE(at + 42),
      name: zip.toString("utf8", at + 46, at + 46 + nameLength),
    });
    at += 46 + skip;
  }
  return entries;
}

/** An entry's bytes as text (stored or deflated); undefined when unreadable or too large. */
function entryText(zip: Buffer, entry: ZipEntry): string | undefined {
  const at = entry.localOffset;
  if (entry.size > MAX_MANIFEST_BYTES || at + 30 > zip.length || zip.readUInt32LE(at) !== 0x04034b50)
    return undefined;
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const data = zip.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) return undefined;
  try {
    if (entry.method === 0) return data.toString("utf8");
    if (entry.method === 8)
      return inflateRawSync(data, { maxOutputLength: MAX_MANIFEST_BYTES }).toString("utf8");
  } catch {
    return undefined;
  }
  return undefined;
}
