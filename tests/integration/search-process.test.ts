import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, type DbHandle } from "#server/db/connect.ts";
import { recordSearchChange } from "#server/modules/search/index.ts";
import { createPostgresTestDatabase } from "#tests/setup/postgres-test-database.ts";
import {
  buildIfStale,
  freePort,
  type ServerProcess,
  startServerProcess,
  stopServerProcess,
} from "#tests/setup/server-process.ts";
import { clientOf, searchOn } from "#tests/setup/two-servers-fixtures.ts";

/**
 * `npm start` with two HTTP workers holds one search index for the machine, in a search process
 * the workers ask (docs/decisions/037-one-search-index-per-machine.md): the metrics of all the
 * processes count one index; a change written to the database is found through the workers
 * within a second; when the search process dies the workers answer 503 (never hang) until the
 * main process has started another (after a pause of a second), and then search again; when an
 * HTTP worker dies the other serves every connection, and another starts after a pause.
 */
const DATABASES = [
  { name: "sqlite", postgres: false },
  ...(process.env.TEST_DATABASE_URL ? [{ name: "postgres", postgres: true }] : []),
];

/** Metric value (summed over the processes by the main process). */
async function metric(port: number, name: string): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  const value = new RegExp(`^${name} ([0-9.e+]+)`, "m").exec(text)?.[1];
  if (value === undefined) throw new Error(`the metrics have no ${name}`);
  return Number(value);
}

/** The processes the main process started, by kind (Linux /proc). */
function childrenOf(primary: number): { search: number[]; workers: number[] } {
  const children = readFileSync(`/proc/${primary}/task/${primary}/children`, "utf8").trim().split(/\s+/);
  const kinds = { search: [] as number[], workers: [] as number[] };
  for (const pid of children.filter(Boolean).map(Number)) {
    try {
      const env = readFileSync(`/proc/${pid}/environ`, "utf8").split("\0");
      if (env.includes("CARAVAN_PROCESS=search")) kinds.search.push(pid);
      else kinds.workers.push(pid);
    } catch {
      // gone meanwhile
    }
  }
  return kinds;
}

const searchProcessesOf = (primary: number) => childrenOf(primary).search;

/** A GET on a connection of its own (fetch would reuse a kept-alive one): the status, or the error's code. */
const getOnNewConnection = (url: string) =>
  new Promise<number | string>((resolve) => {
    const request = get(url, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode!);
    }).on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    request.setTimeout(10_000, () => {
      resolve("no answer in 10 s");
      request.destroy();
    });
  });

describe.each(DATABASES)("one search index for two HTTP workers [$name]", ({ postgres }) => {
  let database: Awaited<ReturnType<typeof createPostgresTestDatabase>> | undefined;
  let handle: DbHandle | undefined;
  let server: ServerProcess | undefined;
  let metricsPort = 0;
  const dataDir = mkdtempSync(join(tmpdir(), "caravan-search-process-"));
  const client = () => clientOf(server!);
  const searchStatus = async () =>
    (await client()("POST", "/api/products/search", { json: { searchStr: "zirconite" } })).status;

  beforeAll(async () => {
    buildIfStale();
    database = postgres ? await createPostgresTestDatabase(process.env.TEST_DATABASE_URL!) : undefined;
    const databaseUrl = database?.url ?? join(dataDir, "caravan.sqlite");
    metricsPort = await freePort();
    server = await startServerProcess({
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      DEMO: "true",
      SEED_PRODUCTS: "60",
      SERVER_WORKERS: "2",
      METRICS_PORT: String(metricsPort),
    });
    handle = connect(databaseUrl);
    // The workers listen only once the search process serves, so this is at once.
    expect((await fetch(`${server.origin}/readyz`)).status).toBe(200);
  }, 240_000);

  afterAll(async () => {
    await stopServerProcess(server);
    await handle?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it("holds one index in memory for the whole machine", async () => {
    // Three processes answer the main process's scrape: two HTTP workers and the search process.
    await expect
      .poll(() => metric(metricsPort, "caravan_search_indexes_in_memory"), { timeout: 10_000 })
      .toBe(1);
    const products = await handle!.db
      .selectFrom("products")
      .select(({ fn }) => fn.countAll<number>().as("n"))
      .where("is_published", "=", true)
      .executeTakeFirstOrThrow();
    expect(await metric(metricsPort, "caravan_search_index_documents")).toBe(Number(products.n));
    expect(searchProcessesOf(server!.process.pid!)).toHaveLength(1);
  });

  it("finds a product changed in the database through every worker within a second", async () => {
    const db = handle!.db;
    const product = await db
      .selectFrom("products")
      .select("id")
      .where("is_published", "=", true)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    await db
      .updateTable("product_texts")
      .set({ name: "Zirconite lantern" })
      .where("product_id", "=", product.id)
      .where("lang", "=", "en")
      .execute();
    const saved = performance.now();
    await recordSearchChange(db, "product", product.id);
    // Each connection is dealt to the worker holding the fewest: several fresh ones reach both.
    await expect
      .poll(() => searchOn(client(), "zirconite"), { timeout: 1000, interval: 50 })
      .toEqual([product.id]);
    expect(performance.now() - saved).toBeLessThan(1000);
    for (let i = 0; i < 6; i++) expect(await searchOn(client(), "zirconite")).toEqual([product.id]);
  });

  it("answers 503 while the search process is restarted after it died, then searches again", async () => {
    const primary = server!.process.pid!;
    const before = searchProcessesOf(primary);
    expect(before).toHaveLength(1);
    const dead = before[0]!;
    process.kill(dead, "SIGKILL");
    await expect.poll(() => searchProcessesOf(primary).includes(dead), { timeout: 5000 }).toBe(false);
    // Right after: the main process starts the next one after a pause of a second
    // (restart-backoff.ts). Nothing waits for it.
    const started = performance.now();
    const took: Record<string, number> = {};
    const timed = async <T>(name: string, ask: () => Promise<T>) => {
      const t = performance.now();
      const value = await ask();
      took[name] = Math.round(performance.now() - t);
      return value;
    };
    const answers = {
      search: await timed("search", searchStatus),
      page: await timed("page", () => client()("GET", "/search-product?s=zirconite")),
      readiness: await timed("readiness", async () => (await fetch(`${server!.origin}/readyz`)).status),
    };
    const restarted = searchProcessesOf(primary);
    expect(restarted.length).toBeLessThanOrEqual(1);
    const seen = JSON.stringify({ took, restarted: restarted.length });
    if (restarted.length === 0) {
      // No search process ran while these were answered: each is 503 at once (the socket refuses
      // the connection), saying when to ask again.
      expect(performance.now() - started, seen).toBeLessThan(2000);
      expect([answers.search, answers.page.status, answers.readiness]).toEqual([503, 503, 503]);
      expect(answers.page.headers.get("retry-after")).toBe("2");
    } else {
      // The machine was slow for over a second and the next one already started: what it has
      // not loaded yet is still 503, what it serves is found (checked below as well). A question
      // that reaches it inside a step of its load waits for that step (seen: 5 s on a loaded
      // machine), never past the workers' question timeout, as in the poll below.
      console.warn(`search process restarted before the first answers: ${seen}`);
      for (const status of [answers.search, answers.page.status, answers.readiness])
        expect([200, 503]).toContain(status);
      expect(
        Object.values(took).filter((ms) => ms >= 6000),
        seen,
      ).toEqual([]);
    }
    // Every answer meanwhile is 503 or found, each quickly, until the index serves again (kept
    // and checked after the poll: a failed expectation inside it would only make it ask again).
    const polled: { status: number; ms: number }[] = [];
    await expect
      .poll(
        async () => {
          const t = performance.now();
          const status = await searchStatus();
          polled.push({ status, ms: performance.now() - t });
          return status;
        },
        { timeout: 60_000, interval: 200 },
      )
      .toBe(200);
    expect(polled.filter((a) => a.status !== 200 && a.status !== 503)).toEqual([]);
    expect(polled.filter((a) => a.ms >= 6000)).toEqual([]);
    expect((await fetch(`${server!.origin}/readyz`)).status).toBe(200);
    expect(await searchOn(client(), "zirconite")).toHaveLength(1);
    expect(await metric(metricsPort, "caravan_search_indexes_in_memory")).toBe(1);
  }, 90_000);

  it("serves every connection with the other worker when an HTTP worker dies, and starts another after a pause", async () => {
    const primary = server!.process.pid!;
    const before = childrenOf(primary).workers;
    expect(before).toHaveLength(2);
    const dead = before[0]!;
    process.kill(dead, "SIGKILL");
    const killed = performance.now();
    // Fresh connections while the main process learns of the death: those dealt to the dead worker
    // and not taken by it go to the other, so none is reset or left unanswered.
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => getOnNewConnection(`${server!.origin}/readyz`)),
    );
    expect(answers).toEqual(Array(12).fill(200));
    // The replacement starts after a pause of a second (restart-backoff.ts), then serves.
    await expect.poll(() => childrenOf(primary).workers.length, { timeout: 30_000, interval: 100 }).toBe(2);
    expect(performance.now() - killed).toBeGreaterThan(900);
    expect(childrenOf(primary).workers).not.toContain(dead);
    expect(await getOnNewConnection(`${server!.origin}/readyz`)).toBe(200);
    expect(await searchOn(client(), "zirconite")).toHaveLength(1);
  }, 60_000);
});
