import { open, readFile, rm, stat } from "node:fs/promises";

/**
 * A lock older than this is a writer that hung, or one whose process id another process has
 * since (a container's processes get the same ids at every start): another process takes over.
 * Writing a million products' index takes seconds.
 */
const STALE_LOCK_MS = 600_000;

/**
 * Takes a lock file naming this process, for the snapshot writers of one data folder: resolves to
 * its release, or to undefined when a running process holds it. A lock whose process no longer
 * runs (it died while writing) or that is stale is taken over.
 */
export async function takeLock(path: string): Promise<(() => Promise<void>) | undefined> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const handle = await open(path, "wx").catch((error: NodeJS.ErrnoException) => {
      if (error.code === "EEXIST") return undefined;
      throw error;
    });
    if (handle) {
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(path, { force: true });
    }
    const holder = Number(await readFile(path, "utf8").catch(() => ""));
    const age = Date.now() - ((await stat(path).catch(() => undefined))?.mtimeMs ?? 0);
    if (isRunning(holder) && age < STALE_LOCK_MS) return undefined;
    await rm(path, { force: true });
  }
  return undefined;
}

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
