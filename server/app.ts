import { randomUUID } from "node:crypto";
import * as build from "virtual:react-router/server-build";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler, RouterContextProvider } from "react-router";
import { hostForLang, langFromHost, languageInfo } from "#core/i18n/languages.ts";
import { readSessionToken, sessionUser } from "#server/modules/accounts/index.ts";
import { createApi } from "./api/api.ts";
import { clientInfo, resolveClientAddressOnce } from "./api/client-info.ts";
import { eventStream } from "./api/events.routes.ts";
import { createMediaRoutes } from "./api/media.routes.ts";
import { createMetaTagRoutes } from "./api/meta-tags.ts";
import { createPrivateFileRoutes, sandboxPrivateFiles } from "./api/private-files.routes.ts";
import type { AppDeps } from "./deps.ts";
import { limitRequestBodies } from "./http/body-limits.ts";
import { refuseForeignOrigins } from "./http/origin-check.ts";
import { isApiPath } from "./http/refusal.ts";
import { inlineScriptHashes } from "./http/page-cache/page-contents.ts";
import { describeRenderedPage, PAGE_VARY, PageCache, rendersForCache } from "./http/page-cache/page-cache.ts";
import { allowScriptsByHash, cspNonceContext, cspNonceOf, securityHeaders } from "./http/security-headers.ts";
import { finishHtml, renderedPageOf } from "./lib/html-response.ts";
import { apiNotFound } from "./ops/api-not-found.ts";
import { httpMetrics } from "./ops/http-metrics.ts";
import { readyz } from "./ops/readiness.ts";
import { routePatternContext, routeSlotOf } from "./ops/route-pattern.ts";
import { requestContext } from "./request-context.ts";

/**
 * The React Router build inside this bundle. The page tests read its route table when they run
 * against the production build (`npm test` builds first), as they do from Vite's.
 */
export const serverBuild = build;

/**
 * The whole HTTP surface: /healthz, /api (REST), /media (images), built assets, and every other
 * path rendered by React Router. This file is the entry of the server bundle (vite.config.ts).
 */
/**
 * `clientDir`: the built browser assets (build/client) to serve, or undefined when Vite serves
 * them (development). Passed in by the process entry, which knows where the build lies; this
 * module's own location inside the bundle is no guide (code splitting moves it into a chunk).
 */
export function createApp(deps: AppDeps, options: { clientDir: string | undefined }) {
  const app = new Hono<{ Variables: { requestId: string } }>();
  const handleDocument = createRequestHandler(build, import.meta.env.MODE);
  // Anonymous visitors' pages, kept per process and dropped by the change feed (docs/decisions/035).
  const pageCache =
    deps.config.pageCache && new PageCache(deps.config.pageCache, deps.config.siteHost, build);
  pageCache?.follow(deps.changes);
  if (pageCache) deps.metrics.watchPageCache(pageCache.store);

  // First: a kept page goes out before anything else touches the request (page-cache.ts says why).
  if (pageCache)
    app.use(
      pageCache.middleware(
        (c, hit) => {
          deps.metrics.observeRequest(c.req.method, hit.route, hit.status, hit.seconds);
          const ms = Math.round(hit.seconds * 1000);
          const { method, path } = c.req;
          deps.log.info({ id: hit.requestId, method, path, status: hit.status, ms, cache: "hit" }, "request");
          deps.metrics.countPageCache("hit");
        },
        () => deps.metrics.countPageCache("miss"),
      ),
    );
  app.use(httpMetrics(deps.metrics));
  app.use(async (c, next) => {
    const started = performance.now();
    const requestId = c.req.header("x-request-id")?.slice(0, 64) || randomUUID();
    c.set("requestId", requestId);
    await next();
    c.header("X-Request-Id", requestId);
    deps.log.info(
      {
        id: requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
        ip: clientInfo(c).ip,
      },
      "request",
    );
  });

  // Private files carry a sandbox policy of their own, set after the site's on the way out.
  app.use("/files/*", sandboxPrivateFiles());
  // Outside everything below, so that every answer carries them, errors and 404s included.
  app.use(
    securityHeaders(deps.config, {
      inlineStyles: [inlineStyleSheetOf(build)],
      development: import.meta.env.DEV,
    }),
  );
  // The HTTP edge (server/http/): the client address behind trusted proxies, state changes only
  // from the site's own pages (the API checks its own, server/api/api.ts), bodies within limits.
  app.use(resolveClientAddressOnce(deps.config.trustedProxies));
  const pageOriginCheck = refuseForeignOrigins(deps.config, { log: deps.log });
  app.use((c, next) => (isApiPath(c.req.path) ? next() : pageOriginCheck(c, next)));
  app.use(limitRequestBodies());

  // HTML, JSON, scripts and styles go out gzip-compressed when the client accepts it (images are
  // already compressed and are left alone by content type).
  app.use(compress());

  app.get("/healthz", async (c) => {
    await deps.db.selectFrom("languages").select("code").limit(1).execute();
    return c.json({ status: "ok" });
  });
  // Ready for traffic: migrations done and this process's search index loaded (server/ops/readiness.ts).
  app.get("/readyz", (c) => readyz(c, deps));
  // The signed-in user's conversation events, live (server-sent events).
  app.get("/events", eventStream(deps));
  app.route("/api", createApi(deps));
  app.all("/api", apiNotFound);
  app.all("/api/*", apiNotFound);
  app.route("/media", createMediaRoutes(deps));
  app.route("/files", createPrivateFileRoutes(deps));
  app.route("/japi/json", createMetaTagRoutes(deps));

  const { clientDir } = options;
  if (clientDir) {
    app.use(
      "/assets/*",
      serveStatic({
        root: clientDir,
        precompressed: true,
        onFound: (_p, c) => c.header("Cache-Control", "public, max-age=31536000, immutable"),
      }),
    );
    app.use("/favicon.svg", serveStatic({ root: clientDir }));
  }

  // The storefront header links company categories as {slug}/co/pr//{companyId}/{categoryId}
  // (an empty name segment); the router cannot match an empty segment.
  app.get("/:slug/co/pr//:companyId/:categoryId", (c) => {
    const { slug, companyId, categoryId } = c.req.param();
    const query = new URL(c.req.url).search;
    // The parameters arrive decoded: each is encoded again, or a NUL or a space in one would make
    // the Location header invalid (a 500).
    const [s, co, ca] = [slug, companyId, categoryId].map(encodeURIComponent);
    return c.redirect(`/${s}/co/pr/${co}/${ca}${query}`, 301);
  });

  app.all("*", async (c) => {
    const host = c.req.header("host") ?? deps.config.siteHost;
    const lang = langFromHost(host);
    const token = readSessionToken(c.req.header("cookie") ?? null);
    const context = new RouterContextProvider();
    context.set(routePatternContext, routeSlotOf(c));
    context.set(requestContext, {
      deps,
      lang,
      dir: languageInfo(lang).dir,
      // From configuration, never from the Host header: links in e-mails must not be forgeable.
      origin: `${deps.config.siteProtocol}://${hostForLang(deps.config.siteHost, lang)}`,
      user: await sessionUser(deps, token),
      sessionToken: token,
      requestId: c.get("requestId"),
      ...clientInfo(c),
    });
    // A page rendered for the cache is the same bytes for everyone: no nonce, its scripts allowed by hash.
    const forCache = rendersForCache(c);
    context.set(cspNonceContext, forCache ? undefined : cspNonceOf(c));
    const response = await handleDocument(c.req.raw, context);
    if (!response.body || !response.headers.get("content-type")?.startsWith("text/html")) return response;
    if (forCache) {
      const page = renderedPageOf(response) ?? Buffer.from(await response.clone().arrayBuffer());
      allowScriptsByHash(c, inlineScriptHashes(page));
      describeRenderedPage(c, page);
    }
    // Compressed here, so the compress middleware above leaves it alone (it has Content-Encoding).
    const finished = await finishHtml(response, c.req.header("accept-encoding"));
    finished.headers.set("vary", PAGE_VARY);
    // Rendered for someone: no shared cache may keep it, no browser store it.
    if (token !== undefined) finished.headers.set("cache-control", "private, no-store");
    return finished;
  });

  app.onError((error, c) => {
    deps.log.error({ err: error, path: c.req.path }, "unhandled error");
    return c.text("Internal Server Error", 500);
  });
  return app;
}

/** The stylesheet every page inlines, which app/entry.server.tsx exports beside its renderer. */
function inlineStyleSheetOf(serverBuild: typeof build): string {
  const { inlineStyleSheet } = serverBuild.entry.module as { inlineStyleSheet?: unknown };
  if (typeof inlineStyleSheet !== "string")
    throw new Error("app/entry.server.tsx exports no inlineStyleSheet");
  return inlineStyleSheet;
}
