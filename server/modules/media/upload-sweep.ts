import { readdir, stat, unlink } from "node:fs/promises";
import { join } from "node:path";
import type { Db } from "#server/db/connect.ts";
import { findTextsContaining } from "./media.repo.ts";
import { UPLOAD_PREFIX, uploadsDir } from "./upload-paths.ts";

/** An upload younger than this is never removed: its banner may still be on its way to the database. */
const GRACE_MS = 86_400_000;
const UPLOAD_NAME = /\/media\/uploads\/([0-9a-f]{32})(?:_\d+x\d+)?\.jpg/g;

/**
 * Removes console uploads that nothing refers to any more (a banner deleted, a tile given a new
 * picture), with their resized copies in the media cache. A name counts as used wherever the
 * site could show it: the merchandising tables, and the HTML that staff write (SEO texts, static
 * pages, campaigns), where an upload's address may have been pasted. Returns how many went.
 */
export async function sweepUnusedUploads(db: Db, dataDir: string, now = Date.now()): Promise<number> {
  let files: string[];
  try {
    files = await readdir(uploadsDir(dataDir));
  } catch {
    return 0; // nothing uploaded yet
  }
  const used = await namesInUse(db);
  let removed = 0;
  for (const file of files) {
    const name = /^([0-9a-f]{32})\.jpg$/.exec(file)?.[1];
    if (!name || used.has(name)) continue;
    const path = join(uploadsDir(dataDir), file);
    const info = await stat(path).catch(() => undefined);
    if (!info || now - info.mtimeMs < GRACE_MS) continue;
    await unlink(path).catch(() => undefined);
    await removeCachedVariants(dataDir, name);
    removed++;
  }
  return removed;
}

async function namesInUse(db: Db): Promise<Set<string>> {
  const like = `%${UPLOAD_PREFIX}%`;
  const texts = await findTextsContaining(db, like);
  const names = new Set<string>();
  for (const rows of texts)
    for (const { text } of rows) for (const match of (text ?? "").matchAll(UPLOAD_NAME)) names.add(match[1]!);
  return names;
}

/** The media route caches resized uploads as media-cache/uploads-{name}_{W}x{H}.jpg. */
async function removeCachedVariants(dataDir: string, name: string): Promise<void> {
  const cacheDir = join(dataDir, "media-cache");
  const cached = await readdir(cacheDir).catch(() => [] as string[]);
  await Promise.all(
    cached
      .filter((file) => file.startsWith(`uploads-${name}`))
      .map((file) => unlink(join(cacheDir, file)).catch(() => undefined)),
  );
}
