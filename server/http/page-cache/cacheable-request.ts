import { LANG_CODES } from "#core/i18n/languages.ts";
import type { RouteObject, ServerBuild } from "react-router";
import { acceptsGzip } from "../../lib/html-response.ts";
import { RouteShapes } from "./route-shapes.ts";

const PRODUCT_ROUTE_ID = "routes/product/product-page";

/**
 * The pages kept for anonymous visitors (route ids of app/routes.ts): the home page, the product
 * page, the listings (text search, origins, categories, all products) and the storefront's public
 * pages. Each shows the same to every visitor without a session in one language.
 */
export const CACHED_ROUTE_IDS: ReadonlySet<string> = new Set([
  "routes/home",
  PRODUCT_ROUTE_ID,
  "search-text",
  "search-company-origin",
  "search-product-origin",
  "category",
  "category-page",
  "category-page-type",
  "category-search",
  "category-search-slug",
  "category-search-page",
  "products",
  "company-home",
  "company-category",
  "company-category-named",
  "company-detail",
  "company-certificates",
  "routes/company/capability",
]);

// A longer query is no listing's own: it is not worth a place in the cache (nor a way to fill it).
const MAX_QUERY_LENGTH = 512;

/** What a request is kept under, and what kind of page it asks for. */
export interface PageKey {
  key: string;
  encoding: "gzip" | "identity";
  /** `product:12` for a product page, else undefined (a listing, the home page, a storefront). */
  productId: number | undefined;
}

/**
 * Decides which requests may be answered from the cache: anonymous (`sessionToken` undefined)
 * GET or HEAD of a cached route on one of the site's own language hosts (never a Host header
 * the site does not serve). The key is host, path, query with its parameters sorted, and the
 * encoding sent.
 */
export class CacheableRequests {
  private readonly hosts: ReadonlySet<string>;
  private readonly routes: RouteShapes;

  constructor(siteHost: string, build: Pick<ServerBuild, "routes">) {
    const host = siteHost.toLowerCase();
    this.hosts = new Set([host, ...LANG_CODES.map((lang) => `${lang}.${host}`)]);
    this.routes = new RouteShapes(routeTree(build.routes), PRODUCT_ROUTE_ID);
  }

  keyOf(
    method: string,
    url: string,
    host: string | undefined,
    acceptEncoding: string | undefined,
    sessionToken: string | undefined,
  ): PageKey | undefined {
    if ((method !== "GET" && method !== "HEAD") || sessionToken !== undefined || !host) return undefined;
    const lowerHost = host.toLowerCase();
    if (!this.hosts.has(lowerHost)) return undefined;
    const { pathname, search } = splitUrl(url);
    if (search.length > MAX_QUERY_LENGTH) return undefined;
    const encoding = acceptsGzip(acceptEncoding) ? "gzip" : "identity";
    return {
      key: `${lowerHost}${pathname}?${normalQuery(search)} ${encoding}`,
      encoding,
      productId: undefined,
    };
  }

  /** The route a miss renders, checked before rendering: undefined when it is not a cached page. */
  routeOf(key: PageKey, url: string): PageKey | undefined {
    const { pathname } = splitUrl(url);
    const leaf = this.routes.leafOf(pathname);
    if (!leaf || !CACHED_ROUTE_IDS.has(leaf.id)) return undefined;
    const productId = leaf.id === PRODUCT_ROUTE_ID ? Number(leaf.productId) : undefined;
    return { ...key, productId: Number.isSafeInteger(productId) ? productId : undefined };
  }
}

/** The path (as sent, without the origin) and the query (without its `?`). */
function splitUrl(url: string): { pathname: string; search: string } {
  const start = url.indexOf("/", url.indexOf("//") + 2);
  const path = start === -1 ? "/" : url.slice(start);
  const hash = path.indexOf("#");
  const bare = hash === -1 ? path : path.slice(0, hash);
  const q = bare.indexOf("?");
  return q === -1
    ? { pathname: bare, search: "" }
    : { pathname: bare.slice(0, q), search: bare.slice(q + 1) };
}

/**
 * The query's parameters ordered by name, so `?a=1&b=2` and `?b=2&a=1` are one page; the values of
 * one name keep their order (the sort is stable), since a page may read them as a list.
 */
function normalQuery(search: string): string {
  if (!search.includes("&")) return search;
  const nameOf = (pair: string) => {
    const eq = pair.indexOf("=");
    return eq === -1 ? pair : pair.slice(0, eq);
  };
  return search
    .split("&")
    .filter(Boolean)
    .sort((a, b) => (nameOf(a) < nameOf(b) ? -1 : nameOf(a) > nameOf(b) ? 1 : 0))
    .join("&");
}

/** React Router's nested route objects, from the build's flat manifest. */
function routeTree(manifest: ServerBuild["routes"]): RouteObject[] {
  const children = new Map<string | undefined, RouteObject[]>();
  for (const route of Object.values(manifest)) {
    if (!route) continue;
    const object = {
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
    } as RouteObject;
    const siblings = children.get(route.parentId) ?? [];
    siblings.push(object);
    children.set(route.parentId, siblings);
  }
  const attach = (route: RouteObject) => {
    const below = children.get(route.id);
    if (below && !route.index) (route as { children?: RouteObject[] }).children = below.map(attach);
    return route;
  };
  return (children.get(undefined) ?? []).map(attach);
}
