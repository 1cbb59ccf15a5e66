import { createHash, randomFillSync } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";
import { createContext } from "react-router";
import type { Config } from "../config.ts";

/**
 * The nonce of this response's Content-Security-Policy, handed by server/app.ts to the page
 * renderer (app/entry.server.tsx), which puts it on every script the page carries.
 */
export const cspNonceContext = createContext<string | undefined>(undefined);

/** What the policy depends on besides the configuration. */
export interface SecurityHeaderOptions {
  /** The `<style>` blocks every page inlines (app/root.tsx), allowed by their hash. */
  inlineStyles: readonly string[];
  /** Vite's development server injects stylesheets as `<style>` elements and talks over a WebSocket. */
  development: boolean;
}

// Browser features the site never uses, refused to it and to every frame it holds.
const UNUSED_FEATURES = [
  "accelerometer",
  "autoplay",
  "browsingTopics",
  "camera",
  "displayCapture",
  "encryptedMedia",
  "geolocation",
  "gyroscope",
  "hid",
  "idleDetection",
  "localFonts",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "publickeyCredentialsGet",
  "screenWakeLock",
  "serial",
  "usb",
  "windowManagement",
  "xrSpatialTracking",
] as const;

/**
 * Security headers on every response the server gives (pages, API, media, assets, errors, 404s):
 * a Content-Security-Policy whose scripts need this response's nonce, no framing by any site,
 * nosniff, a referrer policy, a permissions policy, and HSTS when the site is served over TLS.
 * docs/decisions/010-content-security-policy.md explains each choice.
 */
export function securityHeaders(config: Config, options: SecurityHeaderOptions): MiddlewareHandler {
  const https = config.siteProtocol === "https";
  const headers = secureHeaders({
    contentSecurityPolicy: contentSecurityPolicy(config, options),
    strictTransportSecurity: https ? "max-age=31536000; includeSubDomains" : false,
    referrerPolicy: "strict-origin-when-cross-origin",
    xFrameOptions: "DENY",
    // The language subdomains are one site; other sites may not embed our responses.
    crossOriginResourcePolicy: "same-site",
    permissionsPolicy: Object.fromEntries(UNUSED_FEATURES.map((feature) => [feature, []])),
  });
  const hashedPageSources = hashedPageScriptSources(config);
  return async (c, next) => {
    await headers(c, next);
    const hashes = scriptHashesOf.get(c);
    const policy = hashes && c.res.headers.get("content-security-policy");
    if (policy)
      c.res.headers.set(
        "content-security-policy",
        policy.replace(/script-src [^;]*/, `script-src ${[...hashes, ...hashedPageSources].join(" ")}`),
      );
  };
}

const scriptHashesOf = new WeakMap<Context, readonly string[]>();

/**
 * Makes this response's policy allow its inline scripts by their hashes instead of a nonce: a
 * page kept in the page cache is the same bytes for every visitor, so it can carry no nonce
 * (docs/decisions/035-page-cache.md). `hashes` are CSP sources (`'sha256-…'`).
 */
export function allowScriptsByHash(c: Context, hashes: readonly string[]): void {
  scriptHashesOf.set(c, hashes);
}

/**
 * Besides the hashes, what a hashed page's scripts load: the site's own modules ('self'; without
 * a nonce, 'strict-dynamic' would refuse the modules the page's inline module script imports) and
 * the captcha provider's scripts. Only same-site scripts served as JavaScript run from 'self':
 * every response carries `nosniff`, so uploads and API answers cannot be loaded as scripts.
 */
function hashedPageScriptSources(config: Config): string[] {
  const captcha = config.captcha ? captchaSources(config.captcha.scriptUrl) : undefined;
  return ["'self'", ...(captcha ? [captcha.script, ...captcha.frames] : [])];
}

type Directives = NonNullable<Parameters<typeof secureHeaders>[0]>["contentSecurityPolicy"];

export function contentSecurityPolicy(config: Config, options: SecurityHeaderOptions): Directives {
  const https = config.siteProtocol === "https";
  const captcha = config.captcha ? captchaSources(config.captcha.scriptUrl) : undefined;
  const styleHashes = options.inlineStyles.map(
    (css) => `'sha256-${createHash("sha256").update(css).digest("base64")}'`,
  );
  return {
    defaultSrc: ["'self'"],
    // Only scripts carrying this response's nonce run, and the modules and scripts they load
    // ('strict-dynamic': React Router's route modules, the captcha provider's own scripts).
    // Browsers without 'strict-dynamic' (CSP level 2) fall back to 'self' and the captcha's host.
    scriptSrc: [nonceSource, "'strict-dynamic'", "'self'", ...(captcha ? [captcha.script] : [])],
    // Stylesheets from the site, the stylesheet inlined in every page by its hash (a nonce would
    // make the inlined block differ per response and defeat its once-per-process compression,
    // server/lib/html-response.ts), and `style` attributes, which React writes for layout values.
    styleSrc: [
      "'self'",
      ...(options.development ? ["'unsafe-inline'"] : styleHashes),
      ...(captcha?.frames ?? []),
    ],
    styleSrcAttr: ["'unsafe-inline'"],
    // Pictures in descriptions, SEO banners and map tiles may come from any host over TLS.
    imgSrc: ["'self'", "data:", "https:", ...(https ? [] : ["http:"])],
    connectSrc: ["'self'", ...(captcha?.frames ?? []), ...(options.development ? ["ws:", "wss:"] : [])],
    frameSrc: captcha ? captcha.frames : ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    // Forms post to this host; a language's form may lead to another language's host.
    formAction: ["'self'", ...siteHosts(config)],
    frameAncestors: ["'none'"],
    ...(https ? { upgradeInsecureRequests: [] } : {}),
  };
}

// Nonces are cut from a block of random bytes filled 256 nonces at a time: asking the system for
// 16 bytes per request cost a tenth of the headers' time (bench/security-headers.ts). Each byte
// serves one nonce only.
const NONCE_BYTES = 16;
const pool = Buffer.alloc(NONCE_BYTES * 256);
let poolOffset = pool.length;

function nextNonce(): string {
  if (poolOffset === pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  const nonce = pool.toString("base64", poolOffset, poolOffset + NONCE_BYTES);
  poolOffset += NONCE_BYTES;
  return nonce;
}

/** This response's nonce, once the middleware has run (for the page renderer). */
export function cspNonceOf(c: Context): string | undefined {
  return c.get("secureHeadersNonce");
}

/** This response's nonce source; the nonce is kept where hono's own NONCE helper keeps it. */
function nonceSource(c: Context): string {
  let nonce = c.get("secureHeadersNonce");
  if (!nonce) {
    nonce = nextNonce();
    c.set("secureHeadersNonce", nonce);
  }
  return `'nonce-${nonce}'`;
}

/** The site's own hosts: the English one and every language subdomain. */
function siteHosts(config: Config): string[] {
  return [`${config.siteProtocol}://${config.siteHost}`, `${config.siteProtocol}://*.${config.siteHost}`];
}

/**
 * Where a captcha provider's widget loads from. Its script's own origin may run in browsers that
 * lack 'strict-dynamic'; its frames, stylesheets and requests come from the script's domain and
 * that domain's subdomains (hCaptcha's script is on js.hcaptcha.com, its frames on
 * newassets.hcaptcha.com; Turnstile and reCAPTCHA frame their own script's host).
 */
export function captchaSources(scriptUrl: string): { script: string; frames: string[] } {
  const { protocol, host } = new URL(scriptUrl);
  const labels = host.split(".");
  const parent = labels.length > 2 ? labels.slice(1).join(".") : host;
  const frames = [...new Set([`${protocol}//${host}`, `${protocol}//${parent}`, `${protocol}//*.${parent}`])];
  return { script: `${protocol}//${host}`, frames };
}
