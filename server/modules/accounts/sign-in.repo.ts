import type { Db } from "#server/db/connect.ts";

/** The times of the newest failures (newest first) matching the filter since `since`, at most `limit`. */
export async function recentFailures(
  db: Db,
  filter: { accountKey?: string; clientKey?: string; ip?: string | null },
  since: string,
  limit: number,
): Promise<string[]> {
  let query = db
    .selectFrom("login_failures")
    .select("failed_at")
    .where("failed_at", ">", since)
    .orderBy("failed_at", "desc")
    .limit(limit);
  if (filter.accountKey !== undefined) query = query.where("account_key", "=", filter.accountKey);
  if (filter.clientKey !== undefined) query = query.where("client_key", "=", filter.clientKey);
  if (filter.ip !== undefined)
    query = filter.ip === null ? query.where("ip", "is", null) : query.where("ip", "=", filter.ip);
  const rows = await query.execute();
  return rows.map((row) => row.failed_at);
}

export async function insertFailure(
  db: Db,
  failure: { accountKey: string; clientKey: string; ip: string | null; at: string },
) {
  await db
    .insertInto("login_failures")
    .values({
      account_key: failure.accountKey,
      client_key: failure.clientKey,
      ip: failure.ip,
      failed_at: failure.at,
    })
    .execute();
}

/** Forgets one client's failures on one account (after it signed in). */
export async function deletePairFailures(db: Db, accountKey: string, clientKey: string) {
  await db
    .deleteFrom("login_failures")
    .where("account_key", "=", accountKey)
    .where("client_key", "=", clientKey)
    .execute();
}

export async function deleteFailuresBefore(db: Db, before: string) {
  await db.deleteFrom("login_failures").where("failed_at", "<", before).execute();
}

export async function findKnownDevice(db: Db, tokenHash: string, userId: number, since: string) {
  return db
    .selectFrom("known_devices")
    .select("user_id")
    .where("token_hash", "=", tokenHash)
    .where("user_id", "=", userId)
    .where("last_sign_in_at", ">", since)
    .executeTakeFirst();
}

export async function upsertKnownDevice(db: Db, tokenHash: string, userId: number, at: string) {
  await db
    .insertInto("known_devices")
    .values({ token_hash: tokenHash, user_id: userId, last_sign_in_at: at })
    .onConflict((oc) => oc.columns(["token_hash", "user_id"]).doUpdateSet({ last_sign_in_at: at }))
    .execute();
}

export async function deleteDevicesBefore(db: Db, before: string) {
  await db.deleteFrom("known_devices").where("last_sign_in_at", "<", before).execute();
}
