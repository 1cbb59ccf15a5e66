import { isIP } from "node:net";
import proxyaddr from "proxy-addr";
import { forwardedForValues } from "./forwarded-header.ts";

/** Whether the hop at `address` (0 = the connection's peer) is a proxy we believe. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/** The TRUSTED_PROXIES list compiled once (proxy-addr matches addresses, CIDR ranges and names). */
export function compileProxyTrust(trustedProxies: readonly string[]): ProxyTrust | undefined {
  return trustedProxies.length > 0 ? proxyaddr.compile([...trustedProxies]) : undefined;
}

/**
 * The address of the client that made a request, for rate limits, logs and the audit log.
 *
 * Without trusted proxies it is the connection's peer: any X-Forwarded-For a client sends is its
 * own claim and is ignored. With them, the chain is walked from the nearest hop outwards (each
 * proxy appends the address it was connected from, so the rightmost entry is the most recent):
 * while the hop is a trusted proxy, the entry it appended is believed; the first hop that is not a
 * trusted proxy is the client. Entries further left were written by that client and mean nothing.
 *
 * X-Forwarded-For is read when present, else Forwarded (RFC 7239): common proxies (nginx's
 * `$proxy_add_x_forwarded_for`, Caddy, Traefik, HAProxy's forwardfor, cloud load balancers) append
 * to X-Forwarded-For and pass any Forwarded header through untouched, so preferring Forwarded
 * would believe a header the client wrote.
 *
 * An entry that is no address (`unknown`, an obfuscated `_name`, garbage) ends the walk at the
 * trusted proxy that wrote it: its own address is the best that is known.
 */
export function resolveClientAddress(
  peer: string | undefined,
  headers: Headers,
  trust: ProxyTrust | undefined,
): string | null {
  const peerAddress = peer === undefined ? null : normalizeAddress(peer);
  if (!peerAddress || !trust) return peerAddress;
  const forwardedFor = headers.get("x-forwarded-for");
  const entries =
    forwardedFor !== null
      ? forwardedFor.split(",").map((entry) => entry.trim())
      : forwardedForValues(headers.get("forwarded"));
  let client = peerAddress;
  for (let hop = 0; hop < entries.length; hop++) {
    if (!trust(client, hop)) break;
    const next = normalizeAddress(entries[entries.length - 1 - hop] ?? "");
    if (!next) break;
    client = next;
  }
  return client;
}

/**
 * An address as one value for rate-limit keys and logs, or null when it is none: without a port
 * (`1.2.3.4:80`, `[2001:db8::1]:443`) or brackets, and an IPv4 client seen through an IPv6
 * socket (`::ffff:1.2.3.4`) as plain IPv4.
 */
export function normalizeAddress(value: string): string | null {
  let address = value.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(address);
  if (bracketed) address = bracketed[1]!;
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d{1,5}$/.test(address))
    address = address.slice(0, address.lastIndexOf(":"));
  if (/^::ffff:\d{1,3}(\.\d{1,3}){3}$/i.test(address)) address = address.slice(7);
  if (isIP(address) === 0) return null;
  return isIP(address) === 6 ? address.toLowerCase() : address;
}
