import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

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

  it("refuses an old Node with a message naming the version needed", () => {
    const result = spawnSync("/usr/bin/node", ["scripts/require-node.mjs"], { encoding: "utf8" });
    if (result.error) return; // no system Node on this machine: nothing to check
    const [major, minor] = (
      /v(\d+)\.(\d+)/.exec(spawnSync("/usr/bin/node", ["--version"], { encoding: "utf8" }).stdout) ?? []
    )
      .slice(1)
      .map(Number);
    if (major! > 22 || (major === 22 && minor! >= 22)) return;
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/needs Node\.js 22\.22 or newer/);
  });
});
