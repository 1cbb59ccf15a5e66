import { constants, crc32, deflateRawSync } from "node:zlib";

/**
 * Gzips a page whose large blocks repeat on every page (the inlined stylesheet, the language's
 * messages): each such block is compressed once per process and its deflate output reused;
 * only the rest of the page is compressed per request. About two thirds of a product page's
 * bytes repeat, so this saves most of the compression time (docs/benchmarks.md).
 *
 * How: every part is compressed as raw deflate ending in a sync flush (byte aligned, not final),
 * so the parts' outputs can be laid one after the other as one deflate stream (RFC 1951); an
 * empty final block closes it, and the gzip header and trailer (CRC-32 and length of the whole
 * page, RFC 1952) wrap it. A part cannot refer back into the one before, which costs a little size.
 */
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
// BFINAL=1, fixed Huffman, end-of-block: what zlib itself ends a stream with after a flush.
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);
// The page's own parts are compressed on every request: a fast level (about a third of level 6's
// time for some 5 % more bytes on a product page). The repeated blocks are compressed once per
// process, so they get the smallest output.
const PART = { level: 2, finishFlush: constants.Z_SYNC_FLUSH };
const REPEATED_PART = { level: 9, finishFlush: constants.Z_SYNC_FLUSH };
const MAX_CACHED = 64;

const cache = new Map<number, { bytes: Buffer; deflated: Buffer }[]>();

/** A piece of the page, in page order; `repeated` when every page carries the same bytes. */
export interface PagePart {
  bytes: Buffer;
  repeated: boolean;
}

/** `bytes` cut into parts at the [start, end) ranges that repeat (in order, not overlapping). */
export function partsAround(bytes: Buffer, repeated: readonly [number, number][]): PagePart[] {
  const parts: PagePart[] = [];
  let from = 0;
  for (const [start, end] of repeated) {
    parts.push({ bytes: bytes.subarray(from, start), repeated: false });
    parts.push({ bytes: bytes.subarray(start, end), repeated: true });
    from = end;
  }
  parts.push({ bytes: bytes.subarray(from), repeated: false });
  return parts;
}

/** The gzip of the parts laid end to end (they need not be one buffer, so nothing is copied). */
export function gzipParts(parts: readonly PagePart[]): Buffer {
  const out: Buffer[] = [HEADER];
  let crc = 0;
  let length = 0;
  for (const { bytes, repeated } of parts) {
    if (bytes.length === 0) continue;
    out.push(repeated ? deflatedOnce(bytes) : deflateRawSync(bytes, PART));
    crc = crc32(bytes, crc);
    length += bytes.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc, 0);
  trailer.writeUInt32LE(length % 2 ** 32, 4);
  out.push(FINAL_EMPTY_BLOCK, trailer);
  return Buffer.concat(out);
}

function deflatedOnce(bytes: Buffer): Buffer {
  const key = crc32(bytes) ^ bytes.length;
  const candidates = cache.get(key) ?? [];
  // Compared byte for byte: a checksum match alone must never serve another block's bytes.
  const hit = candidates.find((c) => c.bytes.equals(bytes));
  if (hit) return hit.deflated;
  const deflated = deflateRawSync(bytes, REPEATED_PART);
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
  cache.set(key, [...candidates, { bytes: Buffer.from(bytes), deflated }]);
  return deflated;
}
