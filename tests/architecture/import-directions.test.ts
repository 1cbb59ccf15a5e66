import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { parseSync } from "vite";
import { describe, expect, it } from "vitest";

/**
 * The direction of imports between the three layers (docs/decisions/017-layout.md):
 *
 * - `core/` is what both sides use (schemas, the i18n core and locales, URL building and parsing,
 *   domain rules). It imports neither `app/` nor `server/`, so the browser bundle never pulls in
 *   server code through it and the server never depends on React.
 * - `server/` never imports `app/`.
 * - `app/` reaches `server/` only from code that runs on the server alone: `*.server.ts(x)` files
 *   and the `loader` and `action` of a route module (with the module's helpers only they call), which
 *   React Router removes from the browser bundle together with the imports only they use. Anything else that imported the server would
 *   ship it to the browser, or fail the build.
 */
const root = resolve(import.meta.dirname, "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith("+") ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// Vite's parser (oxc): ESTree with TypeScript nodes. TypeScript 7's package has no compiler API.
type Node = { type: string; [key: string]: unknown };
type Program = { body: Node[] };

interface Import {
  specifier: string;
  /** The top-level folder the import lands in (app, core, server, tests, …), or undefined for a package. */
  layer: string | undefined;
  declaration: Node | undefined;
}

function layerOf(file: string, specifier: string): string | undefined {
  if (specifier.startsWith("#")) return specifier.slice(1).split("/")[0];
  if (!specifier.startsWith(".")) return undefined;
  return relative(root, resolve(root, dirname(file), specifier)).split("/")[0];
}

function children(node: Node): Node[] {
  return Object.values(node).flatMap((value) => {
    if (Array.isArray(value)) return value.filter(isNode);
    return isNode(value) ? [value] : [];
  });
}

function isNode(value: unknown): value is Node {
  return typeof value === "object" && value !== null && typeof (value as Node).type === "string";
}

/** Calls `visit` with every node under `node` and its ancestors (nearest first). */
function walk(node: Node, visit: (node: Node, ancestors: readonly Node[]) => boolean | undefined) {
  const go = (at: Node, ancestors: Node[]) => {
    if (visit(at, ancestors) === false) return;
    const inner = [at, ...ancestors];
    for (const child of children(at)) go(child, inner);
  };
  go(node, []);
}

function sourceOf(node: Node): string | undefined {
  const source = node.source as { value?: unknown } | null | undefined;
  return typeof source?.value === "string" ? source.value : undefined;
}

function importsOf(file: string, program: Program): Import[] {
  const found: Import[] = [];
  walk(program as unknown as Node, (node) => {
    const specifier =
      node.type === "ImportDeclaration" ||
      node.type === "ExportNamedDeclaration" ||
      node.type === "ExportAllDeclaration" ||
      node.type === "ImportExpression"
        ? sourceOf(node)
        : undefined;
    if (specifier)
      found.push({
        specifier,
        layer: layerOf(file, specifier),
        declaration: node.type === "ImportDeclaration" ? node : undefined,
      });
    return undefined;
  });
  return found;
}

function parse(file: string, text = readFileSync(join(root, file), "utf8")): Program {
  return parseSync(file, text, { lang: file.endsWith(".tsx") ? "tsx" : "ts" }).program as unknown as Program;
}

/** The route modules React Router loads: the root and every file app/routes.ts names. */
function routeModules(): Set<string> {
  const table = readFileSync(join(root, "app/routes.ts"), "utf8");
  const files = [...table.matchAll(/"(routes\/[^"]+\.tsx?)"/g)].map((match) => `app/${match[1]}`);
  return new Set(["app/root.tsx", ...files]);
}

function nameOf(node: unknown): string | undefined {
  return isNode(node) && node.type === "Identifier" ? (node.name as string) : undefined;
}

/** The name of the top-level function or variable a node lies in (its outermost named declaration). */
function topLevelNameOf(ancestors: readonly Node[]): string | undefined {
  for (let i = ancestors.length - 1; i >= 0; i--) {
    const at = ancestors[i]!;
    if (at.type === "FunctionDeclaration" || at.type === "VariableDeclarator") return nameOf(at.id);
  }
  return undefined;
}

/**
 * The top-level names that run on the server alone: `loader`, `action`, and the module's own
 * helpers that only they (or other such helpers) use. React Router drops all of these, and the
 * imports only they use, from the browser bundle.
 */
function serverOnlyNames(program: Program): Set<string> {
  const exported = new Set<string>();
  const usedFrom = new Map<string, Set<string | undefined>>();
  const declared = new Set<string>();
  for (const statement of program.body) {
    const declaration =
      statement.type === "ExportNamedDeclaration" ? (statement.declaration as Node | null) : statement;
    if (!declaration) continue;
    const names =
      declaration.type === "FunctionDeclaration"
        ? [nameOf(declaration.id)]
        : declaration.type === "VariableDeclaration"
          ? (declaration.declarations as Node[]).map((d) => nameOf(d.id))
          : [];
    for (const name of names) {
      if (!name) continue;
      declared.add(name);
      if (statement.type === "ExportNamedDeclaration") exported.add(name);
    }
  }
  walk(program as unknown as Node, (node, ancestors) => {
    if (node.type.startsWith("TS")) return false;
    const name = nameOf(node);
    if (!name || !declared.has(name) || isKey(node, ancestors[0])) return undefined;
    const from = topLevelNameOf(ancestors);
    if (from !== name) usedFrom.set(name, (usedFrom.get(name) ?? new Set()).add(from));
    return undefined;
  });
  const serverOnly = new Set(["loader", "action"]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [name, users] of usedFrom) {
      if (serverOnly.has(name) || exported.has(name)) continue;
      if ([...users].every((user) => user !== undefined && serverOnly.has(user))) {
        serverOnly.add(name);
        grew = true;
      }
    }
  }
  return serverOnly;
}

/** An identifier that names a property (`a.name`, `{ name: … }`), not a binding. */
function isKey(node: Node, parent: Node | undefined): boolean {
  return (
    (parent?.type === "MemberExpression" && parent.property === node && !parent.computed) ||
    (parent?.type === "Property" && parent.key === node && !parent.shorthand)
  );
}

/** The names a route module imports from the server and uses outside its loader and action. */
function serverNamesUsedOutsideLoaders(program: Program, declaration: Node): string[] {
  if (declaration.importKind === "type") return [];
  const names = new Set(
    (declaration.specifiers as Node[])
      .filter((specifier) => specifier.importKind !== "type")
      .map((specifier) => nameOf(specifier.local))
      .filter((name): name is string => name !== undefined),
  );
  const serverOnly = serverOnlyNames(program);
  const offending = new Set<string>();
  walk(program as unknown as Node, (node, ancestors) => {
    if (node === declaration || node.type.startsWith("TS")) return false; // the import itself; types
    const name = nameOf(node);
    if (!name || !names.has(name) || isKey(node, ancestors[0])) return undefined;
    if (!serverOnly.has(topLevelNameOf(ancestors) ?? "")) offending.add(name);
    return undefined;
  });
  return [...offending];
}

describe("import directions", () => {
  it("core/ imports neither app/ nor server/", () => {
    const offenders = sourceFiles("core").flatMap((file) =>
      importsOf(file, parse(file))
        .filter((i) => i.layer === "app" || i.layer === "server" || i.layer === "tests")
        .map((i) => `${file} → ${i.specifier}`),
    );
    expect(offenders).toEqual([]);
  });

  it("server/ never imports app/", () => {
    const offenders = sourceFiles("server").flatMap((file) =>
      importsOf(file, parse(file))
        .filter((i) => i.layer === "app")
        .map((i) => `${file} → ${i.specifier}`),
    );
    expect(offenders).toEqual([]);
  });

  it("app/ imports server/ only in *.server files and in route modules' loaders and actions", () => {
    const routes = routeModules();
    const offenders: string[] = [];
    for (const file of sourceFiles("app")) {
      if (/\.server\.(test\.)?tsx?$/.test(file)) continue;
      const program = parse(file);
      for (const found of importsOf(file, program)) {
        if (found.layer !== "server") continue;
        if (!routes.has(file) || !found.declaration) {
          offenders.push(`${file} → ${found.specifier}`);
          continue;
        }
        const names = serverNamesUsedOutsideLoaders(program, found.declaration);
        if (names.length > 0) offenders.push(`${file} → ${found.specifier} (${names.join(", ")})`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it("the check itself sees a server import used outside a loader", () => {
    const program = parse(
      "app/routes/x.tsx",
      [
        'import { findThing, type Thing } from "#server/modules/things.ts";',
        "export async function loader() { return { thing: await findThing() }; }",
        "function load() { return findThing(); }",
        "export async function action() { return load(); }",
        "export default function Page(props: { thing: Thing }) { return findThing(); }",
      ].join("\n"),
    );
    const declaration = program.body[0]!;
    expect(serverNamesUsedOutsideLoaders(program, declaration)).toEqual(["findThing"]);
  });
});
