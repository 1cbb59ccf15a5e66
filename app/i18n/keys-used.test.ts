import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { CONSOLE_MESSAGES } from "#core/i18n/console-messages.ts";
import { MESSAGES } from "#core/i18n/resources.ts";
import { SUPPLIER_MESSAGES } from "#core/i18n/supplier-messages.ts";

/** Every source file of the app and server that may call t(). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === "node_modules" || entry.name.startsWith("+") ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const exists = (key: string) =>
  typeof key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], {
      ...MESSAGES.en,
      ...CONSOLE_MESSAGES.en,
      ...SUPPLIER_MESSAGES.en,
    }) === "string";

it("every literal key passed to t() exists in the English messages (a missing one would show as its key)", () => {
  const root = new URL("../..", import.meta.url).pathname;
  const missing: string[] = [];
  for (const file of [...sourceFiles(join(root, "app")), ...sourceFiles(join(root, "server"))]) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(/\bt\(\s*"([a-zA-Z][\w]*(?:\.[\w]+)+)"/g)) {
      if (!exists(match[1]!)) missing.push(`${file.slice(root.length)}: ${match[1]}`);
    }
  }
  expect(missing).toEqual([]);
});
