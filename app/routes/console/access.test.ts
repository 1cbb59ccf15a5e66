import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";

/** Every module under app/routes/console (route modules and their helpers). */
function consoleModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith("+") ? [] : consoleModules(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// React Router runs a page's loaders side by side, so the console layout's check does not protect
// a child's data: each loader and action must refuse visitors itself, first thing.
it("every console loader and action checks the visitor's role itself before anything else", () => {
  const dir = new URL(".", import.meta.url).pathname;
  const unchecked: string[] = [];
  let checked = 0;
  for (const file of consoleModules(dir)) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(/export (?:async )?function (loader|action)\b[^{]*\{/g)) {
      const firstLines = text
        .slice(match.index + match[0].length)
        .split("\n")
        .slice(0, 4)
        .join("\n");
      if (/require(Staff|Admin)Page\(/.test(firstLines)) checked++;
      else unchecked.push(`${file.slice(dir.length)} ${match[1]}`);
    }
    expect(text, file).not.toMatch(/export const (loader|action)\b/);
  }
  expect(unchecked).toEqual([]);
  expect(checked).toBeGreaterThan(20);
});
