import { mkdtempSync, rmSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import type { Db } from "#server/db/connect.ts";
import { SESSION_COOKIE } from "#server/modules/accounts/index.ts";
import { productWorld } from "./product-fixtures.ts";
import { freePort, type ServerProcess, startServerProcess, stopServerProcess } from "./server-process.ts";
import type { TestDeps } from "./test-db.ts";

/**
 * The site the two-server test runs on: the product world of product-fixtures.ts (the demo
 * catalogue, an active company with a member of each team role, the operator), with the company
 * trusted, so its product changes go live without review, and no sponsor products yet, so the one
 * the test adds is the only one a listing can show.
 */
export async function twoServerWorld(db: Db) {
  // productWorld reads only the database and its dialect from the test dependencies.
  const world = await productWorld({ db, dialect: "postgres" } as TestDeps);
  await db
    .updateTable("companies")
    .set({ is_trusted_supplier: true })
    .where("id", "=", world.companyId)
    .execute();
  await db.deleteFrom("home_products").where("kind", "=", "recommended").execute();
  // A listing in another top category than the world's products: only the sponsor row can show them there.
  const other = await db
    .selectFrom("categories")
    .select("code")
    .where("parent_code", "is", null)
    .where("code", "<>", world.leafCode.slice(0, 3))
    .orderBy("code")
    .executeTakeFirstOrThrow();
  return { ...world, otherListing: `/x/ca/${other.code}` };
}

export interface SiteServer {
  server: ServerProcess;
  dataDir: string;
  metricsPort: number;
}

/**
 * Starts `count` servers on the database at once, each with its data folder and metrics port.
 * The database holds the demo accounts already: DEMO=true serves them instead of refusing to start.
 */
/** `workers[i]`: SERVER_WORKERS of the i-th server (1 when absent). */
export function startServers(
  databaseUrl: string,
  count: number,
  workers: number[] = [],
): Promise<SiteServer[]> {
  const start = async (i: number) => {
    const dataDir = mkdtempSync(join(tmpdir(), "caravan-two-servers-"));
    const metricsPort = await freePort();
    const server = await startServerProcess({
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      DEMO: "true",
      SEED_PRODUCTS: "0",
      REGISTRATIONS_PER_HOUR: "2",
      METRICS_PORT: String(metricsPort),
      SERVER_WORKERS: String(workers[i] ?? 1),
    });
    return { server, dataDir, metricsPort };
  };
  return Promise.all(Array.from({ length: count }, (_, i) => start(i)));
}

export async function stopServers(servers: SiteServer[]): Promise<void> {
  await Promise.all(servers.map(({ server }) => stopServerProcess(server)));
  for (const { dataDir } of servers) rmSync(dataDir, { recursive: true, force: true });
}

export type Client = ReturnType<typeof clientOf>;

/**
 * Requests to one server as a browser or an API client sends them: from the site's own origin
 * (the server's SITE_HOST), with a session token as the cookie, a form as a urlencoded body or a
 * JSON body. A page asked for follows redirects (to its address's canonical form); an answer
 * to a change does not, so its status and cookies are the test's to read.
 */
export function clientOf(server: ServerProcess) {
  const site = `http://localhost:${server.port}`;
  return (
    method: string,
    path: string,
    options: { token?: string | undefined; form?: Record<string, string>; json?: unknown } = {},
  ) => {
    const headers: Record<string, string> = {};
    if (method !== "GET") headers.origin = site;
    if (options.token) headers.cookie = `${SESSION_COOKIE}=${options.token}`;
    let body: string | undefined;
    if (options.form) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      body = new URLSearchParams(options.form).toString();
    } else if (options.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(options.json);
    }
    return fetch(`${site}${path}`, {
      method,
      headers,
      redirect: method === "GET" ? "follow" : "manual",
      ...(body ? { body } : {}),
    });
  };
}

/** The ids of the products the server's search API finds for a text. */
export async function searchOn(client: Client, text: string): Promise<number[]> {
  const response = await client("POST", "/api/products/search", { json: { searchStr: text } });
  return ((await response.json()) as { products: { id: number }[] }).products.map((p) => p.id);
}

export const PASSWORD = "Quiet-harbour-lantern-42";

/** The registration form of buyer number `n`, as a browser posts it. */
export const registration = (n: number) => ({
  firstName: "Ada",
  lastName: "Lovelace",
  email: `buyer${n}@two-servers.test`,
  password: PASSWORD,
  passwordConfirm: PASSWORD,
  acceptTerms: "on",
  accountType: "buy",
});

/** The session token a response set (a sign-in, a registration), if any. */
export function sessionTokenOf(response: Response): string | undefined {
  for (const cookie of response.headers.getSetCookie()) {
    const [pair = ""] = cookie.split(";");
    const [name, value] = pair.split("=");
    if (name === SESSION_COOKIE && value) return value;
  }
  return undefined;
}

/** Whether the server says it leads (its metrics' caravan_maintenance_leader). */
export async function leads(metricsPort: number): Promise<boolean> {
  const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
  const value = /^caravan_maintenance_leader (\d)/m.exec(text)?.[1];
  if (value === undefined) throw new Error("the metrics have no caravan_maintenance_leader");
  return value === "1";
}

/** The recipients of the e-mails written to the outboxes (DATA_DIR/outbox) of the servers, one per e-mail. */
export async function outboxRecipients(dataDirs: string[]): Promise<string[]> {
  const recipients: string[] = [];
  for (const dir of dataDirs) {
    const outbox = join(dir, "outbox");
    const files = await readdir(outbox).catch(() => [] as string[]);
    for (const file of files.filter((name) => name.endsWith(".eml"))) {
      const to = /^To: (.+)$/m.exec(await readFile(join(outbox, file), "utf8"))?.[1];
      recipients.push((to ?? "").trim());
    }
  }
  return recipients;
}

/** The application names of the sessions holding an advisory lock on this database. */
export async function advisoryLockHolders(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select a.application_name as name from pg_locks l join pg_stat_activity a on a.pid = l.pid
     where l.locktype = 'advisory' and l.granted
       and l.database = (select oid from pg_database where datname = current_database())`.execute(db);
  return rows.map((row) => row.name);
}
