import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { BackupError, backupSqlite } from "./backup.ts";

export const BACKUP_USAGE = `Usage: npm run backup -- --to FILE
  Copies the SQLite database (DATABASE_URL, default $DATA_DIR/caravan.sqlite) to FILE while
  the server runs, then opens the copy and checks it. FILE must not exist yet.`;

/** For PostgreSQL the database's own tools do it, and better (docs/deployment.md). */
export const POSTGRES_BACKUP_ADVICE = `DATABASE_URL is PostgreSQL: back it up with pg_dump, which takes a consistent snapshot while the
server runs:
  pg_dump --format=custom --file=caravan-$(date +%F).dump "$DATABASE_URL"
and restore into a new, empty database with
  pg_restore --no-owner --dbname="$NEW_DATABASE_URL" caravan-YYYY-MM-DD.dump
then point DATABASE_URL at it and run npm run reindex (or restart the servers).`;

export interface BackupIo {
  databaseUrl: string;
  dataDir: string;
  say: (text: string) => void;
  fail: (text: string) => void;
}

/** Runs `backup` with its arguments; resolves to the exit code (0 done, 1 not done, 2 usage). */
export async function runBackup(argv: string[], io: BackupIo): Promise<number> {
  let to: string | undefined;
  try {
    const { values } = parseArgs({
      args: argv,
      options: { to: { type: "string" }, help: { type: "boolean" } },
    });
    if (values.help) {
      io.say(BACKUP_USAGE);
      return 0;
    }
    to = values.to;
  } catch (error) {
    io.fail(`${(error as Error).message}\n${BACKUP_USAGE}`);
    return 2;
  }
  if (/^postgres(ql)?:\/\//.test(io.databaseUrl)) {
    io.fail(POSTGRES_BACKUP_ADVICE);
    return 1;
  }
  if (!to) {
    io.fail(`--to FILE is required.\n${BACKUP_USAGE}`);
    return 2;
  }
  const destination = resolve(to);
  const started = Date.now();
  try {
    const report = await backupSqlite(io.databaseUrl, destination);
    const megabytes = (report.bytes / 1_048_576).toFixed(1);
    io.say(
      `Backed up ${io.databaseUrl} to ${destination} in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
        `(${megabytes} MB; checked: ${report.products} products, ${report.companies} companies, ` +
        `${report.users} accounts; schema ${report.lastMigration ?? "empty"}).\n` +
        `Uploaded pictures are files, not rows: keep a copy of ${resolve(io.dataDir, "uploads")} too.`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    io.fail(error.message);
    return 1;
  }
}
