import type { Config } from "#server/config.ts";

export const SESSION_COOKIE = "caravan_session";
/** A random token naming this browser to the accounts it signed in to (known-devices.ts). */
export const DEVICE_COOKIE = "caravan_device";
const DEVICE_COOKIE_DAYS = 365;

/**
 * On a real domain the cookie is set for the parent domain, so switching language (tr.example.com
 * ↔ example.com) keeps the user signed in. Browsers refuse Domain=localhost, so in development
 * each language host has its own session.
 */
function cookieDomain(config: Config): string | undefined {
  const host = config.siteHost.split(":")[0]!;
  return host.includes(".") && !/^\d+\.\d+\.\d+\.\d+$/.test(host) ? host : undefined;
}

function cookie(config: Config, name: string, value: string, expiresAt: Date | undefined): string {
  const parts = [`${name}=${value}`, "Path=/", "HttpOnly", "SameSite=Lax"];
  if (expiresAt) parts.push(`Expires=${expiresAt.toUTCString()}`);
  const domain = cookieDomain(config);
  if (domain) parts.push(`Domain=${domain}`);
  if (config.siteProtocol === "https") parts.push("Secure");
  return parts.join("; ");
}

/**
 * The session cookie. Without `expiresAt` it is a browser-session cookie: a sign-in without
 * "keep me signed in" also ends when the browser is closed (the server ends it after 12 hours
 * without use in any case).
 */
export function sessionCookie(config: Config, token: string, expiresAt: Date | undefined): string {
  return cookie(config, SESSION_COOKIE, token, expiresAt);
}

export function clearedSessionCookie(config: Config): string {
  return cookie(config, SESSION_COOKIE, "", new Date(0));
}

export function deviceCookie(config: Config, token: string, now: number): string {
  return cookie(config, DEVICE_COOKIE, token, new Date(now + DEVICE_COOKIE_DAYS * 86_400_000));
}

/** The company a member of several works for in the supplier workspace (any member's choice, checked on use). */
export const WORKSPACE_COMPANY_COOKIE = "caravan_company";

export function workspaceCompanyCookie(config: Config, companyId: number, now: number): string {
  return cookie(
    config,
    WORKSPACE_COMPANY_COOKIE,
    String(companyId),
    new Date(now + DEVICE_COOKIE_DAYS * 86_400_000),
  );
}

export function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=") || undefined;
  }
  return undefined;
}

export function readSessionToken(cookieHeader: string | null): string | undefined {
  return readCookie(cookieHeader, SESSION_COOKIE);
}

export function readDeviceToken(cookieHeader: string | null | undefined): string | undefined {
  return readCookie(cookieHeader, DEVICE_COOKIE);
}

/** The Set-Cookie headers of a sign-in: the session, and the known-device token. */
export function signedInHeaders(
  config: Config,
  session: { token: string; cookieExpiresAt: Date | undefined; deviceToken: string },
  now: number,
): Headers {
  const headers = new Headers();
  headers.append("Set-Cookie", sessionCookie(config, session.token, session.cookieExpiresAt));
  headers.append("Set-Cookie", deviceCookie(config, session.deviceToken, now));
  return headers;
}
