/** Says plainly when the PostgreSQL half of the database tests is skipped. */
export default function setup() {
  if (!process.env.TEST_DATABASE_URL) {
    console.warn(
      "\n⚠ TEST_DATABASE_URL is not set: database tests ran on SQLite only; the PostgreSQL half was SKIPPED.\n",
    );
  }
}
