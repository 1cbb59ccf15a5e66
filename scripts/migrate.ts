import { parseArgs } from "node:util";
import { connect } from "#server/db/connect.ts";
import { migrateDown, migrateToLatest } from "#server/db/migrate.ts";
import { configOrExit } from "#server/launch.ts";

const usage = `Usage: npm run migrate [-- --down]
  Applies every new migration to DATABASE_URL; --down rolls back the last applied one instead.`;
let down = false;
try {
  const { values } = parseArgs({ options: { down: { type: "boolean" }, help: { type: "boolean" } } });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  down = values.down ?? false;
} catch (error) {
  console.error(`${(error as Error).message}\n${usage}`);
  process.exit(2);
}

const config = configOrExit();
const { db, dialect, close } = connect(config.databaseUrl);
if (down) {
  const undone = await migrateDown(db);
  console.log(
    undone ? `Rolled back on ${dialect}: ${undone}` : `No migration is applied on this ${dialect} database.`,
  );
} else {
  const applied = await migrateToLatest(db);
  console.log(
    applied.length
      ? `Applied on ${dialect}: ${applied.join(", ")}`
      : `The ${dialect} database is up to date.`,
  );
}
await close();
