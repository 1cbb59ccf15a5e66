import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { stat, unlink } from "node:fs/promises";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { writeAtomically } from "#server/modules/media/index.ts";

/**
 * Where the bytes of private files are kept. Asynchronous and keyed by an opaque string the store
 * chooses, so an S3-compatible bucket can implement it as well as a local folder: put is one
 * upload, read one streamed download, delete one removal.
 */
export interface PrivateFileStore {
  /** Stores the bytes under a new random key and returns the key. */
  put(body: Uint8Array): Promise<string>;
  /** The stored bytes as a stream, or undefined when nothing is stored under this key. */
  read(key: string): Promise<Readable | undefined>;
  /** Removes the bytes; a key with nothing stored under it is not an error. */
  delete(key: string): Promise<void>;
}

/** 128 random bits as hex: the only names the store writes or reads. */
const KEY = /^[0-9a-f]{32}$/;

/**
 * Private files kept on local disk, in `${DATA_DIR}/private/`: never under the public uploads
 * folder or any path the server serves, so only the service's access check hands them out.
 */
export const privateFilesDir = (dataDir: string) => join(dataDir, "private");

export function localPrivateFileStore(dataDir: string): PrivateFileStore {
  const dir = privateFilesDir(dataDir);
  const pathOf = (key: string) => {
    // A key that is not one of ours never reaches the file system (no "../", no other folder).
    if (!KEY.test(key)) return undefined;
    return join(dir, key);
  };
  return {
    async put(body) {
      const key = randomBytes(16).toString("hex");
      await writeAtomically(join(dir, key), body);
      return key;
    },
    async read(key) {
      const file = pathOf(key);
      if (!file) return undefined;
      const found = await stat(file).catch(() => undefined);
      if (!found?.isFile()) return undefined;
      return createReadStream(file);
    },
    async delete(key) {
      const file = pathOf(key);
      if (!file) return;
      await unlink(file).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== "ENOENT") throw error;
      });
    },
  };
}
