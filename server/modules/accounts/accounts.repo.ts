import type { Db } from "#server/db/connect.ts";
import type { Role, TokenPurpose } from "#server/db/schema/account-tables.ts";

export async function findUserByEmail(db: Db, email: string) {
  return db.selectFrom("users").selectAll().where("email", "=", email.toLowerCase()).executeTakeFirst();
}

export async function insertUser(
  db: Db,
  user: {
    email: string;
    passwordHash: string;
    firstName: string;
    lastName: string;
    phone?: string | null;
    companyName?: string | null;
    lang?: string;
    confirmed?: boolean;
  },
  roles: Role[],
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto("users")
      .values({
        email: user.email.toLowerCase(),
        password_hash: user.passwordHash,
        first_name: user.firstName,
        last_name: user.lastName,
        phone: user.phone ?? null,
        company_name: user.companyName ?? null,
        preferred_lang: user.lang ?? null,
        email_confirmed_at: user.confirmed ? new Date().toISOString() : null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (roles.length)
      await trx
        .insertInto("user_roles")
        .values(roles.map((role) => ({ user_id: id, role })))
        .execute();
    return id;
  });
}

export async function findUserById(db: Db, id: number) {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function findRoles(db: Db, userId: number): Promise<Role[]> {
  const rows = await db.selectFrom("user_roles").select("role").where("user_id", "=", userId).execute();
  return rows.map((r) => r.role);
}

export async function findCompanyIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("company_members")
    .select("company_id")
    .where("user_id", "=", userId)
    .execute();
  return rows.map((r) => r.company_id);
}

export async function setPassword(db: Db, userId: number, passwordHash: string) {
  await db
    .updateTable("users")
    .set({ password_hash: passwordHash, updated_at: new Date().toISOString() })
    .where("id", "=", userId)
    .execute();
}

export async function markEmailConfirmed(db: Db, userId: number) {
  await db
    .updateTable("users")
    .set({ email_confirmed_at: new Date().toISOString() })
    .where("id", "=", userId)
    .execute();
}

export async function insertSession(
  db: Db,
  session: {
    id: string;
    userId: number;
    expiresAt: string;
    ip: string | null;
    userAgent: string | null;
    remember?: boolean;
    createdAt?: string;
  },
) {
  await db
    .insertInto("sessions")
    .values({
      id: session.id,
      user_id: session.userId,
      expires_at: session.expiresAt,
      ip: session.ip,
      user_agent: session.userAgent?.slice(0, 300) ?? null,
      is_remembered: session.remember ?? false,
      ...(session.createdAt ? { created_at: session.createdAt } : {}),
    })
    .execute();
}

/** Which of the sessions (by stored id, the token's hash) still exist and have not expired at `now`. */
export async function findLiveSessionIds(
  db: Db,
  sessionIds: readonly string[],
  now: string,
): Promise<string[]> {
  if (sessionIds.length === 0) return [];
  const rows = await db
    .selectFrom("sessions")
    .select("id")
    .where("id", "in", sessionIds)
    .where("expires_at", ">", now)
    .execute();
  return rows.map((row) => row.id);
}

/** The session's user, or undefined when the session is unknown or expired. */
export async function findSessionUser(db: Db, sessionId: string, now: string) {
  return db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select([
      "users.id",
      "users.email",
      "users.first_name",
      "users.last_name",
      "users.phone",
      "users.company_name",
      "users.email_confirmed_at",
      "sessions.expires_at",
      "sessions.created_at",
      "sessions.is_remembered",
    ])
    .where("sessions.id", "=", sessionId)
    .where("sessions.expires_at", ">", now)
    .executeTakeFirst();
}

export async function extendSession(db: Db, sessionId: string, expiresAt: string) {
  await db.updateTable("sessions").set({ expires_at: expiresAt }).where("id", "=", sessionId).execute();
}

export async function deleteSession(db: Db, sessionId: string) {
  await db.deleteFrom("sessions").where("id", "=", sessionId).execute();
}

export async function deleteUserSessions(db: Db, userId: number) {
  await db.deleteFrom("sessions").where("user_id", "=", userId).execute();
}

export async function deleteOtherSessions(db: Db, userId: number, keepSessionId: string) {
  await db.deleteFrom("sessions").where("user_id", "=", userId).where("id", "!=", keepSessionId).execute();
}

export async function countUserSessions(db: Db, userId: number, now: string): Promise<number> {
  const row = await db
    .selectFrom("sessions")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("user_id", "=", userId)
    .where("expires_at", ">", now)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertToken(
  db: Db,
  token: { hash: string; userId: number; purpose: TokenPurpose; expiresAt: string },
) {
  await db
    .insertInto("user_tokens")
    .values({
      token_hash: token.hash,
      user_id: token.userId,
      purpose: token.purpose,
      expires_at: token.expiresAt,
    })
    .execute();
}

/** Marks a valid, unused token used and returns its user id; one use only, even when raced. */
export async function consumeToken(
  db: Db,
  hash: string,
  purpose: TokenPurpose,
  now: string,
): Promise<number | undefined> {
  const row = await db
    .updateTable("user_tokens")
    .set({ used_at: now })
    .where("token_hash", "=", hash)
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .returning("user_id")
    .executeTakeFirst();
  return row?.user_id;
}

export async function findUsableToken(db: Db, hash: string, purpose: TokenPurpose, now: string) {
  return db
    .selectFrom("user_tokens")
    .select("user_id")
    .where("token_hash", "=", hash)
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .executeTakeFirst();
}

/** Everyone with the admin role: they receive the help center's messages by e-mail. */
export async function findAdminRecipients(db: Db) {
  return db
    .selectFrom("users as u")
    .innerJoin("user_roles as r", "r.user_id", "u.id")
    .select(["u.id", "u.email", "u.first_name", "u.preferred_lang"])
    .where("r.role", "=", "admin")
    .orderBy("u.id")
    .execute();
}
