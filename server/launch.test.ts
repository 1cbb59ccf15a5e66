import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

// The system Node (not the pinned Node 24 that npm puts first on PATH), when it is an old one.
const systemNode = spawnSync("/usr/bin/node", ["--version"], { encoding: "utf8" });
const [major = 0, minor = 0] = (/v(\d+)\.(\d+)/.exec(systemNode.stdout ?? "") ?? []).slice(1).map(Number);
const hasOldNode = !systemNode.error && (major < 22 || (major === 22 && minor < 22));

describe("start-up", () => {
  it("stops with one clear line and a non-zero exit code on bad configuration", () => {
    const result = spawnSync(process.execPath, ["server/main.ts"], {
      env: { ...process.env, PORT: "eighty" },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(result.status).toBe(2);
    expect(result.stderr.trim()).toMatch(/^Configuration error: PORT .*\(got 'eighty'\)$/);
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
  });

  // Reported as skipped, not passed, on a machine whose system Node is already new enough.
  it.skipIf(!hasOldNode)("refuses an old Node with a message naming the version needed", () => {
    const result = spawnSync("/usr/bin/node", ["scripts/require-node.mjs"], { encoding: "utf8" });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/needs Node\.js 22\.22 or newer/);
  });
});
