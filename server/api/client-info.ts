import type { IncomingMessage } from "node:http";
import type { Context, MiddlewareHandler } from "hono";
import { compileProxyTrust, normalizeAddress, resolveClientAddress } from "../http/client-address.ts";

type ClientVariables = { Variables: { clientAddress?: string | null } };

/**
 * Works out the client's address once per request (server/http/client-address.ts: the connection's
 * peer, or what trusted proxies say it was) for `clientInfo` to hand out.
 */
export function resolveClientAddressOnce(trustedProxies: readonly string[]): MiddlewareHandler {
  const trust = compileProxyTrust(trustedProxies);
  return async (c, next) => {
    (c as Context<ClientVariables>).set(
      "clientAddress",
      resolveClientAddress(peerAddress(c), c.req.raw.headers, trust),
    );
    await next();
  };
}

/**
 * The client's address and user agent, for rate limits, sessions, logs and the audit log. Without
 * the middleware above (an API mounted on its own in a test) it is the connection's peer.
 */
export function clientInfo(c: Context): { ip: string | null; userAgent: string | null } {
  const resolved = (c as Context<ClientVariables>).get("clientAddress");
  const peer = peerAddress(c);
  return {
    ip: resolved !== undefined ? resolved : peer === undefined ? null : normalizeAddress(peer),
    userAgent: c.req.header("user-agent") ?? null,
  };
}

function peerAddress(c: Context): string | undefined {
  return (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket.remoteAddress;
}
