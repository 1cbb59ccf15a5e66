import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { Agent, get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { productPath } from "#core/rules/slug.ts";
import { connect } from "#server/db/connect.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { Random } from "#server/demo/random.ts";
import { hashPassword, insertUser } from "#server/modules/accounts/index.ts";
import { freePort, startServer, stopServer, waitForHealth } from "./bench-server.ts";

/**
 * A large spreadsheet import on the production build, and what it does to the site meanwhile
 * (targets: 10,000 rows imported in under 60 s, product pages keep their speed, memory bounded):
 *  1. product pages over loopback at --concurrency connections for --seconds: the baseline;
 *  2. a CSV of --rows valid products uploaded through the API, checked (the dry run), then
 *     imported by the background job while the same product-page load runs; the import's time
 *     from start to done, and the pages' p50/p95/p99 during it;
 *  3. the server processes' peak resident memory (VmHWM).
 *   npm run build && npm run bench:import [-- --rows 10000 --products 20000]
 * The catalogue is seeded once into data/bench-import-<N>k.sqlite and copied for each run, so
 * every run imports into the same database.
 */
const { values } = parseArgs({
  options: {
    rows: { type: "string", default: "10000" },
    products: { type: "string", default: "20000" },
    concurrency: { type: "string", default: "4" },
    seconds: { type: "string", default: "20" },
  },
});
const rows = Number(values.rows);
const products = Number(values.products);
const base = `data/bench-import-${Math.round(products / 1000)}k.sqlite`;
if (!existsSync(base)) {
  console.log(`${base}: seeding ${products} products (npm run seed)…`);
  const seeded = spawnSync("npm", ["run", "seed", "--", "--products", String(products)], {
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: base },
  });
  if (seeded.status !== 0) process.exit(1);
}
const dataDir = mkdtempSync(join(tmpdir(), "caravan-bench-import-"));
const database = join(dataDir, "bench.sqlite");
copyFileSync(base, database);
const setup = await prepare(database);

const port = await freePort();
const origin = `http://localhost:${port}`;
const server = startServer(port, { DATABASE_URL: database, DATA_DIR: dataDir, BIND_ADDRESS: "127.0.0.1" });
try {
  await waitForHealth(origin, server);
  const headers = { host: `localhost:${port}`, origin };
  const login = await fetch(`${origin}/api/auth/login`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ email: setup.email, password: setup.password }),
  });
  const cookie = login.headers
    .getSetCookie()
    .find((c) => c.startsWith("caravan_session="))!
    .split(";")[0]!;
  const authed = { ...headers, cookie };
  const random = new Random(9, 2026);
  const seconds = Number(values.seconds);
  const concurrency = Number(values.concurrency);
  await pageLoad(port, setup.pages, random, 5, concurrency);
  const baseline = await pageLoad(port, setup.pages, random, seconds, concurrency);
  report("Product pages, no import running", baseline);
  console.log(`Server processes' peak resident memory so far: ${peakRss(server.pid!)}`);

  const sheet = csv(setup.category, rows);
  const form = new FormData();
  form.set("sheet", new File([sheet], "products.csv", { type: "text/csv" }));
  let t = performance.now();
  const api = `${origin}/api/supplier/companies/${setup.companyId}/product-imports`;
  const run = (await (await fetch(api, { method: "POST", headers: authed, body: form })).json()) as {
    id: number;
    mapping: Record<string, string>;
  };
  console.log(
    `\nUpload of ${rows.toLocaleString("en")} rows (${(sheet.byteLength / 1024 / 1024).toFixed(1)} MB CSV): ${ms(t)}`,
  );
  t = performance.now();
  const checked = await fetch(`${api}/${run.id}/check`, {
    method: "POST",
    headers: { ...authed, "content-type": "application/json" },
    body: JSON.stringify({ mapping: run.mapping }),
  });
  const dry = (await checked.json()) as { counts: Record<string, number> };
  console.log(`Dry run: ${ms(t)} (${JSON.stringify(dry.counts)})`);

  t = performance.now();
  await fetch(`${api}/${run.id}/start`, { method: "POST", headers: authed });
  let done = false;
  let final: { status: string; counts: Record<string, number>; processedRows: number } | undefined;
  const poll = (async () => {
    while (!done) {
      final = (await (await fetch(`${api}/${run.id}`, { headers: authed })).json()) as typeof final;
      if (final!.status === "done" || final!.status === "failed") done = true;
      else await new Promise((r) => setTimeout(r, 250));
    }
  })();
  const during = await pageLoad(port, setup.pages, random, Number.POSITIVE_INFINITY, concurrency, () => done);
  await poll;
  const importSeconds = (performance.now() - t) / 1000;
  console.log(
    `Import: ${final!.status} in ${importSeconds.toFixed(1)} s, ${Math.round(rows / importSeconds)} rows/s (${JSON.stringify(final!.counts)})`,
  );
  report("Product pages while the import ran", during);
  console.log(`\nServer processes' peak resident memory: ${peakRss(server.pid!)}`);
} finally {
  await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
}

function ms(since: number) {
  return `${((performance.now() - since) / 1000).toFixed(2)} s`;
}

function report(title: string, run: { times: number[]; seconds: number; failed: number }) {
  const at = (p: number) =>
    run.times[Math.min(run.times.length - 1, Math.floor(p * run.times.length))]!.toFixed(1);
  console.log(
    `\n${title}: ${run.times.length} pages in ${run.seconds.toFixed(1)} s at ${values.concurrency} connections: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms; ${run.failed} not 200`,
  );
}

/** Peak resident memory of the server and its worker processes, in MB. */
function peakRss(pid: number): string {
  const hwm = (p: number) =>
    Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, "utf8"))?.[1] ?? 0) / 1024;
  const children = readdirSync(`/proc/${pid}/task`).flatMap((tid) =>
    readFileSync(`/proc/${pid}/task/${tid}/children`, "utf8").split(" ").filter(Boolean).map(Number),
  );
  return [pid, ...children].map((p) => `${Math.round(hwm(p))} MB`).join(", ");
}

/** A member of the first company with products, a leaf category, and the product pages to load. */
async function prepare(url: string) {
  const handle = connect(url);
  await migrateToLatest(handle.db);
  const company = await handle.db
    .selectFrom("products")
    .select("company_id")
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const password = "bench import passphrase";
  const email = `importer-${Date.now()}@bench.test`;
  const userId = await insertUser(
    handle.db,
    {
      email,
      passwordHash: await hashPassword(password),
      firstName: "B",
      lastName: "I",
      phone: null,
      companyName: null,
      confirmed: true,
    },
    ["supplier"],
  );
  await handle.db
    .insertInto("company_members")
    .values({ company_id: company.company_id, user_id: userId, role: "catalog_editor" })
    .execute();
  const leaf = await handle.db
    .selectFrom("categories as c")
    .select("c.code")
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom("categories as k").select("k.code").whereRef("k.parent_code", "=", "c.code"))),
    )
    .orderBy("c.code")
    .executeTakeFirstOrThrow();
  const published = await handle.db
    .selectFrom("products as p")
    .innerJoin("product_texts as t", (j) => j.onRef("t.product_id", "=", "p.id").on("t.lang", "=", "en"))
    .select(["p.id", "t.name"])
    .where("p.is_published", "=", true)
    .orderBy("p.id")
    .limit(5000)
    .execute();
  await handle.close();
  return {
    email,
    password,
    companyId: company.company_id,
    category: leaf.code,
    pages: published.map((r) => productPath(r.name, r.id)),
  };
}

function csv(category: string, count: number): Uint8Array<ArrayBuffer> {
  const lines = ["sku;category;name.en;description.en;place_of_origin;price_min;min_order_quantity;keywords"];
  for (let i = 1; i <= count; i++)
    lines.push(
      `BENCH-${i};${category};Bench product ${i};"<p>Product ${i}, imported</p>";CN;${(1 + (i % 500) / 10).toFixed(2)};${10 + (i % 90)};bench, import`,
    );
  return new TextEncoder().encode(`${lines.join("\n")}\n`);
}

/** Product pages at `concurrency` connections for `seconds`, or until `stop()` says so. */
async function pageLoad(
  port: number,
  pages: string[],
  random: Random,
  seconds: number,
  concurrency: number,
  stop: () => boolean = () => false,
) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const times: number[] = [];
  let failed = 0;
  const started = performance.now();
  const ends = started + seconds * 1000;
  const one = (path: string) =>
    new Promise<number>((resolve, reject) => {
      const request = get(
        {
          host: "127.0.0.1",
          port,
          path,
          agent,
          headers: { host: `localhost:${port}`, accept: "text/html", "accept-encoding": "gzip" },
        },
        (res) => res.resume().on("end", () => resolve(res.statusCode ?? 0)),
      );
      request.on("error", reject);
    });
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < ends && !stop()) {
        const t = performance.now();
        if ((await one(random.pick(pages))) !== 200) failed++;
        times.push(performance.now() - t);
      }
    }),
  );
  agent.destroy();
  return { times: times.sort((a, b) => a - b), seconds: (performance.now() - started) / 1000, failed };
}
