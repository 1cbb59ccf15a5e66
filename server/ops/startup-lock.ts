import pg from "pg";

/** The advisory lock servers starting on one PostgreSQL database take in turn (the bytes of "caravanS"). */
const STARTUP_LOCK_KEY = "7161130645419290195";

/**
 * Runs the start-up's writes (migrations, the demo catalogue on an empty database, the static
 * pages' texts) in one server at a time. Servers started together on an empty PostgreSQL
 * database would each find it empty and each seed it; in turn, the second finds the first's
 * work. The lock is held on a connection of its own, so it is released when the work ends or
 * the process dies. SQLite has one server, which needs no turn.
 */
export async function oneServerAtATime<T>(databaseUrl: string, work: () => Promise<T>): Promise<T> {
  if (!/^postgres(ql)?:\/\//.test(databaseUrl)) return work();
  const client = new pg.Client({ connectionString: databaseUrl, application_name: "caravan-startup" });
  client.on("error", () => undefined);
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    await client.end().catch(() => undefined);
  }
}
