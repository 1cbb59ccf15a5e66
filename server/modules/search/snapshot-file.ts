import type { FileHandle } from "node:fs/promises";
import { crc32 } from "node:zlib";

/**
 * The container of an index snapshot: a prelude (magic, byte order, format, a JSON header), then
 * numbered sections (typed arrays as raw bytes, JSON values, string lists in JSON pieces), then a
 * CRC-32 of everything before it. Sections are written in chunks between which the event loop
 * serves requests, and each is read into a buffer of its own, so the index's columns own their
 * memory and a column that grows later frees its old bytes.
 */

const MAGIC = "CRVNSNAP";
/** Written as a 32-bit integer: read back in another byte order it does not match. */
const BYTE_ORDER = 0x01020304;
const END = 0x21444e45;
/**
 * Bytes handed to the file system at once. Copying and checksumming them is what a request waits
 * for at most while a snapshot is written: about 3 ms (4 MiB took 9–15 ms; docs/benchmarks.md).
 */
const CHUNK = 1 << 20;
/** Strings per JSON piece: a piece is encoded and decoded in about a millisecond. */
const STRINGS_PER_PIECE = 16_384;
const MAX_HEADER = 1 << 20;
/**
 * The most bytes asked of the file system in one read: Node aborts the process on a read of 2 GiB
 * or more, and a column of ten million products' postings is larger than that.
 */
const READ_PIECE = 1 << 30;
const PRELUDE = 16;
const TRAILER = 8;

const INT32 = 1;
const FLOAT64 = 2;
const JSON_VALUE = 3;
const STRINGS = 4;

/** A snapshot that cannot be read: truncated, corrupted, or of another format. */
export class SnapshotError extends Error {}

const encoder = new TextEncoder();
const decoder = new TextDecoder("utf-8", { fatal: true });

export class SnapshotWriter {
  private readonly buffer = new Uint8Array(CHUNK);
  private readonly view = new DataView(this.buffer.buffer);
  private used = 0;
  private crc = 0;
  private sections = 0;
  private resumedAt = performance.now();
  /** Bytes written so far. */
  bytes = 0;
  /** The longest stretch this writer kept the event loop busy, in ms. */
  longestPauseMs = 0;

  private readonly file: FileHandle;
  private readonly signal: AbortSignal | undefined;

  constructor(file: FileHandle, signal?: AbortSignal) {
    this.file = file;
    this.signal = signal;
  }

  async begin(format: number, header: unknown): Promise<void> {
    const json = encoder.encode(JSON.stringify(header));
    this.buffer.set(encoder.encode(MAGIC), 0);
    this.view.setUint32(8, BYTE_ORDER, true);
    this.view.setUint32(12, format, true);
    this.used = PRELUDE;
    this.u32(json.byteLength);
    await this.put(json);
  }

  async int32(values: Int32Array): Promise<void> {
    await this.section(INT32, values.byteLength);
    await this.put(new Uint8Array(values.buffer, values.byteOffset, values.byteLength));
  }

  async float64(values: Float64Array): Promise<void> {
    await this.section(FLOAT64, values.byteLength);
    await this.put(new Uint8Array(values.buffer, values.byteOffset, values.byteLength));
  }

  async json(value: unknown): Promise<void> {
    const bytes = encoder.encode(JSON.stringify(value));
    await this.section(JSON_VALUE, bytes.byteLength);
    await this.put(bytes);
  }

  /** The first `count` strings of a list that only grows at its end. */
  async strings(list: readonly string[], count = list.length): Promise<void> {
    await this.section(STRINGS, Math.ceil(count / STRINGS_PER_PIECE));
    for (let start = 0; start < count; start += STRINGS_PER_PIECE) {
      const piece = encoder.encode(
        JSON.stringify(list.slice(start, Math.min(count, start + STRINGS_PER_PIECE))),
      );
      if (this.used + 4 > CHUNK) await this.flush();
      this.u32(piece.byteLength);
      await this.put(piece);
    }
  }

  /** Lists of integers as one section of their lengths and one of their values, in order. */
  async lists(lists: readonly ({ data: Int32Array } | undefined)[], lengths: Int32Array): Promise<void> {
    await this.int32(lengths);
    let total = 0;
    for (const length of lengths) total += length;
    await this.section(INT32, total * 4);
    for (let i = 0; i < lengths.length; i++) {
      const list = lists[i];
      if (list && lengths[i]! > 0)
        await this.put(new Uint8Array(list.data.buffer, list.data.byteOffset, lengths[i]! * 4));
    }
  }

  /** Writes what is buffered and the trailer; the file is complete once this resolves. */
  async end(): Promise<void> {
    await this.flush();
    const trailer = new DataView(new ArrayBuffer(TRAILER));
    trailer.setUint32(0, this.crc, true);
    trailer.setUint32(4, END, true);
    await this.file.write(new Uint8Array(trailer.buffer));
    this.bytes += TRAILER;
  }

  private async section(kind: number, size: number): Promise<void> {
    if (this.used + 16 > CHUNK) await this.flush();
    this.u32(++this.sections);
    this.u32(kind);
    this.u32(size % 2 ** 32);
    this.u32(Math.floor(size / 2 ** 32));
  }

  private u32(value: number): void {
    this.view.setUint32(this.used, value, true);
    this.used += 4;
  }

  private async put(bytes: Uint8Array): Promise<void> {
    let offset = 0;
    while (offset < bytes.byteLength) {
      const room = CHUNK - this.used;
      if (room === 0) {
        await this.flush();
        continue;
      }
      const take = Math.min(room, bytes.byteLength - offset);
      this.buffer.set(bytes.subarray(offset, offset + take), this.used);
      this.used += take;
      offset += take;
    }
  }

  private async flush(): Promise<void> {
    if (this.used === 0) return;
    this.crc = crc32(this.buffer.subarray(0, this.used), this.crc);
    this.longestPauseMs = Math.max(this.longestPauseMs, performance.now() - this.resumedAt);
    await this.file.write(this.buffer, 0, this.used);
    this.bytes += this.used;
    this.used = 0;
    this.resumedAt = performance.now();
    this.signal?.throwIfAborted();
  }
}

export class SnapshotReader {
  private position = 0;
  private crc = 0;
  private sections = 0;

  private readonly file: FileHandle;
  private readonly size: number;
  private readonly readPiece: number;

  constructor(file: FileHandle, size: number, readPiece = READ_PIECE) {
    this.file = file;
    this.size = size;
    this.readPiece = readPiece;
  }

  /** The prelude's header, after checking the magic, the byte order and the format. */
  async begin(format: number): Promise<unknown> {
    const prelude = await this.read(PRELUDE + 4);
    const view = new DataView(prelude.buffer);
    if (new TextDecoder().decode(prelude.subarray(0, 8)) !== MAGIC) throw new SnapshotError("not a snapshot");
    if (view.getUint32(8, true) !== BYTE_ORDER) throw new SnapshotError("written in another byte order");
    const found = view.getUint32(12, true);
    if (found !== format) throw new SnapshotError(`format ${found}, not ${format}`);
    const length = view.getUint32(16, true);
    if (length > MAX_HEADER) throw new SnapshotError("header too long");
    return parse(await this.read(length));
  }

  /** Integers; `shared`: read into shared memory (growable.ts, SHARED). */
  async int32(shared = false): Promise<Int32Array> {
    const size = await this.section(INT32);
    if (size % 4) throw new SnapshotError("misaligned integers");
    return new Int32Array((await this.read(size, shared)).buffer);
  }

  async float64(shared = false): Promise<Float64Array> {
    const size = await this.section(FLOAT64);
    if (size % 8) throw new SnapshotError("misaligned numbers");
    return new Float64Array((await this.read(size, shared)).buffer);
  }

  async json(): Promise<unknown> {
    return parse(await this.read(await this.section(JSON_VALUE)));
  }

  async strings(): Promise<string[]> {
    const pieces = await this.section(STRINGS);
    const list: string[] = [];
    for (let i = 0; i < pieces; i++) {
      const length = new DataView((await this.read(4)).buffer).getUint32(0, true);
      const piece = parse(await this.read(length));
      if (!Array.isArray(piece) || piece.some((s) => typeof s !== "string"))
        throw new SnapshotError("not a list of strings");
      for (const s of piece) list.push(s);
    }
    return list;
  }

  /** Lists written by `SnapshotWriter.lists`: their starts in the values (one more than lists) and the values. */
  async lists(): Promise<{ offsets: Int32Array; data: Int32Array }> {
    const lengths = await this.int32();
    const data = await this.int32();
    const offsets = new Int32Array(lengths.length + 1);
    for (let i = 0; i < lengths.length; i++) {
      if (lengths[i]! < 0) throw new SnapshotError("negative list length");
      offsets[i + 1] = offsets[i]! + lengths[i]!;
    }
    if (offsets[lengths.length] !== data.length) throw new SnapshotError("list lengths do not add up");
    return { offsets, data };
  }

  /** Checks the trailer: the checksum of everything read, and nothing after it. */
  async end(): Promise<void> {
    const expected = this.crc;
    const trailer = new DataView((await this.readRaw(TRAILER, true)).buffer);
    if (trailer.getUint32(4, true) !== END) throw new SnapshotError("no end mark");
    if (trailer.getUint32(0, true) !== expected) throw new SnapshotError("checksum mismatch");
    if (this.position !== this.size) throw new SnapshotError("bytes after the end mark");
  }

  private async section(kind: number): Promise<number> {
    const view = new DataView((await this.read(16)).buffer);
    if (view.getUint32(0, true) !== ++this.sections) throw new SnapshotError("sections out of order");
    if (view.getUint32(4, true) !== kind) throw new SnapshotError(`section ${this.sections} of another kind`);
    return view.getUint32(8, true) + view.getUint32(12, true) * 2 ** 32;
  }

  private async read(length: number, shared = false): Promise<Uint8Array> {
    const bytes = await this.readRaw(length, false, shared);
    this.crc = crc32(bytes, this.crc);
    return bytes;
  }

  private async readRaw(length: number, trailer: boolean, shared = false): Promise<Uint8Array> {
    // Checked before allocating: a corrupted length must not ask for gigabytes.
    if (this.position + length > this.size - (trailer ? 0 : TRAILER)) throw new SnapshotError("truncated");
    const bytes = new Uint8Array(shared ? new SharedArrayBuffer(length) : new ArrayBuffer(length));
    let done = 0;
    while (done < length) {
      const piece = bytes.subarray(done, done + Math.min(this.readPiece, length - done));
      const { bytesRead } = await this.file.read(piece, 0, piece.byteLength, this.position + done);
      if (bytesRead === 0) throw new SnapshotError("truncated");
      done += bytesRead;
    }
    this.position += length;
    return bytes;
  }
}

function parse(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(decoder.decode(bytes));
  } catch {
    throw new SnapshotError("unreadable JSON");
  }
}
