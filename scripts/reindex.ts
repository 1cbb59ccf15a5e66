import { connect } from "#server/db/connect.ts";
import { migrateToLatest } from "#server/db/migrate.ts";
import { configOrExit } from "#server/launch.ts";
import { reindex } from "#server/ops/reindex.ts";

/** `npm run reindex`: see server/ops/reindex.ts. Safe while servers run. */
const config = configOrExit();
const { db, dialect, close } = connect(config.databaseUrl);
await migrateToLatest(db);
const started = Date.now();
const report = await reindex(db);
console.log(
  `Reindexed on ${dialect} in ${((Date.now() - started) / 1000).toFixed(1)} s: most viewed products recounted; ` +
    `every running server now rebuilds its search index (${report.products} published products) from the database ` +
    `(${report.prunedChanges} older change rows removed). Servers started later build theirs at start.`,
);
await close();
