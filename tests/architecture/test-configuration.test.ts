import { globSync } from "node:fs";
import { matchesGlob, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import config from "../../vitest.config.ts";

/**
 * The unit test configuration names exactly the folders that hold tests: a pattern that matches
 * nothing is a folder that moved (its tests silently stopped running), and a test file no pattern
 * matches never runs at all.
 */
const root = resolve(import.meta.dirname, "../..");
// The patterns of every project the configuration runs (the shared one and the isolated one).
type Project = { test?: { include?: string[] } };
const include = [
  ...(config.test?.include ?? []),
  ...((config.test?.projects ?? []) as Project[]).flatMap((project) => project.test?.include ?? []),
];
const ignored = ["node_modules/**", "build/**", ".react-router/**", "tests/e2e/**"];

describe("vitest.config.ts", () => {
  it("includes only patterns that match test files", () => {
    expect(include.length).toBeGreaterThan(0);
    const empty = include.filter((pattern) => globSync(pattern, { cwd: root }).length === 0);
    expect(empty, "patterns that match no file").toEqual([]);
  });

  it("includes every unit test file of the repository", () => {
    const files = globSync("**/*.test.{ts,tsx}", {
      cwd: root,
      exclude: (path) => ignored.some((pattern) => matchesGlob(relative(root, resolve(root, path)), pattern)),
    });
    expect(files.length).toBeGreaterThan(100);
    const outside = files.filter((file) => !include.some((pattern) => matchesGlob(file, pattern)));
    expect(outside, "test files no include pattern matches").toEqual([]);
  });
});
