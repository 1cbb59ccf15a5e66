import type { Db } from "#server/db/connect.ts";
import { AppError } from "#server/lib/errors.ts";
import * as repo from "./sign-in.repo.ts";

/**
 * Who may try a password now. Wrong passwords are counted per account and client together, so
 * a stranger's guesses slow down and then stop that stranger only, never the owner elsewhere:
 * - one client on one account: 5 failures an hour are free, then each try waits twice as long
 *   as the one before (1 s, 2 s, 4 s, … up to 5 minutes), and 20 failures an hour stop that
 *   client (reached after about 40 minutes of slowed guessing) until the oldest is an hour old;
 * - one account, all strangers together: at most 100 failures an hour (ASVS 2.2.1). A known
 *   device (a browser that signed in to the account before) is not held back by this ceiling
 *   nor by the address limit: it has its own client count;
 * - one address, all accounts: 40 failures in 15 minutes (guessing across many accounts).
 * Refused tries check no password and count nothing, so hammering does not extend a wait.
 */
const MINUTE = 60_000;
export const CLIENT_WINDOW_MS = 60 * MINUTE;
export const CLIENT_FREE_FAILURES = 5;
export const CLIENT_MAX_FAILURES = 20;
export const ACCOUNT_WINDOW_MS = 60 * MINUTE;
export const ACCOUNT_MAX_FAILURES = 100;
export const ADDRESS_WINDOW_MS = 15 * MINUTE;
/** Failed sign-ins one address may make in 15 minutes, over all accounts; successes do not count. */
export const LOGIN_FAILURES_PER_IP = 40;
const MAX_SLOW_DOWN_MS = 5 * MINUTE;

export type ThrottleReason = "slow" | "client" | "account" | "address";

/** A refused try: why (the message key auth.throttle.<reason>) and when to try again. */
export class SignInThrottled extends AppError {
  readonly reason: ThrottleReason;
  readonly retryAfterSeconds: number;
  constructor(reason: ThrottleReason, retryAfterMs: number) {
    super("rate_limited", `auth.throttle.${reason}`, { form: `auth.throttle.${reason}` });
    this.reason = reason;
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  }
}

/** The wait after the last failure once a client has `failures` of them on an account. */
export function slowDownMs(failures: number): number {
  if (failures < CLIENT_FREE_FAILURES) return 0;
  return Math.min(1000 * 2 ** (failures - CLIENT_FREE_FAILURES), MAX_SLOW_DOWN_MS);
}

export interface SignInAttempt {
  /** The e-mail as typed (lower-cased): an unknown address is throttled like a real one. */
  accountKey: string;
  /** `device:<hash>` for a known device, else `ip:<address>`. */
  clientKey: string;
  ip: string | null;
  knownDevice: boolean;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Throws SignInThrottled when this attempt must not check a password now. */
export async function assertMayTrySignIn(db: Db, attempt: SignInAttempt, now: number): Promise<void> {
  const client = await repo.recentFailures(
    db,
    { accountKey: attempt.accountKey, clientKey: attempt.clientKey },
    iso(now - CLIENT_WINDOW_MS),
    CLIENT_MAX_FAILURES,
  );
  if (client.length >= CLIENT_MAX_FAILURES)
    throw new SignInThrottled("client", Date.parse(client.at(-1)!) + CLIENT_WINDOW_MS - now);
  const wait = client.length ? Date.parse(client[0]!) + slowDownMs(client.length) - now : 0;
  if (wait > 0) throw new SignInThrottled("slow", wait);
  if (attempt.knownDevice) return;

  const account = await repo.recentFailures(
    db,
    { accountKey: attempt.accountKey },
    iso(now - ACCOUNT_WINDOW_MS),
    ACCOUNT_MAX_FAILURES,
  );
  if (account.length >= ACCOUNT_MAX_FAILURES)
    throw new SignInThrottled("account", Date.parse(account.at(-1)!) + ACCOUNT_WINDOW_MS - now);
  const address = await repo.recentFailures(
    db,
    { ip: attempt.ip },
    iso(now - ADDRESS_WINDOW_MS),
    LOGIN_FAILURES_PER_IP,
  );
  if (address.length >= LOGIN_FAILURES_PER_IP)
    throw new SignInThrottled("address", Date.parse(address.at(-1)!) + ADDRESS_WINDOW_MS - now);
}

export async function recordSignInFailure(db: Db, attempt: SignInAttempt, now: number): Promise<void> {
  await repo.insertFailure(db, { ...attempt, at: iso(now) });
}

/** After a successful sign-in: the client's own failures on the account are forgiven. */
export async function forgetClientFailures(db: Db, attempt: SignInAttempt): Promise<void> {
  await repo.deletePairFailures(db, attempt.accountKey, attempt.clientKey);
}

/** Failures older than the longest window no longer matter. */
export async function purgeOldSignInFailures(db: Db, now: number): Promise<void> {
  await repo.deleteFailuresBefore(db, iso(now - Math.max(CLIENT_WINDOW_MS, ACCOUNT_WINDOW_MS)));
}
