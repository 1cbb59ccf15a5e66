import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Reasons stand on their own. A comment, a test name or a document of the repository states the
 * rule it follows and why, or points to a document inside the repository (docs/…, README.md,
 * CONTRIBUTING.md). It never cites a section sign, the two specification files, a tracker's issue
 * number or notes kept outside the repository: a reader of the code has none of those, and they
 * go stale without anybody noticing (CONTRIBUTING.md, "Comments").
 *
 * The patterns below are written so that this file does not match them itself.
 */
const root = resolve(import.meta.dirname, "../..");

const FOLDERS = ["app", "core", "server", "scripts", "tests", "bench", "docs", "public"];
const ROOT_FILES = ["README.md", "CONTRIBUTING.md", "CHANGELOG.md"];
const TEXT = /\.(tsx?|mjs|cjs|js|css|md|ya?ml|html)$/;
const SKIP = new Set(["node_modules", "build", "dist", "coverage", "test-results", "playwright-report"]);

const FORBIDDEN: { what: string; pattern: RegExp }[] = [
  { what: "a section sign", pattern: /\u00a7/ },
  { what: "a specification file", pattern: /\b(storefront|catalogue)\.md\b/i },
  { what: "notes outside the repository", pattern: /\bSTACK-NOTE[S]\b|\bARCHITECTURE\.md\b/ },
  { what: "an issue number", pattern: /\bissues?[\s-]+#?\d+|\(#\d+\)/i },
  { what: "the specification", pattern: /\bthe spec\b|\bspec's\b|\bspec\s*:/i },
];

function files(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name) || entry.name.startsWith(".")) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return TEXT.test(entry.name) ? [path] : [];
  });
}

describe("reasons stand on their own", () => {
  const all = [...FOLDERS.flatMap(files), ...ROOT_FILES];

  it("reads the source and the docs", () => {
    expect(all.length).toBeGreaterThan(100);
    expect(all).toContain("README.md");
    expect(all.some((f) => f.startsWith("docs/decisions/"))).toBe(true);
  });

  it("cites no section, specification file, issue number or outside notes", () => {
    const found: string[] = [];
    for (const file of all) {
      const lines = readFileSync(join(root, file), "utf8").split("\n");
      lines.forEach((line, i) => {
        for (const { what, pattern } of FORBIDDEN) {
          if (pattern.test(line)) found.push(`${file}:${i + 1} cites ${what}: ${line.trim().slice(0, 120)}`);
        }
      });
    }
    expect(found).toEqual([]);
  });
});
