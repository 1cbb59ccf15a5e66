import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { parseSync } from "vite";
import { describe, expect, it } from "vitest";

/**
 * Each noun of the domain has one module in `server/modules/<noun>/`, and two rules keep it the
 * noun's only owner:
 *
 * - Code outside a module reaches it only through its `index.ts`, the list of what other modules,
 *   routes and scripts may call; the files behind it can change without touching their callers.
 *   A module's own files (its tests too) import each other directly.
 * - Only a module's repositories (`*.repo.ts`) build SQL, so every query of a table is found in
 *   one file; services call their repository or another module's `index.ts`. Tests may build
 *   SQL to arrange their data.
 */
const root = resolve(import.meta.dirname, "../..");
const MODULES = "server/modules/";

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith("+") ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// Vite's parser (oxc): ESTree with TypeScript nodes.
type Node = { type: string; [key: string]: unknown };

function parse(file: string, text: string): Node {
  return parseSync(file, text, { lang: file.endsWith(".tsx") ? "tsx" : "ts" }).program as unknown as Node;
}

function isNode(value: unknown): value is Node {
  return typeof value === "object" && value !== null && typeof (value as Node).type === "string";
}

function walk(node: Node, visit: (node: Node) => void) {
  visit(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) if (isNode(item)) walk(item, visit);
    if (isNode(value)) walk(value, visit);
  }
}

/** Every module specifier the file imports or re-exports, statically or dynamically. */
function specifiersOf(program: Node): string[] {
  const found: string[] = [];
  walk(program, (node) => {
    if (
      node.type === "ImportDeclaration" ||
      node.type === "ExportNamedDeclaration" ||
      node.type === "ExportAllDeclaration" ||
      node.type === "ImportExpression" ||
      node.type === "TSImportType"
    ) {
      const source = (node.source ?? node.argument) as {
        value?: unknown;
        literal?: { value?: unknown };
      } | null;
      const value = source?.value ?? source?.literal?.value;
      if (typeof value === "string") found.push(value);
    }
  });
  return found;
}

/** The repository path an import lands on, or undefined for a package. */
function targetOf(file: string, specifier: string): string | undefined {
  if (specifier.startsWith("#")) return specifier.slice(1);
  if (specifier.startsWith(".")) return relative(root, resolve(root, dirname(file), specifier));
  return undefined;
}

function moduleOf(path: string): string | undefined {
  return path.startsWith(MODULES) ? path.slice(MODULES.length).split("/")[0] : undefined;
}

/** Imports from outside a module into anything of it but its index.ts. */
function boundaryOffences(file: string, text: string): string[] {
  const own = moduleOf(file);
  return specifiersOf(parse(file, text)).flatMap((specifier) => {
    const target = targetOf(file, specifier);
    const noun = target && moduleOf(target);
    if (!noun || noun === own || target === `${MODULES}${noun}/index.ts`) return [];
    return [`${file} → ${specifier}`];
  });
}

const QUERY_BUILDERS = new Set([
  "selectFrom",
  "insertInto",
  "updateTable",
  "deleteFrom",
  "replaceInto",
  "mergeInto",
]);

/** Where a file builds SQL: Kysely's query builders, or the `sql` template tag and its helpers. */
function sqlBuilt(file: string, text: string): string[] {
  const found: string[] = [];
  walk(parse(file, text), (node) => {
    if (node.type === "ImportDeclaration" && (node.source as { value: string }).value === "kysely") {
      for (const specifier of node.specifiers as Node[]) {
        const imported = specifier.imported as { name?: string } | undefined;
        if (imported?.name === "sql" && specifier.importKind !== "type") found.push("imports sql");
      }
    }
    if (node.type === "CallExpression") {
      const callee = node.callee as Node;
      const property =
        callee.type === "MemberExpression" ? (callee.property as { name?: string }) : undefined;
      if (property?.name && QUERY_BUILDERS.has(property.name)) found.push(`.${property.name}(`);
    }
  });
  return found;
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

describe("module boundaries", () => {
  it("code outside a module imports only its index.ts", () => {
    const offenders = ["app", "server", "core", "tests", "scripts", "bench"].flatMap((dir) =>
      sourceFiles(dir).flatMap((file) => boundaryOffences(file, readFileSync(join(root, file), "utf8"))),
    );
    expect(offenders).toEqual([]);
  });

  it("in server/modules only repositories build SQL", () => {
    const offenders = sourceFiles("server/modules")
      .filter((file) => !file.endsWith(".repo.ts") && !isTest(file))
      .flatMap((file) => {
        const found = sqlBuilt(file, readFileSync(join(root, file), "utf8"));
        return found.length ? [`${file}: ${[...new Set(found)].join(", ")}`] : [];
      });
    expect(offenders).toEqual([]);
  });

  it("every module has an index.ts and a README.md", () => {
    const missing = readdirSync(join(root, MODULES), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) =>
        ["index.ts", "README.md"]
          .filter((name) => !readdirSync(join(root, MODULES, entry.name)).includes(name))
          .map((name) => `${MODULES}${entry.name}/${name}`),
      );
    expect(missing).toEqual([]);
  });

  it("the checks themselves see a reach into a module and a query outside a repository", () => {
    expect(
      boundaryOffences(
        "server/api/things.api.ts",
        [
          'import { listThings } from "#server/modules/things/index.ts";',
          'import { findThing } from "#server/modules/things/things.repo.ts";',
          'import { other } from "../modules/things/other.ts";',
          'export type { Thing } from "#server/modules/things/thing.ts";',
        ].join("\n"),
      ),
    ).toEqual([
      "server/api/things.api.ts → #server/modules/things/things.repo.ts",
      "server/api/things.api.ts → ../modules/things/other.ts",
      "server/api/things.api.ts → #server/modules/things/thing.ts",
    ]);
    expect(
      boundaryOffences(
        "server/modules/things/things.service.ts",
        'import { findThing } from "./things.repo.ts";',
      ),
    ).toEqual([]);
    expect(
      sqlBuilt(
        "server/modules/things/things.service.ts",
        [
          'import { sql } from "kysely";',
          "export const list = (db) => db.selectFrom('things').where(sql`1 = 1`).execute();",
          "export const drop = (trx) => trx.deleteFrom('things').execute();",
        ].join("\n"),
      ),
    ).toEqual(["imports sql", ".selectFrom(", ".deleteFrom("]);
  });
});
