import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientInfo, resolveClientAddressOnce } from "../api/client-info.ts";
import { loadConfig } from "../config.ts";
import { compileProxyTrust, normalizeAddress, resolveClientAddress } from "./client-address.ts";
import { forwardedForValues } from "./forwarded-header.ts";

const headers = (values: Record<string, string>) => new Headers(values);
const behind = (list: string[]) => compileProxyTrust(list);

describe("client address", () => {
  it("without trusted proxies is the connection's peer, whatever X-Forwarded-For or Forwarded claim", () => {
    const forged = headers({ "x-forwarded-for": "203.0.113.7", forwarded: "for=203.0.113.8" });
    expect(resolveClientAddress("198.51.100.20", forged, undefined)).toBe("198.51.100.20");
    expect(resolveClientAddress("198.51.100.20", forged, behind([]))).toBe("198.51.100.20");
  });

  it("from an untrusted peer keeps the socket address even when trusted proxies are configured", () => {
    const forged = headers({ "x-forwarded-for": "203.0.113.7" });
    expect(resolveClientAddress("198.51.100.20", forged, behind(["10.0.0.0/8"]))).toBe("198.51.100.20");
  });

  it("behind a trusted proxy is the address the proxy appended", () => {
    const trust = behind(["loopback"]);
    expect(resolveClientAddress("127.0.0.1", headers({ "x-forwarded-for": "203.0.113.7" }), trust)).toBe(
      "203.0.113.7",
    );
    expect(resolveClientAddress("::1", headers({ "x-forwarded-for": "2001:DB8::7" }), trust)).toBe(
      "2001:db8::7",
    );
    // A trusted proxy that says nothing: the proxy is the best that is known.
    expect(resolveClientAddress("127.0.0.1", headers({}), trust)).toBe("127.0.0.1");
  });

  it("walks a chain from the right and stops at the first hop that is not a trusted proxy", () => {
    const trust = behind(["10.0.0.0/8", "192.168.1.5"]);
    // The client forged the two leftmost entries; 203.0.113.7 connected to the first proxy.
    const chain = headers({ "x-forwarded-for": "1.1.1.1, 10.9.9.9, 203.0.113.7, 10.0.0.2" });
    expect(resolveClientAddress("192.168.1.5", chain, trust)).toBe("203.0.113.7");
    // Every hop trusted: the leftmost address is the client.
    expect(
      resolveClientAddress("10.0.0.1", headers({ "x-forwarded-for": "10.0.0.3, 10.0.0.2" }), trust),
    ).toBe("10.0.0.3");
    // Several header lines arrive joined with commas.
    const lines = new Headers();
    lines.append("x-forwarded-for", "9.9.9.9");
    lines.append("x-forwarded-for", "203.0.113.7");
    expect(resolveClientAddress("10.0.0.1", lines, trust)).toBe("203.0.113.7");
  });

  it("reads the Forwarded header (RFC 7239) when there is no X-Forwarded-For", () => {
    const trust = behind(["uniquelocal", "10.0.0.0/8"]);
    const forwarded = headers({
      forwarded: 'for=198.51.100.1;proto=https, For="[2001:db8:cafe::17]:4711";by=10.0.0.1, for=10.0.0.9',
    });
    expect(resolveClientAddress("fd00::1", forwarded, trust)).toBe("2001:db8:cafe::17");
    expect(resolveClientAddress("10.1.1.1", headers({ forwarded: 'for="192.0.2.43:8080"' }), trust)).toBe(
      "192.0.2.43",
    );
    // X-Forwarded-For wins: common proxies append to it and pass a client's Forwarded through.
    const both = headers({ forwarded: "for=192.0.2.99", "x-forwarded-for": "203.0.113.7" });
    expect(resolveClientAddress("10.1.1.1", both, trust)).toBe("203.0.113.7");
  });

  it("stops at the trusted proxy when the entry it wrote is no address", () => {
    const trust = behind(["10.0.0.0/8"]);
    for (const value of ["unknown", "garbage", "", "1.2.3", "999.1.1.1", "<script>", "1.2.3.4, "])
      expect(resolveClientAddress("10.0.0.1", headers({ "x-forwarded-for": value }), trust), value).toBe(
        "10.0.0.1",
      );
    expect(resolveClientAddress("10.0.0.1", headers({ forwarded: "for=unknown" }), trust)).toBe("10.0.0.1");
    expect(resolveClientAddress("10.0.0.1", headers({ forwarded: 'for="_hidden"' }), trust)).toBe("10.0.0.1");
    expect(resolveClientAddress("10.0.0.1", headers({ forwarded: "for=1.2.3.4;;" }), trust)).toBe("10.0.0.1");
    // A port outside quotes is not RFC 7239: the header is not believed at all.
    expect(resolveClientAddress("10.0.0.1", headers({ forwarded: "for=1.2.3.4:80" }), trust)).toBe(
      "10.0.0.1",
    );
    // A bad entry further left is never reached when an untrusted hop comes first.
    expect(
      resolveClientAddress("10.0.0.1", headers({ "x-forwarded-for": "garbage, 203.0.113.7" }), trust),
    ).toBe("203.0.113.7");
  });

  it("normalizes ports, brackets and IPv4 seen through IPv6", () => {
    expect(normalizeAddress("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(normalizeAddress("203.0.113.7:51234")).toBe("203.0.113.7");
    expect(normalizeAddress("[2001:db8::1]:443")).toBe("2001:db8::1");
    expect(normalizeAddress("[2001:db8::1]")).toBe("2001:db8::1");
    expect(normalizeAddress("2001:db8::1")).toBe("2001:db8::1");
    expect(normalizeAddress("localhost")).toBeNull();
  });
});

describe("Forwarded header", () => {
  it("gives each element's for value, in order, and nothing for a header that does not parse", () => {
    expect(forwardedForValues(null)).toEqual([]);
    expect(forwardedForValues("for=192.0.2.60;proto=http;by=203.0.113.43")).toEqual(["192.0.2.60"]);
    expect(forwardedForValues('for="[2001:db8:cafe::17]:4711", for=unknown')).toEqual([
      "[2001:db8:cafe::17]:4711",
      "unknown",
    ]);
    expect(forwardedForValues("proto=https, for=1.2.3.4")).toEqual(["", "1.2.3.4"]);
    expect(forwardedForValues('for="a\\"b"')).toEqual(['a"b']);
    for (const bad of ["", "for", "for=", 'for="open', "for=1.2.3.4 x", "=1.2.3.4", "for=a,"])
      expect(forwardedForValues(bad), bad).toEqual([]);
  });
});

describe("TRUSTED_PROXIES", () => {
  it("takes addresses, CIDR ranges and proxy-addr's names, and refuses anything else in one line", () => {
    expect(loadConfig({}).trustedProxies).toEqual([]);
    expect(
      loadConfig({ TRUSTED_PROXIES: "loopback, 10.0.0.0/8,2001:db8::/32 , uniquelocal" }).trustedProxies,
    ).toEqual(["loopback", "10.0.0.0/8", "2001:db8::/32", "uniquelocal"]);
    expect(() => loadConfig({ TRUSTED_PROXIES: "10.0.0.0/99" })).toThrow(
      /^Configuration error: TRUSTED_PROXIES/,
    );
    expect(() => loadConfig({ TRUSTED_PROXIES: "proxy.example.com" })).toThrow(/TRUSTED_PROXIES/);
  });
});

describe("clientInfo", () => {
  function app(trusted: string[]) {
    const hono = new Hono();
    hono.use(resolveClientAddressOnce(trusted));
    hono.get("/", (c) => c.json(clientInfo(c)));
    return (peer: string, requestHeaders: Record<string, string>) =>
      hono.request("/", { headers: requestHeaders }, { incoming: { socket: { remoteAddress: peer } } });
  }

  it("hands out the address the middleware resolved, for rate limits, sessions, logs and the audit log", async () => {
    const trusting = app(["127.0.0.1"]);
    const viaProxy = await trusting("127.0.0.1", { "x-forwarded-for": "203.0.113.7", "user-agent": "ua" });
    expect(await viaProxy.json()).toEqual({ ip: "203.0.113.7", userAgent: "ua" });
    const forged = await trusting("198.51.100.20", { "x-forwarded-for": "203.0.113.7" });
    expect(await forged.json()).toEqual({ ip: "198.51.100.20", userAgent: null });
    const direct = await app([])("::ffff:198.51.100.20", { "x-forwarded-for": "203.0.113.7" });
    expect((await direct.json()).ip).toBe("198.51.100.20");
  });
});
