import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { sql } from "kysely";
import { connect, type Db, type DbHandle } from "#server/db/connect.ts";
import { durableTransaction } from "#server/db/durable-transaction.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { hitRateLimit } from "#server/lib/rate-limit.ts";
import { insertComment } from "#server/modules/comments/index.ts";
import { type DealValues, insertDeal } from "#server/modules/deals/index.ts";
import { insertContactItem } from "#server/modules/help-center/index.ts";

/**
 * What it costs to acknowledge a write only once it would survive a power cut. N writes of each
 * kind the site acknowledges (purchase request, message to a supplier, comment, message to the
 * administrators) and one it does not (a rate-limit counter), through the repositories the
 * services use, under three policies, interleaved in rounds so disk noise hits all alike:
 *   normal      synchronous=NORMAL, the connection's level for every other write
 *   durable     durableTransaction (FULL for that transaction only): what the services do
 *   full-always synchronous=FULL on the connection for every write
 * With --database postgres://…: synchronous_commit off vs on (the default) vs durableTransaction.
 *   npm run bench:durability -- --writes 2000 [--dir /var/lib/caravan] [--database postgres://…]
 * --dir must be on the disk the database will live on: fsync costs what that disk costs.
 */
const { values } = parseArgs({
  options: {
    writes: { type: "string", default: "2000" },
    dir: { type: "string", default: tmpdir() },
    database: { type: "string" },
  },
});
const WRITES = Number(values.writes);
const ROUNDS = 5;

type Write = (db: Db, i: number) => Promise<unknown>;
interface Policy {
  name: string;
  prepare: (db: Db) => Promise<void>;
  run: (db: Db, write: Write, i: number) => Promise<unknown>;
  /** Applies to acknowledged writes only; the others run as they are. */
  durableOnly?: boolean;
}

async function main() {
  const dir = mkdtempSync(join(values.dir, "caravan-durability-"));
  console.log(`disk: ${execFileSync("df", ["-hT", dir]).toString().trim().split("\n").pop()}`);
  try {
    await benchSqlite(join(dir, "bench.sqlite"));
    if (values.database) await benchPostgres(values.database);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function benchSqlite(file: string) {
  const handle = connect(file);
  const level = (name: string) => async (db: Db) =>
    void (await sql.raw(`pragma synchronous = ${name}`).execute(db));
  await prepareDatabase(handle);
  await measure(`SQLite ${file} (WAL), ${WRITES} writes of each kind`, handle.db, [
    { name: "NORMAL", prepare: level("normal"), run: (db, write, i) => write(db, i) },
    {
      name: "FULL for these (durableTransaction)",
      durableOnly: true,
      prepare: level("normal"),
      run: (db, write, i) => durableTransaction(db, (trx) => write(trx, i)),
    },
    { name: "FULL always", prepare: level("full"), run: (db, write, i) => write(db, i) },
  ]);
  await handle.close();
}

async function benchPostgres(url: string) {
  const schema = `bench_${randomBytes(4).toString("hex")}`;
  const admin = connect(url);
  await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  const handle = connect(url, { pgSchema: schema });
  const commit = (setting: "on" | "off") => async (db: Db) =>
    void (await sql.raw(`set synchronous_commit = ${setting}`).execute(db));
  try {
    const { rows } = await sql<{ synchronous_commit: string }>`show synchronous_commit`.execute(handle.db);
    console.log(`\nPostgreSQL server default: synchronous_commit = ${rows[0]!.synchronous_commit}`);
    await prepareDatabase(handle, schema);
    // One connection throughout, so a session setting applies to every write that follows it.
    await handle.db.connection().execute((db) =>
      measure(`PostgreSQL ${url.replace(/\/\/[^@/]*@/, "//")}, ${WRITES} writes of each kind`, db, [
        { name: "synchronous_commit off", prepare: commit("off"), run: (db, write, i) => write(db, i) },
        {
          name: "synchronous_commit on (default)",
          prepare: commit("on"),
          run: (db, write, i) => write(db, i),
        },
        {
          name: "durableTransaction (server set to off)",
          prepare: commit("off"),
          run: (db, write, i) => durableTransaction(db, (trx) => write(trx, i)),
        },
      ]),
    );
  } finally {
    await handle.close();
    await sql`drop schema ${sql.id(schema)} cascade`.execute(admin.db);
    await admin.close();
  }
}

async function prepareDatabase(handle: DbHandle, pgSchema?: string) {
  await migrateToLatest(handle.db, { pgSchema });
  await seedDemoCatalogue(handle.db, handle.dialect, { products: 20, seed: 1 });
}

async function measure(title: string, db: Db, policies: Policy[]) {
  const kinds = await writeKinds(db);
  const timings = new Map<string, number[]>();
  const perRound = Math.ceil(WRITES / ROUNDS);
  let n = 0;
  for (let round = 0; round < ROUNDS; round++)
    for (const policy of policies)
      for (const [kind, write] of Object.entries(kinds)) {
        const acknowledged = !kind.includes("not acknowledged");
        await policy.prepare(db);
        const key = `${policy.name}\t${kind}`;
        const list = timings.get(key) ?? timings.set(key, []).get(key)!;
        for (let i = 0; i < perRound; i++) {
          const started = performance.now();
          // durableTransaction wraps only what the site acknowledges, as the services do.
          await (acknowledged || !policy.durableOnly ? policy.run(db, write, n) : write(db, n));
          n++;
          list.push(performance.now() - started);
        }
      }
  console.log(
    `\n${title}\n| policy | write | p50 ms | p95 ms | p99 ms | writes/s |\n| --- | --- | --- | --- | --- | --- |`,
  );
  for (const [key, list] of timings) {
    const [policy, kind] = key.split("\t");
    const sorted = [...list].sort((a, b) => a - b);
    const total = list.reduce((a, b) => a + b, 0);
    const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!.toFixed(2);
    console.log(
      `| ${policy} | ${kind} | ${q(0.5)} | ${q(0.95)} | ${q(0.99)} | ${Math.round(list.length / (total / 1000))} |`,
    );
  }
}

/** The writes, with values of the size the services write (a deal's texts are 13-language maps). */
async function writeKinds(db: Db): Promise<Record<string, Write>> {
  const product = await db
    .selectFrom("products")
    .select(["id", "company_id", "category_code"])
    .orderBy("id")
    .executeTakeFirstOrThrow();
  const buyer = await db
    .selectFrom("users")
    .select("id")
    .where("email", "=", "buyer@caravan.test")
    .executeTakeFirstOrThrow();
  const perLanguage = (text: string) =>
    JSON.stringify(
      Object.fromEntries(
        ["en", "tr", "ar", "zh", "es", "fr", "de", "iw", "hi", "ja", "fa", "it", "ru"].map((l) => [l, text]),
      ),
    );
  const deal = (withProduct: boolean, i: number): DealValues => ({
    seller_company_id: product.company_id,
    buyer_user_id: buyer.id,
    source: withProduct ? "product" : "storefront",
    rfq_id: "",
    request_language: "en",
    context: "New",
    buyer_subject: perLanguage(`Quotation ${i}`),
    buyer_message: perLanguage("Please quote FOB Shanghai, delivery to Rotterdam in spring. ".repeat(4)),
    buyer_pictures: "[]",
    buyer_request_date: withProduct ? "2031-04-15" : null,
    product_id: withProduct ? product.id : null,
    product_category_code: withProduct ? product.category_code : null,
    product_name: withProduct ? perLanguage("Corrugated cartons") : null,
    product_quantity: withProduct ? 2000 : 0,
    product_unit_type: withProduct ? "carton" : "",
    request_company: "Ada Trading",
    request_user_name: "Ada Buyer",
    request_user_mail: "ada@example.com",
    request_user_phone: "+44 20 7946 0000",
    seller_title: null,
    seller_status: "Open",
    seller_stage: "Contacted",
  });
  return {
    "purchase request": (db, i) => insertDeal(db, deal(true, i)),
    "message to a supplier": (db, i) => insertDeal(db, deal(false, i)),
    comment: (db, i) =>
      insertComment(db, {
        productId: product.id,
        userId: buyer.id,
        stars: 4,
        text: `Sturdy cartons, order ${i}.`,
      }),
    "message to admins": (db, i) =>
      insertContactItem(db, {
        userId: null,
        name: "Ada",
        email: "ada@example.com",
        subject: `Invoice ${i}`,
        message: "Where is my invoice for the last order?",
      }),
    "rate-limit counter (not acknowledged)": (db, i) => hitRateLimit(db, `bench:${i % 50}`, 1e9, 3600),
  };
}

await main();
