import { connect } from "../server/db/connect.ts";
import { migrateToLatest } from "../server/db/migrate.ts";
import { configOrExit } from "../server/launch.ts";

const config = configOrExit();
const { db, dialect, close } = connect(config.databaseUrl);
const applied = await migrateToLatest(db);
console.log(
  applied.length ? `Applied on ${dialect}: ${applied.join(", ")}` : `The ${dialect} database is up to date.`,
);
await close();
