// Extends Zod with .openapi() before any app schema exists. The production bundle happens to
// evaluate @hono/zod-openapi first; Vite's module runner evaluates app/ schemas first (through the
// route modules), and the API's `Schema.openapi(...)` calls would then fail.
import "@hono/zod-openapi";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ServerBuild } from "react-router";
import { createServer, type ViteDevServer } from "vite";
import type { createApp } from "#server/app.ts";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { findUserByEmail, openSession, SESSION_COOKIE, sessionUser } from "#server/modules/accounts/index.ts";
import type { TestDeps } from "#tests/setup/test-db.ts";
import { encodeLoosely } from "./hostile-values.ts";

/**
 * The whole server (REST API and every page through React Router's request handler) as a real
 * client meets it, in this process: Vite compiles server/app.ts and the React Router build from
 * the current sources (no stale build to forget), and requests go to the Hono app's fetch.
 */
export interface ServerModules {
  createApp: typeof createApp;
  build: ServerBuild;
}

let vite: Promise<ViteDevServer> | undefined;
let cacheDir: string | undefined;

/**
 * With CARAVAN_TEST_BUILD set (`npm test` sets it, right after building), the app comes from the
 * production build in build/server, which loads in a second, instead of Vite compiling every
 * route module again for each test file (about ten seconds each, on a two-core machine).
 */
const BUILT_APP = process.env.CARAVAN_TEST_BUILD
  ? new URL("../../../build/server/index.js", import.meta.url).pathname
  : undefined;

export async function loadServerModules(): Promise<ServerModules> {
  if (BUILT_APP) {
    const built = (await import(/* @vite-ignore */ BUILT_APP)) as {
      createApp: typeof createApp;
      serverBuild: ServerBuild;
    };
    return { createApp: built.createApp, build: built.serverBuild };
  }
  // Not the shared node_modules/.vite, nor one folder for all: other worktrees use the same
  // node_modules and may run at the same time. Removed by closeServerModules.
  cacheDir ??= mkdtempSync(join(tmpdir(), "caravan-fuzz-vite-"));
  vite ??= createServer({
    root: new URL("../../..", import.meta.url).pathname,
    // No HMR WebSocket either: its fixed port is taken when two of these run at once.
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    appType: "custom",
    logLevel: "error",
    cacheDir,
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const server = await vite;
  const app = (await server.ssrLoadModule("/server/app.ts")) as typeof import("#server/app.ts");
  const build = (await server.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  return { createApp: app.createApp, build };
}

export async function closeServerModules() {
  const server = await vite;
  vite = undefined;
  await server?.close();
  if (cacheDir) rmSync(cacheDir, { recursive: true, force: true });
  cacheDir = undefined;
}

export const ROLES = ["anonymous", "buyer", "supplier", "moderator", "admin"] as const;
export type Role = (typeof ROLES)[number];

export type FuzzBody =
  | { kind: "json"; value: unknown }
  | { kind: "urlencoded"; fields: [string, string][] }
  | { kind: "multipart"; fields: [string, string][] }
  | { kind: "raw"; contentType: string | null; text: string };

/** One request as the fuzzer generated it; printed as is when it fails. */
export interface FuzzRequest {
  role: Role;
  host: string;
  method: string;
  /** Path and query, already percent-encoded as a client would send them. */
  path: string;
  body?: FuzzBody;
}

export const HOSTS = ["localhost:3000", "ar.localhost:3000", "tr.localhost:3000"];

const ACCOUNT = {
  buyer: "buyer@caravan.test",
  supplier: "supplier@caravan.test",
  moderator: "moderator@caravan.test",
  admin: "admin@caravan.test",
} as const;

export interface FuzzTarget {
  send(request: FuzzRequest): Promise<Response>;
  /** How many requests were sent so far. */
  readonly sent: number;
}

/** A seeded database, a session for each role, and the app answering requests. */
export async function createFuzzTarget(deps: TestDeps, modules: ServerModules): Promise<FuzzTarget> {
  await seedDemoCatalogue(deps.db, deps.dialect, { products: 12, seed: 7 });
  await deps.search.start();
  const app = modules.createApp(deps, { clientDir: undefined });
  const tokens = new Map<Role, string>();

  // A request may end its own session (sign out, password change): open another when it did.
  async function cookieFor(role: Role): Promise<string | undefined> {
    if (role === "anonymous") return undefined;
    let token = tokens.get(role);
    if (!token || !(await sessionUser(deps, token))) {
      const user = await findUserByEmail(deps.db, ACCOUNT[role]);
      if (!user) throw new Error(`the demo seed has no ${role} account`);
      token = (await openSession(deps, user.id, { ip: null, userAgent: null })).token;
      tokens.set(role, token);
    }
    return `${SESSION_COOKIE}=${token}`;
  }

  let sent = 0;
  return {
    get sent() {
      return sent;
    },
    async send(request) {
      sent++;
      // The site reads the language from the Host header, which a Request does not add by itself.
      const headers = new Headers({
        host: request.host,
        origin: `http://${request.host}`,
        accept: "text/html,application/json",
      });
      const cookie = await cookieFor(request.role);
      if (cookie) headers.set("cookie", cookie);
      const body = encodeBody(request.body, headers);
      return app.fetch(
        new Request(`http://${request.host}${request.path}`, {
          method: request.method,
          headers,
          ...(body === undefined || request.method === "GET" || request.method === "HEAD" ? {} : { body }),
        }),
      );
    },
  };
}

function encodeBody(body: FuzzBody | undefined, headers: Headers): BodyInit | undefined {
  if (!body) return undefined;
  switch (body.kind) {
    case "json":
      headers.set("content-type", "application/json");
      return JSON.stringify(body.value) ?? "";
    case "urlencoded":
      // Written by hand, not URLSearchParams: a lone surrogate must reach the server as the
      // invalid bytes a careless client sends, not as U+FFFD.
      headers.set("content-type", "application/x-www-form-urlencoded");
      return body.fields.map(([k, v]) => `${encodeLoosely(k)}=${encodeLoosely(v)}`).join("&");
    case "multipart": {
      const form = new FormData();
      for (const [k, v] of body.fields) form.append(k, v);
      return form;
    }
    case "raw":
      if (body.contentType) headers.set("content-type", body.contentType);
      return body.text;
  }
}

/** A failed request, readable in the test output and pasteable into a regression test. */
export function describeRequest(request: FuzzRequest): string {
  const body = request.body
    ? `\n  body (${request.body.kind}): ${JSON.stringify(bodyValue(request.body))}`
    : "";
  return `${request.method} http://${request.host}${request.path} as ${request.role}${body}`.slice(0, 2_000);
}

function bodyValue(body: FuzzBody): unknown {
  return body.kind === "json" ? body.value : body.kind === "raw" ? body.text : body.fields;
}
