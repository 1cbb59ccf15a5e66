import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";

function routeModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith("+") ? [] : routeModules(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// On an in-page navigation React Router fetches the page's data from {path}.data, and loaders
// receive that request: a path read from it ends in `.data`, so links and search types built
// from it break after the first click. Loaders read the page's address from `url` (or the
// matched route's `pattern` and `params`).
it("no route module reads a page's path from the raw request", () => {
  const dir = new URL(".", import.meta.url).pathname;
  const offenders: string[] = [];
  for (const file of routeModules(dir)) {
    const text = readFileSync(file, "utf8");
    const names = [...text.matchAll(/(\w+) = new URL\(request\.url\)/g)].map((m) => m[1]!);
    const readsPath =
      /new URL\(request\.url\)\.pathname|request\.url\.(?:endsWith|includes|split|match)/.test(text) ||
      names.some((name) => new RegExp(`\\b${name}\\.(pathname|href)\\b|\\b${name}\\.toString\\(`).test(text));
    if (readsPath) offenders.push(file.slice(dir.length));
  }
  expect(offenders).toEqual([]);
});
