import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { register } from "#server/modules/accounts/index.ts";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import { createApi } from "../api/api.ts";
import { comesFromSite, refuseForeignOrigins, siteOriginMatcher } from "./origin-check.ts";

const site = { siteProtocol: "http", siteHost: "localhost:3000", companySubdomainMode: false } as const;

describe("the site's own origins", () => {
  it("are SITE_PROTOCOL://SITE_HOST and its 13 language hosts, nothing else", () => {
    const isSite = siteOriginMatcher(site);
    for (const origin of [
      "http://localhost:3000",
      "http://tr.localhost:3000",
      "http://ar.localhost:3000",
      "http://iw.localhost:3000",
    ])
      expect(isSite(origin), origin).toBe(true);
    for (const origin of [
      "https://localhost:3000", // another scheme
      "http://localhost:3001", // another port
      "http://evil.example",
      "http://localhost:3000.evil.example",
      "http://evillocalhost:3000",
      "http://xx.localhost:3000", // no language, and not in company-subdomain mode
      "http://tr.tr.localhost:3000",
      "http://localhost:3000/path",
      "null",
      "",
      "localhost:3000",
    ])
      expect(isSite(origin), origin).toBe(false);
  });

  it("include one-label subdomains (storefronts) in company-subdomain mode, under the same scheme", () => {
    const isSite = siteOriginMatcher({
      siteProtocol: "https",
      siteHost: "caravan.example",
      companySubdomainMode: true,
    });
    expect(isSite("https://caravan.example")).toBe(true);
    expect(isSite("https://acme-tools.caravan.example")).toBe(true);
    expect(isSite("https://de.caravan.example")).toBe(true);
    expect(isSite("http://acme.caravan.example")).toBe(false);
    expect(isSite("https://a.b.caravan.example")).toBe(false);
    expect(isSite("https://-acme.caravan.example")).toBe(false);
    expect(isSite("https://caravan.example.evil")).toBe(false);
  });

  it("stand in for a missing Origin only by the browser's Sec-Fetch-Site: same-origin", () => {
    const isSite = siteOriginMatcher(site);
    expect(comesFromSite(new Headers({ "sec-fetch-site": "same-origin" }), isSite)).toBe(true);
    expect(comesFromSite(new Headers({ "sec-fetch-site": "same-site" }), isSite)).toBe(false);
    expect(comesFromSite(new Headers({ "sec-fetch-site": "cross-site" }), isSite)).toBe(false);
    expect(comesFromSite(new Headers({}), isSite)).toBe(false);
    // An Origin, when sent, decides alone.
    const foreign = new Headers({ origin: "http://evil.example", "sec-fetch-site": "same-origin" });
    expect(comesFromSite(foreign, isSite)).toBe(false);
  });
});

describe("pages (server/app.ts)", () => {
  const app = new Hono().use(refuseForeignOrigins(site));
  app.all("/logout", (c) => c.text("signed out"));

  it("refuse a state change without the site's origin with a translated 403 page; reading is free", async () => {
    const post = (headers: Record<string, string>, method = "POST") =>
      app.request("/logout", { method, headers: { host: "localhost:3000", ...headers } });
    const refusedHeaders: Record<string, string>[] = [
      { origin: "http://evil.example" },
      {},
      { origin: "null" },
    ];
    for (const headers of refusedHeaders) {
      const refused = await post(headers);
      expect(refused.status).toBe(403);
      expect(refused.headers.get("content-type")).toMatch(/^text\/html/);
    }
    const arabic = await post({ host: "ar.localhost:3000", origin: "http://evil.example" });
    expect(await arabic.text()).toContain('dir="rtl"');
    for (const method of ["PUT", "PATCH", "DELETE"]) expect((await post({}, method)).status).toBe(403);
    expect((await post({ origin: "http://tr.localhost:3000" })).status).toBe(200);
    expect((await post({ "sec-fetch-site": "same-origin" })).status).toBe(200);
    expect((await post({}, "GET")).status).toBe(200);
  });
});

describeEachDatabase("API origin check", (deps) => {
  it("refuses POST, PUT, PATCH and DELETE from a foreign or missing origin with 403 and the error shape", async () => {
    const api = createApi(deps());
    const call = (method: string, headers: Record<string, string>) =>
      api.request("/cart/lines/1", { method, headers: { host: "tr.localhost:3000", ...headers } });
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const refusedHeaders: Record<string, string>[] = [
        { origin: "http://evil.example" },
        {},
        { "sec-fetch-site": "same-site" },
      ];
      for (const headers of refusedHeaders) {
        const refused = await call(method, headers);
        expect(refused.status, `${method} ${JSON.stringify(headers)}`).toBe(403);
        expect(await refused.json()).toEqual({
          error: {
            code: "not_allowed",
            message:
              "Bu istek sitenin kendi sayfalarından gelmediği için gerçekleştirilmedi. Sayfayı yenileyip tekrar deneyin.",
          },
        });
      }
    }
    // From the site (a language host, or no Origin but the browser says same-origin), the route
    // runs: here it asks the anonymous caller to sign in.
    expect((await call("DELETE", { origin: "http://tr.localhost:3000" })).status).toBe(401);
    expect((await call("DELETE", { "sec-fetch-site": "same-origin" })).status).toBe(401);
    expect((await api.request("/auth/me", { headers: { origin: "http://evil.example" } })).status).toBe(401);
  });

  it("keeps a foreign page from signing a user out (/api/auth/logout); the site's pages still can", async () => {
    await register(
      deps(),
      {
        firstName: "Ada",
        lastName: "Demir",
        email: "ada@example.com",
        password: "correct horse",
        passwordConfirm: "correct horse",
        acceptTerms: "on",
      },
      { lang: "en", origin: "http://localhost:3000" },
    );
    const api = createApi(deps());
    const login = await api.request("/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:3000" },
      body: JSON.stringify({ email: "ada@example.com", password: "correct horse" }),
    });
    const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
    const logout = (headers: Record<string, string>) =>
      api.request("/auth/logout", { method: "POST", headers: { cookie, ...headers } });
    const signedIn = async () => (await api.request("/auth/me", { headers: { cookie } })).status === 200;

    const foreign = await logout({ origin: "http://evil.example" });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get("set-cookie")).toBeNull();
    expect((await logout({})).status).toBe(403);
    expect(await signedIn()).toBe(true);

    expect((await logout({ origin: "http://de.localhost:3000" })).status).toBe(200);
    expect(await signedIn()).toBe(false);
  });
});
