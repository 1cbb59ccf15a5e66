import type { Db } from "#server/db/connect.ts";
import { hashToken, newToken } from "#server/lib/tokens.ts";
import * as repo from "./sign-in.repo.ts";

/**
 * A known device is a browser that signed in to an account before: after each sign-in it holds
 * a random token (the `caravan_device` cookie; only its SHA-256 is stored, per account). While
 * strangers' failures hold an account back, its known devices still sign in
 * (docs/decisions/011-sign-in-throttling-and-sessions.md explains why a device cookie and not
 * the address). One browser token may be known to several accounts (a shared office computer).
 */
export const KNOWN_DEVICE_DAYS = 365;
const DAY = 86_400_000;

const validToken = (token: string | undefined): token is string =>
  token !== undefined && /^[A-Za-z0-9_-]{20,100}$/.test(token);

/** The stored key of a device token that this account knows, else undefined. */
export async function knownDeviceKey(
  db: Db,
  userId: number | undefined,
  token: string | undefined,
  now: number,
): Promise<string | undefined> {
  if (!validToken(token)) return undefined;
  const hash = hashToken(token);
  // Looked up even for an unknown e-mail (user 0 has no devices), so the time taken says nothing.
  const found = await repo.findKnownDevice(
    db,
    hash,
    userId ?? 0,
    new Date(now - KNOWN_DEVICE_DAYS * DAY).toISOString(),
  );
  return found ? hash : undefined;
}

/** Marks the browser known to the account; returns the token for its cookie (the old one if it had one). */
export async function rememberDevice(
  db: Db,
  userId: number,
  token: string | undefined,
  now: number,
): Promise<string> {
  const deviceToken = validToken(token) ? token : newToken();
  await repo.upsertKnownDevice(db, hashToken(deviceToken), userId, new Date(now).toISOString());
  return deviceToken;
}

export async function purgeForgottenDevices(db: Db, now: number): Promise<void> {
  await repo.deleteDevicesBefore(db, new Date(now - KNOWN_DEVICE_DAYS * DAY).toISOString());
}
