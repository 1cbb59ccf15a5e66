import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { createSocketFolder, removeStaleSocketFolders } from "./socket-folder.ts";

let parent: string;
afterEach(() => rmSync(parent, { recursive: true, force: true }));

/** The id of a process that has ended. */
function endedPid(): number {
  const child = spawnSync(process.execPath, ["-e", ""]);
  return child.pid!;
}

it("removes the socket folders of primaries that no longer run, and only those", () => {
  parent = mkdtempSync(join(tmpdir(), "socket-folders-"));
  const ended = endedPid();
  for (const name of [
    `caravan-${ended}-a1B2c3`,
    `caravan-${process.pid}-d4E5f6`,
    "caravan-x1",
    "other-1-abc",
  ])
    mkdirSync(join(parent, name));
  mkdirSync(join(parent, `caravan-${ended}-a1B2c3`, "inner"));

  expect(removeStaleSocketFolders(parent)).toEqual([`caravan-${ended}-a1B2c3`]);
  expect(readdirSync(parent).sort()).toEqual(
    ["caravan-x1", `caravan-${process.pid}-d4E5f6`, "other-1-abc"].sort(),
  );
});

it("makes a folder only its user can enter, named after the primary, after sweeping stale ones", () => {
  parent = mkdtempSync(join(tmpdir(), "socket-folders-"));
  const stale = join(parent, `caravan-${endedPid()}-zzzzzz`);
  mkdirSync(stale);
  const folder = createSocketFolder(parent);
  expect(folder.startsWith(join(parent, `caravan-${process.pid}-`))).toBe(true);
  expect(statSync(folder).mode & 0o777).toBe(0o700);
  expect(existsSync(stale)).toBe(false);
});
