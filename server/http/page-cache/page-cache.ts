import { randomUUID } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import type { ServerBuild } from "react-router";
import { readSessionToken } from "#server/modules/accounts/index.ts";
import type { AppliedChanges } from "#server/modules/search/index.ts";
import { routeLabel } from "../../ops/http-metrics.ts";
import { CacheableRequests, type PageKey } from "./cacheable-request.ts";
import { entityTag, shownProductTags } from "./page-contents.ts";
import { CATALOGUE_TAG, PageMarks, productTag } from "./page-marks.ts";
import { PageStore, type StoredPage } from "./page-store.ts";

/**
 * Shared caches (a CDN) may keep a page one second and must then ask again (with If-None-Match,
 * answered 304 while it is current); browsers ask every time. docs/decisions/035-page-cache.md.
 */
export const CACHED_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=1";
/** A page may differ with the session cookie (signed in or not) and is sent gzipped or not. */
export const PAGE_VARY = "Accept-Encoding, Cookie";

export interface PageCacheSettings {
  /** Bytes of pages one process keeps (PAGE_CACHE_MB). */
  maxBytes: number;
  /** A page older than this is rendered again even when nothing it shows changed (PAGE_CACHE_MAX_AGE_SECONDS). */
  maxAgeMs: number;
  /** A process that has not read the change feed to its end for this long serves no stored page. */
  freshnessMs: number;
}

/** What the request metrics and log hear of a hit. */
export interface HitRecord {
  status: number;
  route: string;
  requestId: string;
  seconds: number;
}

/** A miss being rendered for the cache: filled by the page handler (server/app.ts). */
interface PendingPage {
  key: PageKey;
  /** The change marks' batch count when the render began. */
  seq: number;
  tags: string[] | undefined;
}

const pending = new WeakMap<Context, PendingPage>();

/**
 * Rendered, compressed pages for anonymous visitors, one store per process, kept current by the
 * change feed the search engine follows (server/http/page-cache/README.md).
 */
export class PageCache {
  readonly store: PageStore;
  readonly marks: PageMarks;
  private readonly requests: CacheableRequests;

  constructor(settings: PageCacheSettings, siteHost: string, build: Pick<ServerBuild, "routes">) {
    this.store = new PageStore(settings.maxBytes, settings.maxAgeMs);
    this.marks = new PageMarks(this.store, settings.freshnessMs);
    this.requests = new CacheableRequests(siteHost, build);
  }

  /**
   * Follows the changes the machine's search index applied: told by the engine after each of its
   * reads of the feed (four a second) where it lives in this process, else by the search process
   * (ten questions a second, server/modules/search/remote-applied-changes.ts).
   */
  follow(changes: Pick<AppliedChanges, "subscribe">): void {
    changes.subscribe((rows, sentAt, caughtUp) => this.marks.applied(rows, sentAt, caughtUp));
  }

  /**
   * Answers hits; marks a cacheable miss for the page handler and keeps what it renders. Goes
   * first, before the metrics and the request log: a hit is told to `onHit` (which counts and logs
   * it) and leaves as the stored bytes with plain headers, which @hono/node-server writes to the
   * socket as they are. Any later middleware touching the response would copy the body into a
   * web stream, which costs more than the rest of a hit. A cacheable page that must be rendered
   * is told to `onMiss` (which counts it).
   */
  middleware(onHit: (c: Context, hit: HitRecord) => void, onMiss: () => void): MiddlewareHandler {
    return async (c, next) => {
      const started = performance.now();
      const request = c.req.raw;
      const headers = request.headers;
      const key = this.requests.keyOf(
        request.method,
        request.url,
        headers.get("host") ?? undefined,
        headers.get("accept-encoding") ?? undefined,
        readSessionToken(headers.get("cookie")),
      );
      if (!key) return next();
      const now = Date.now();
      if (this.marks.confirmed(now)) {
        const page = this.store.get(key.key, now);
        if (page) {
          const requestId = headers.get("x-request-id")?.slice(0, 64) || randomUUID();
          const response = answer(page, request.method, headers.get("if-none-match"), "hit", requestId);
          const seconds = (performance.now() - started) / 1000;
          onHit(c, { status: response.status, route: page.route, requestId, seconds });
          return response;
        }
      }
      const route = request.method === "GET" ? this.requests.routeOf(key, request.url) : undefined;
      if (!route) return next();
      onMiss();
      const render: PendingPage = { key: route, seq: this.marks.seq, tags: undefined };
      pending.set(c, render);
      await next();
      const page = render.tags && (await this.keep(c, render, now));
      if (page) {
        const requestId = c.res.headers.get("x-request-id") ?? randomUUID();
        c.res = answer(page, request.method, headers.get("if-none-match"), "miss", requestId);
      }
    };
  }

  /** Stores the finished response of a cacheable render when it may be shared; undefined if not. */
  private async keep(c: Context, render: PendingPage, renderedAt: number): Promise<StoredPage | undefined> {
    const response = c.res;
    const type = response.headers.get("content-type") ?? "";
    const cacheControl = response.headers.get("cache-control") ?? "";
    if (
      response.status !== 200 ||
      !type.startsWith("text/html") ||
      response.headers.has("set-cookie") ||
      /private|no-store/i.test(cacheControl) ||
      !response.body
    )
      return undefined;
    const tags = render.tags!;
    // Read before the change arrived and stored after it: let the next visitor render it again.
    if (!this.marks.unchangedSince(render.seq, tags)) return undefined;
    const body = Buffer.from(await response.arrayBuffer());
    const stored: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (name !== "x-request-id") stored[name] = value;
    });
    const etag = entityTag(body, render.key.encoding);
    stored.etag = etag;
    stored["cache-control"] = CACHED_PAGE_CACHE_CONTROL;
    stored.vary = PAGE_VARY;
    stored["content-length"] = String(body.length);
    const page: StoredPage = { headers: stored, body, etag, tags, renderedAt, route: routeLabel(c) };
    this.store.set(render.key.key, page);
    return page;
  }
}

/** The page handler: whether this request renders for the cache (then without a nonce). */
export function rendersForCache(c: Context): boolean {
  return pending.has(c);
}

/**
 * The page handler: what the rendered page (its bytes before compression) shows. Listings, the
 * home page and storefronts show whichever products the catalogue holds now; a product page
 * shows its product and those it links.
 */
export function describeRenderedPage(c: Context, page: Buffer): void {
  const render = pending.get(c);
  if (!render) return;
  const { productId } = render.key;
  render.tags =
    productId === undefined
      ? [CATALOGUE_TAG, ...shownProductTags(page)]
      : [...new Set([productTag(productId), ...shownProductTags(page)])];
}

function answer(
  page: StoredPage,
  method: string,
  ifNoneMatch: string | null,
  outcome: string,
  requestId: string,
): Response {
  if (ifNoneMatch && matchesEtag(ifNoneMatch, page.etag)) {
    const { etag, vary } = page.headers;
    return new Response(null, {
      status: 304,
      headers: {
        etag: etag!,
        vary: vary!,
        "cache-control": CACHED_PAGE_CACHE_CONTROL,
        "x-page-cache": outcome,
        "x-request-id": requestId,
      },
    });
  }
  const headers = { ...page.headers, "x-page-cache": outcome, "x-request-id": requestId };
  return new Response(method === "HEAD" ? null : (page.body as Uint8Array<ArrayBuffer>), {
    status: 200,
    headers,
  });
}

/** If-None-Match compares weakly (RFC 9110 13.1.2): `W/` prefixes do not matter, `*` matches. */
function matchesEtag(header: string, etag: string): boolean {
  if (header.trim() === "*") return true;
  for (const candidate of header.split(",")) {
    const tag = candidate.trim();
    if ((tag.startsWith("W/") ? tag.slice(2) : tag) === etag) return true;
  }
  return false;
}
