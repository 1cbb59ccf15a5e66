import type { Context, MiddlewareHandler } from "hono";
import { hostForLang, LANG_CODES } from "#core/i18n/languages.ts";
import type { Config } from "../config.ts";
import type { Logger } from "../lib/logger.ts";
import { refusal, refusalResponse } from "./refusal.ts";

type SiteSettings = Pick<Config, "siteProtocol" | "siteHost" | "companySubdomainMode">;

/**
 * Whether an Origin header names one of the site's own origins: SITE_PROTOCOL://SITE_HOST, its
 * language hosts (tr.SITE_HOST, …) and, in company-subdomain mode, any one-label subdomain of
 * SITE_HOST (a storefront's own host name). Taken from configuration, never from the request's
 * Host header, which the sender chooses.
 */
export function siteOriginMatcher(settings: SiteSettings): (origin: string) => boolean {
  const base = new URL(`${settings.siteProtocol}://${settings.siteHost}`);
  const own = new Set(
    LANG_CODES.map(
      (lang) => new URL(`${settings.siteProtocol}://${hostForLang(settings.siteHost, lang)}`).origin,
    ),
  );
  const suffix = `.${base.host}`;
  return (origin) => {
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return false; // "null" (a sandboxed frame, a file) or garbage
    }
    if (url.origin !== origin.toLowerCase().replace(/\/$/, "")) return false; // a path, a user…
    if (own.has(url.origin)) return true;
    if (!settings.companySubdomainMode || url.protocol !== base.protocol) return false;
    const label = url.host.endsWith(suffix) ? url.host.slice(0, -suffix.length) : "";
    return /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label);
  };
}

/**
 * Whether a state-changing request comes from the site's own pages. Browsers send Origin with
 * every POST, PUT, PATCH and DELETE, and a page cannot forge it. Without Origin (a browser
 * extension or proxy that strips it), the browser's own Sec-Fetch-Site: same-origin, which no page
 * can set either, is enough; `same-site` is not (a sibling subdomain may be someone else's).
 * A client that sends neither is refused: it is not a page of the site.
 */
export function comesFromSite(headers: Headers, isSiteOrigin: (origin: string) => boolean): boolean {
  const origin = headers.get("origin");
  if (origin !== null) return isSiteOrigin(origin);
  return headers.get("sec-fetch-site") === "same-origin";
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses every state-changing request (any method but GET, HEAD and OPTIONS) that does not come
 * from the site's own pages, with 403: the API's error shape (`api`, or a path under /api), else
 * a small page.
 * React Router checks a foreign Origin itself only for actions of routes with a page, and lets
 * a request without Origin through; the API and resource routes such as /logout have no check.
 */
export function refuseForeignOrigins(
  settings: SiteSettings,
  options: { log?: Logger | undefined; api?: boolean } = {},
): MiddlewareHandler {
  const isSiteOrigin = siteOriginMatcher(settings);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || comesFromSite(c.req.raw.headers, isSiteOrigin)) return next();
    options.log?.warn(
      { method: c.req.method, path: c.req.path, origin: c.req.header("origin")?.slice(0, 200) ?? null },
      "refused a state-changing request that did not come from the site's pages",
    );
    return foreignOriginAnswer(c, options.api);
  };
}

function foreignOriginAnswer(c: Context, api: boolean | undefined): Response {
  const request = { host: c.req.header("host"), path: c.req.path, api };
  return refusalResponse(refusal("not_allowed", request, "errors.foreignOrigin"));
}
