import type { Config } from "../../config.ts";

export const SESSION_COOKIE = "caravan_session";

/**
 * On a real domain the cookie is set for the parent domain, so switching language (tr.example.com
 * ↔ example.com) keeps the user signed in. Browsers refuse Domain=localhost, so in development
 * each language host has its own session.
 */
function cookieDomain(config: Config): string | undefined {
  const host = config.siteHost.split(":")[0]!;
  return host.includes(".") && !/^\d+\.\d+\.\d+\.\d+$/.test(host) ? host : undefined;
}

export function sessionCookie(config: Config, token: string, expiresAt: Date): string {
  const parts = [
    `${SESSION_COOKIE}=${token}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    `Expires=${expiresAt.toUTCString()}`,
  ];
  const domain = cookieDomain(config);
  if (domain) parts.push(`Domain=${domain}`);
  if (config.siteProtocol === "https") parts.push("Secure");
  return parts.join("; ");
}

export function clearedSessionCookie(config: Config): string {
  return sessionCookie(config, "", new Date(0));
}

export function readSessionToken(cookieHeader: string | null): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === SESSION_COOKIE) return rest.join("=") || undefined;
  }
  return undefined;
}
