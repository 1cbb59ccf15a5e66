import type { Role } from "#server/db/schema/account-tables.ts";
import type { AppDeps } from "#server/deps.ts";
import { type Clock, systemClock } from "#server/lib/clock.ts";
import { hashToken, newToken } from "#server/lib/tokens.ts";
import * as repo from "./accounts.repo.ts";

/**
 * Server-side sessions. Without "keep me signed in" a session ends after 12 hours without use
 * (and its cookie with the browser); with it, 30 days after sign-in. No session outlives 30
 * days, used or not: then the password is asked again.
 */
const MINUTE = 60_000;
const DAY = 86_400_000;
export const IDLE_SESSION_MS = 12 * 60 * MINUTE;
export const REMEMBERED_SESSION_MS = 30 * DAY;
const MAX_SESSION_MS = 30 * DAY;
/**
 * A session in use is moved on at most every 5 minutes (one write, not one per request); it is
 * moved 5 minutes further than 12 hours, so it never ends before 12 hours without use.
 */
const EXTEND_STEP_MS = 5 * MINUTE;

// The clock is optional so callers holding only the database (views, older code) keep working.
type Deps = Pick<AppDeps, "db"> & { clock?: Clock | undefined };
const nowOf = (deps: Deps) => (deps.clock ?? systemClock).now();

export interface SessionUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  companyName: string | null;
  emailConfirmed: boolean;
  roles: Role[];
  companyIds: number[];
}

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

export interface OpenedSession {
  token: string;
  /** When the server ends it unless it is used (a sliding time without "keep me signed in"). */
  expiresAt: Date;
  /** The cookie's Expires: only for "keep me signed in"; otherwise it ends with the browser. */
  cookieExpiresAt: Date | undefined;
}

export async function openSession(
  deps: Deps,
  userId: number,
  client: ClientInfo,
  options: { remember?: boolean } = {},
): Promise<OpenedSession> {
  const token = newToken();
  const now = nowOf(deps);
  const remember = options.remember ?? false;
  const expiresAt = new Date(now + (remember ? REMEMBERED_SESSION_MS : IDLE_SESSION_MS + EXTEND_STEP_MS));
  await repo.insertSession(deps.db, {
    id: hashToken(token),
    userId,
    expiresAt: expiresAt.toISOString(),
    ip: client.ip,
    userAgent: client.userAgent,
    remember,
    createdAt: new Date(now).toISOString(),
  });
  return { token, expiresAt, cookieExpiresAt: remember ? expiresAt : undefined };
}

/** The signed-in user of a session cookie; a session in use without "keep me signed in" is moved on. */
export async function sessionUser(deps: Deps, token: string | undefined): Promise<SessionUser | undefined> {
  if (!token || token.length > 100) return undefined;
  const sessionId = hashToken(token);
  const now = nowOf(deps);
  const row = await repo.findSessionUser(deps.db, sessionId, new Date(now).toISOString());
  if (!row) return undefined;
  if (!row.is_remembered) {
    const target = Math.min(
      now + IDLE_SESSION_MS + EXTEND_STEP_MS,
      Date.parse(row.created_at) + MAX_SESSION_MS,
    );
    if (target - Date.parse(row.expires_at) >= EXTEND_STEP_MS)
      await repo.extendSession(deps.db, sessionId, new Date(target).toISOString());
  }
  const [roles, companyIds] = await Promise.all([
    repo.findRoles(deps.db, row.id),
    repo.findCompanyIds(deps.db, row.id),
  ]);
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    companyName: row.company_name,
    emailConfirmed: row.email_confirmed_at !== null,
    roles,
    companyIds,
  };
}

/** Ends the session if there is one; never fails, as logout always reports success. */
export async function logout(deps: Deps, token: string | undefined): Promise<void> {
  if (token && token.length <= 100)
    await repo.deleteSession(deps.db, hashToken(token)).catch(() => undefined);
}

/** "Sign out everywhere": every session of the user ends, this browser's too. */
export async function signOutEverywhere(deps: Deps, userId: number): Promise<void> {
  await repo.deleteUserSessions(deps.db, userId);
}

/** Every session of the user but the one of `keepToken` ends (after a password change). */
export async function endOtherSessions(deps: Deps, userId: number, keepToken: string | undefined) {
  if (keepToken && keepToken.length <= 100)
    await repo.deleteOtherSessions(deps.db, userId, hashToken(keepToken));
  else await repo.deleteUserSessions(deps.db, userId);
}

/** How many browsers the user is signed in on (the security page says it). */
export async function countActiveSessions(deps: Deps, userId: number): Promise<number> {
  return repo.countUserSessions(deps.db, userId, new Date(nowOf(deps)).toISOString());
}
