import { parseArgs } from "node:util";
import { SingleBar } from "cli-progress";
import { connect } from "#server/db/connect.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { resetDatabase } from "#server/db/reset.ts";
import { describeDemoAccounts } from "#server/demo/demo-accounts.ts";
import { seedDemoCatalogue } from "#server/demo/seed-catalogue.ts";
import { configOrExit } from "#server/launch.ts";

const usage =
  "Usage: npm run seed -- [--products N] [--seed S] [--reset]\n  Fills the database (DATABASE_URL, default data/caravan.sqlite) with the demo catalogue.\n  --reset empties a database that already has data.";
let args: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    options: {
      products: { type: "string" },
      seed: { type: "string" },
      reset: { type: "boolean" },
      help: { type: "boolean" },
    },
  }).values;
}
try {
  args = parse();
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}
if (args.help) {
  console.log(usage);
  process.exit(0);
}
const config = configOrExit({
  ...process.env,
  SEED_PRODUCTS: args.products ?? process.env.SEED_PRODUCTS,
  SEED: args.seed ?? process.env.SEED,
});
const { db, dialect, close } = connect(config.databaseUrl);
await migrateToLatest(db);
if (await db.selectFrom("companies").select("id").limit(1).executeTakeFirst()) {
  if (!args.reset) {
    console.error("The database already has a catalogue. Add --reset to replace it (this deletes all data).");
    process.exit(1);
  }
  await resetDatabase(db, dialect);
}

const bar = new SingleBar({
  format: "{stage} [{bar}] {percentage}% | {value}/{total} | {rate}/s | eta {eta_formatted}",
  hideCursor: true,
});
let stage = "";
const started = Date.now();
await seedDemoCatalogue(db, dialect, {
  products: config.seedProducts,
  seed: config.seed,
  onProgress: (name, done, total) => {
    if (name !== stage) {
      if (stage) bar.stop();
      stage = name;
      bar.start(total, 0, { stage: name.padEnd(9), rate: 0 });
    }
    bar.update(done, {
      stage: name.padEnd(9),
      rate: Math.round(done / Math.max(0.001, (Date.now() - started) / 1000)),
    });
  },
});
bar.stop();
console.log(
  `Seeded ${config.seedProducts} products (seed ${config.seed}) into ${dialect} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);
console.log(`Demo accounts:\n${(await describeDemoAccounts(db)).join("\n")}`);
await close();
