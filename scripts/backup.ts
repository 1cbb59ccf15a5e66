import { configOrExit } from "#server/launch.ts";
import { runBackup } from "#server/ops/backup-command.ts";

/** `npm run backup -- --to FILE`: an online copy of the SQLite database (server/ops/backup.ts). */
const config = configOrExit();
process.exit(
  await runBackup(process.argv.slice(2), {
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    say: (text) => console.log(text),
    fail: (text) => console.error(text),
  }),
);
