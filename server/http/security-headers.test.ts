import { createHash } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { describeEachDatabase } from "#tests/setup/test-db.ts";
import { createApi } from "../api/api.ts";
import { createMediaRoutes } from "../api/media.routes.ts";
import { type Config, loadConfig } from "../config.ts";
import type { AppDeps } from "../deps.ts";
import { finishHtml, renderedPageResponse } from "../lib/html-response.ts";
import { captchaSources, cspNonceOf, securityHeaders } from "./security-headers.ts";

const STYLE = "body{margin:0}";
const host = { host: "localhost:3000" };

/**
 * The server's layers as server/app.ts stacks them: the headers middleware outside the REST API,
 * the media routes, a rendered page, a failing handler and unknown paths (the browser tests check
 * the running server itself).
 */
function serverWith(deps: AppDeps, config: Config = deps.config) {
  const app = new Hono();
  app.use(securityHeaders(config, { inlineStyles: [STYLE], development: false }));
  app.route("/api", createApi(deps));
  app.route("/media", createMediaRoutes(deps));
  app.get("/page", (c) => {
    const nonce = cspNonceOf(c);
    // Large enough to be gzipped, with its stylesheet compressed once and reused (html-response.ts).
    const html = `<!DOCTYPE html><html><head><style>${STYLE}</style></head><body><script nonce="${nonce}"></script>${"<p>Caravan</p>".repeat(200)}</body></html>`;
    return finishHtml(
      renderedPageResponse(Buffer.from(html), { headers: { "content-type": "text/html" } }),
      "gzip",
    );
  });
  app.get("/broken", () => {
    throw new Error("a handler failed");
  });
  app.onError((_error, c) => c.text("Internal Server Error", 500));
  return app;
}

/** The policy's directives by name, each with its sources. */
function directives(response: Response): Map<string, string[]> {
  const header = response.headers.get("content-security-policy");
  expect(header, "Content-Security-Policy").toBeTruthy();
  return new Map(
    header!.split(";").map((part) => {
      const [name = "", ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

function expectSecurityHeaders(response: Response) {
  const policy = directives(response);
  const scripts = policy.get("script-src")!;
  expect(scripts.some((s) => /^'nonce-[A-Za-z0-9+/]{22}==/.test(s))).toBe(true);
  expect(scripts).toContain("'strict-dynamic'");
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(policy.get("frame-ancestors")).toEqual(["'none'"]);
  expect(policy.get("object-src")).toEqual(["'none'"]);
  expect(policy.get("base-uri")).toEqual(["'none'"]);
  expect(policy.get("default-src")).toEqual(["'self'"]);
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("x-frame-options")).toBe("DENY");
  expect(response.headers.get("permissions-policy")).toMatch(/(^|, )camera=\(\)/);
  expect(response.headers.get("permissions-policy")).toMatch(/(^|, )geolocation=\(\)/);
  expect(response.headers.get("permissions-policy")).toMatch(/(^|, )microphone=\(\)/);
}

describeEachDatabase("security headers", (deps) => {
  it("are on pages, API answers, media, errors and 404s alike", async () => {
    const app = serverWith(deps());
    const answers = {
      page: await app.request("/page", { headers: host }),
      "API document": await app.request("/api/openapi.json", { headers: host }),
      "API refusal": await app.request("/api/cart", { headers: host }),
      "API unknown path": await app.request("/api/no-such-thing", { headers: host }),
      picture: await app.request("/media/demo/logo/1.png", { headers: host }),
      "missing picture": await app.request("/media/demo/logo/nope.png", { headers: host }),
      "failing handler": await app.request("/broken", { headers: host }),
      "unknown path": await app.request("/no/such/page", { headers: host }),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([name, r]) => [name, r.status]))).toEqual({
      page: 200,
      "API document": 200,
      "API refusal": 401,
      "API unknown path": 404,
      picture: 200,
      "missing picture": 404,
      "failing handler": 500,
      "unknown path": 404,
    });
    for (const [name, response] of Object.entries(answers)) {
      try {
        expectSecurityHeaders(response);
      } catch (error) {
        throw new Error(`${name}: ${(error as Error).message}`);
      }
    }
  });

  it("give each response its own nonce, the one the page's scripts carry", async () => {
    const app = serverWith(deps());
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      const response = await app.request("/page", { headers: host });
      const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy")!)![1]!;
      expect(response.headers.get("content-encoding")).toBe("gzip");
      const html = gunzipSync(Buffer.from(await response.arrayBuffer())).toString();
      expect(html).toContain(`<script nonce="${nonce}">`);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(3);
  });

  it("allow the inlined stylesheet by its hash, style attributes, and forms to every language host", async () => {
    const policy = directives(await serverWith(deps()).request("/page", { headers: host }));
    const hash = createHash("sha256").update(STYLE).digest("base64");
    expect(policy.get("style-src")).toEqual(["'self'", `'sha256-${hash}'`]);
    expect(policy.get("style-src-attr")).toEqual(["'unsafe-inline'"]);
    expect(policy.get("form-action")).toEqual(["'self'", "http://localhost:3000", "http://*.localhost:3000"]);
    expect(policy.get("frame-src")).toEqual(["'none'"]);
    expect(policy.get("img-src")).toEqual(["'self'", "data:", "https:", "http:"]);
  });

  it("send HSTS and upgrade requests only when the site is served over https", async () => {
    const plain = await serverWith(deps()).request("/page", { headers: host });
    expect(plain.headers.get("strict-transport-security")).toBeNull();
    expect(directives(plain).has("upgrade-insecure-requests")).toBe(false);

    const config = { ...deps().config, siteProtocol: "https" as const };
    for (const path of ["/page", "/api/openapi.json", "/no/such/page"]) {
      const secure = await serverWith(deps(), config).request(path, { headers: host });
      expect(secure.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
      expect(directives(secure).has("upgrade-insecure-requests")).toBe(true);
      expect(directives(secure).get("img-src")).toEqual(["'self'", "data:", "https:"]);
      expect(directives(secure).get("form-action")).toEqual([
        "'self'",
        "https://localhost:3000",
        "https://*.localhost:3000",
      ]);
    }
  });

  it("let a configured captcha load its script, frames and requests", async () => {
    const config = {
      ...deps().config,
      captcha: {
        siteKey: "key",
        secret: "secret",
        verifyUrl: "https://api.hcaptcha.com/siteverify",
        scriptUrl: "https://js.hcaptcha.com/1/api.js",
      },
    };
    const policy = directives(await serverWith(deps(), config).request("/page", { headers: host }));
    expect(policy.get("script-src")).toContain("https://js.hcaptcha.com");
    expect(policy.get("frame-src")).toEqual([
      "https://js.hcaptcha.com",
      "https://hcaptcha.com",
      "https://*.hcaptcha.com",
    ]);
    expect(policy.get("connect-src")).toContain("https://*.hcaptcha.com");
    expect(policy.get("script-src")).not.toContain("https://*.hcaptcha.com");
  });
});

describe("captchaSources", () => {
  it("covers each provider's frames: the script's host, its domain and that domain's subdomains", () => {
    expect(captchaSources("https://challenges.cloudflare.com/turnstile/v0/api.js").frames).toContain(
      "https://challenges.cloudflare.com",
    );
    expect(captchaSources("https://www.google.com/recaptcha/api.js").frames).toContain(
      "https://www.google.com",
    );
    expect(captchaSources("https://js.hcaptcha.com/1/api.js").frames).toContain("https://*.hcaptcha.com");
    expect(captchaSources("https://captcha.example/api.js")).toEqual({
      script: "https://captcha.example",
      frames: ["https://captcha.example", "https://*.captcha.example"],
    });
  });
});

describe("securityHeaders in development", () => {
  it("let Vite's development server inject stylesheets and reach its WebSocket, scripts still by nonce", async () => {
    const app = new Hono();
    app.use(securityHeaders(loadConfig({}), { inlineStyles: [STYLE], development: true }));
    app.get("/", (c) => c.text("ok"));
    const policy = directives(await app.request("/"));
    expect(policy.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get("connect-src")).toEqual(["'self'", "ws:", "wss:"]);
    expect(policy.get("script-src")).not.toContain("'unsafe-inline'");
  });
});
