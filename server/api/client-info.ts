import type { IncomingMessage } from "node:http";
import type { Context } from "hono";

/** The peer address of the connection (no proxy headers are trusted) and the user agent. */
export function clientInfo(c: Context): { ip: string | null; userAgent: string | null } {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return { ip: incoming?.socket.remoteAddress ?? null, userAgent: c.req.header("user-agent") ?? null };
}
