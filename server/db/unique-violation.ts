/**
 * Whether a database error is a unique index refusing a row, on either database: PostgreSQL's
 * SQLSTATE 23505 naming the index, or SQLite's "UNIQUE constraint failed: table.columns" naming
 * the columns. A check-then-insert can lose a race to another request; the index is the
 * authority, and this lets a service answer that race as the user's mistake (a conflict or a
 * taken value) instead of a server error.
 */
export function isUniqueViolation(error: unknown, index: { name: string; columns: string[] }): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, constraint, message } = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (code === "23505") return constraint === index.name;
  if (typeof message !== "string" || !message.includes("UNIQUE constraint failed")) return false;
  const failed = message
    .slice(message.indexOf(":") + 1)
    .split(",")
    .map((c) => c.trim().split(".").at(-1));
  return failed.length === index.columns.length && index.columns.every((c) => failed.includes(c));
}
