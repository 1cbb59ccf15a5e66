import { createHash, randomBytes } from "node:crypto";
import { mkdir, open, readdir, readFile, rename, rm } from "node:fs/promises";
import { join } from "node:path";
import type { Db } from "#server/db/connect.ts";
import type { Logger } from "#server/lib/logger.ts";
import { type IndexCapture, readIndex, writeIndex } from "./index-snapshot.ts";
import * as feed from "./search-changes.repo.ts";
import type { SearchIndex } from "./search-index.ts";
import { SnapshotReader, SnapshotWriter } from "./snapshot-file.ts";
import { takeLock } from "./snapshot-lock.ts";

/** Where and how often a server keeps a snapshot of its search index (server/config.ts). */
export interface SnapshotSettings {
  /** The folder of the snapshot file (DATA_DIR/search). */
  dir: string;
  /** A new snapshot once this many feed rows came after the one on disk… */
  afterChanges: number;
  /** …or once the one on disk is this old and any row came after it. */
  afterMs: number;
}

/** The layout of the file (snapshot-file.ts, index-snapshot.ts); a new one is a new file name. */
export const SNAPSHOT_FORMAT = 1;

/**
 * The code that decides what the index holds for a catalogue: a change to any of these files
 * (another tokenizer, another column) makes the snapshots of the old code unusable.
 */
const INDEX_CODE = [
  "ascii-word-table.ts",
  "growable.ts",
  "index-loader.ts",
  "index-record.ts",
  "index-snapshot.ts",
  "listing-quality.ts",
  "search-index.ts",
  "search.repo.ts",
  "snapshot-file.ts",
  "text-index-worker.ts",
  "text-postings.ts",
  "text-tokens.ts",
];
interface Fingerprint {
  code: string;
  schema: string;
}
type Anchor = NonNullable<Awaited<ReturnType<typeof feed.findChange>>>;
interface Header {
  fingerprint: Fingerprint;
  /** The last feed row the index had applied, as the database holds it. */
  anchor: Anchor;
  writtenAt: number;
  slots: number;
}

export interface SnapshotWritten {
  file: string;
  bytes: number;
  ms: number;
  /** The longest the write kept requests waiting (the capture is measured apart). */
  longestPauseMs: number;
}

/**
 * The snapshot file of one data folder: read at start when it fits the code and the database,
 * written atomically (a temporary file, flushed to disk, then renamed over the old one) by one
 * process at a time. Docs: docs/decisions/033-search-index-snapshots.md.
 */
export class SnapshotStore {
  readonly file: string;
  private code: Promise<string> | undefined;

  readonly settings: SnapshotSettings;
  private readonly db: Db;
  private readonly log: Logger | undefined;

  constructor(settings: SnapshotSettings, db: Db, log?: Logger) {
    this.settings = settings;
    this.db = db;
    this.log = log;
    this.file = join(settings.dir, `index-v${SNAPSHOT_FORMAT}.snap`);
  }

  /** The snapshot's index and the feed position it was taken at; undefined (and a log line) if it is not usable. */
  async load(): Promise<{ index: SearchIndex; position: number } | undefined> {
    const handle = await open(this.file, "r").catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") this.log?.info({ file: this.file }, "no search index snapshot yet");
      else this.log?.warn({ err: error, file: this.file }, "search index snapshot unreadable");
      return undefined;
    });
    if (!handle) return undefined;
    try {
      const reader = new SnapshotReader(handle, (await handle.stat()).size);
      const header = (await reader.begin(SNAPSHOT_FORMAT)) as Header;
      const reason = await this.unusable(header);
      if (reason) {
        this.log?.info(
          { file: this.file, reason },
          "search index snapshot not used; building from the database",
        );
        return undefined;
      }
      const index = await readIndex(reader);
      await reader.end();
      return { index, position: header.anchor.id };
    } catch (error) {
      this.log?.warn(
        { err: error, file: this.file },
        "search index snapshot broken; building from the database",
      );
      return undefined;
    } finally {
      await handle.close();
    }
  }

  /**
   * When the snapshot on disk was written and at which feed position, read from its header alone
   * (not checked further), if it was written by this code: the processes of a cluster each ask it
   * before writing one of their own.
   */
  async onDisk(): Promise<{ position: number; writtenAt: number } | undefined> {
    const handle = await open(this.file, "r").catch(() => undefined);
    if (!handle) return undefined;
    try {
      const header = (await new SnapshotReader(handle, (await handle.stat()).size).begin(
        SNAPSHOT_FORMAT,
      )) as Header;
      const current = await this.fingerprint();
      if (header.fingerprint?.code !== current.code || header.fingerprint.schema !== current.schema)
        return undefined;
      return { position: header.anchor.id, writtenAt: header.writtenAt };
    } catch {
      return undefined;
    } finally {
      await handle.close();
    }
  }

  /**
   * Writes a captured index taken at feed row `position`. Undefined when another process is
   * writing, or there is nothing to anchor it to (an empty feed, or a row a rebuild pruned).
   */
  async save(
    capture: IndexCapture,
    position: number,
    signal?: AbortSignal,
  ): Promise<SnapshotWritten | undefined> {
    const release = await this.lock();
    if (!release) return undefined;
    try {
      return await this.write(capture, position, signal);
    } finally {
      await release();
    }
  }

  /** `save` for a caller that holds the lock (it looked at the file on disk under it first). */
  async write(
    capture: IndexCapture,
    position: number,
    signal?: AbortSignal,
  ): Promise<SnapshotWritten | undefined> {
    const started = performance.now();
    const anchor = position > 0 ? await feed.findChange(this.db, position) : undefined;
    if (!anchor) return undefined;
    const header: Header = {
      fingerprint: await this.fingerprint(),
      anchor,
      writtenAt: Date.now(),
      slots: capture.slotCount,
    };
    await this.removeLeftovers();
    const temp = `${this.file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
    const handle = await open(temp, "wx");
    let writer: SnapshotWriter;
    try {
      writer = new SnapshotWriter(handle, signal);
      await writer.begin(SNAPSHOT_FORMAT, header);
      await writeIndex(capture, writer);
      await writer.end();
      await handle.sync();
    } catch (error) {
      await handle.close();
      await rm(temp, { force: true });
      throw error;
    }
    await handle.close();
    await rename(temp, this.file);
    await syncFolder(this.settings.dir);
    return {
      file: this.file,
      bytes: writer.bytes,
      ms: Math.round(performance.now() - started),
      longestPauseMs: Math.round(writer.longestPauseMs * 10) / 10,
    };
  }

  private async fingerprint(): Promise<Fingerprint> {
    this.code ??= codeHash();
    return { code: await this.code, schema: await feed.findSchemaVersion(this.db) };
  }

  /** Why a snapshot with this header does not describe this database, if it does not. */
  private async unusable(header: Header): Promise<string | undefined> {
    const current = await this.fingerprint();
    if (header?.fingerprint?.code !== current.code) return "taken by other index code";
    if (header.fingerprint.schema !== current.schema) return "taken on another database schema";
    if (!Number.isInteger(header.anchor?.id) || header.anchor.id <= 0) return "no feed position";
    const row = await feed.findChange(this.db, header.anchor.id);
    // A reset or another database numbers its feed anew: the same id is another row there.
    if (JSON.stringify(row) !== JSON.stringify(header.anchor)) return "its feed row is not in this database";
    return undefined;
  }

  /**
   * Takes the folder's write lock: resolves to its release, or to undefined when another live
   * process holds it.
   */
  async lock(): Promise<(() => Promise<void>) | undefined> {
    await mkdir(this.settings.dir, { recursive: true });
    return takeLock(`${this.file}.lock`);
  }

  /** Temporary files of writers that died, and snapshots of other formats (the lock is held). */
  private async removeLeftovers(): Promise<void> {
    const current = `index-v${SNAPSHOT_FORMAT}.snap`;
    for (const name of await readdir(this.settings.dir)) {
      const stale =
        /^index-v\d+\.snap\..+\.tmp$/.test(name) || (/^index-v\d+\.snap$/.test(name) && name !== current);
      if (stale) await rm(join(this.settings.dir, name), { force: true });
    }
  }
}

async function codeHash(): Promise<string> {
  const hash = createHash("sha256");
  for (const name of INDEX_CODE) hash.update(await readFile(new URL(name, import.meta.url)));
  return hash.digest("hex").slice(0, 16);
}

/** A rename is durable once the folder holding it is flushed too. */
async function syncFolder(dir: string): Promise<void> {
  const handle = await open(dir, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
