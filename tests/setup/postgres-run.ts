import { randomBytes } from "node:crypto";
import { dropRunDatabases } from "./postgres-test-database.ts";

/**
 * Says plainly when the PostgreSQL half of the database tests is skipped; otherwise marks this
 * run's test databases (the workers inherit the mark) and drops them when the run ends.
 */
export default function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    console.warn(
      "\n⚠ TEST_DATABASE_URL is not set: database tests ran on SQLite only; the PostgreSQL half was SKIPPED.\n",
    );
    return;
  }
  const run = randomBytes(4).toString("hex");
  process.env.CARAVAN_TEST_RUN = run;
  return () => dropRunDatabases(url, run);
}
