import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * The folder of the search process's Unix socket: only this user can enter it (mkdtemp makes it
 * 0700), and its name carries the primary's process id. An exiting primary removes its folder; one
 * killed outright (SIGKILL, out of memory) cannot, so each start removes the folders whose
 * primary is no longer running.
 */
const PREFIX = "caravan-";

export function createSocketFolder(parent = tmpdir(), pid = process.pid): string {
  removeStaleSocketFolders(parent);
  const folder = mkdtempSync(join(parent, `${PREFIX}${pid}-`));
  process.once("exit", () => rmSync(folder, { recursive: true, force: true }));
  return folder;
}

/** Removes `parent`'s socket folders whose process has ended; returns their names. */
export function removeStaleSocketFolders(parent: string, isRunning = processIsRunning): string[] {
  const removed: string[] = [];
  let names: string[];
  try {
    names = readdirSync(parent);
  } catch {
    return removed;
  }
  for (const name of names) {
    const pid = /^caravan-(\d+)-\w+$/.exec(name)?.[1];
    if (!pid || isRunning(Number(pid))) continue;
    try {
      rmSync(join(parent, name), { recursive: true, force: true });
      removed.push(name);
    } catch {
      // Another user's folder (a shared /tmp): not ours to remove.
    }
  }
  return removed;
}

function processIsRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: running, as another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
