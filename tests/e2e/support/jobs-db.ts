import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";

/**
 * Writes a job that has already given up straight into the e2e server's SQLite database: no page
 * makes a job fail on purpose, and waiting for the real back-off would take an hour. The queue
 * should be one no worker serves (e.g. `e2e-…`), so a retried job stays pending for the test to see.
 */
export function insertDeadJob(job: { queue: string; lastError: string; attempts?: number }): number {
  const db = new DatabaseSync(join(process.env.E2E_DATA_DIR!, "caravan.sqlite"));
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    const now = new Date().toISOString();
    const attempts = job.attempts ?? 8;
    const row = db
      .prepare(
        `INSERT INTO jobs (queue, payload, state, attempts, max_attempts, run_at, last_error, created_at, finished_at)
         VALUES (?, ?, 'dead', ?, ?, ?, ?, ?, ?) RETURNING id`,
      )
      .get(
        job.queue,
        JSON.stringify({ to: "e2e@example.com", token: "e2e-secret-token" }),
        attempts,
        attempts,
        now,
        job.lastError,
        now,
        now,
      ) as {
      id: number;
    };
    return row.id;
  } finally {
    db.close();
  }
}
