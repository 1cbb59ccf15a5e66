import { slugify } from "../rules/slug.ts";

/** Which listing a path asks for (the listing routes of app/routes.ts); browser-safe. */
export interface ListingRouteRequest {
  /** The four search types of the listing screen: category, full text, origins. */
  kind: "c" | "f" | "pp" | "cp";
  /** Category code (c), search text (f) or country code (pp, cp), from the path. */
  key: string;
  /** Page from the path forms ({slug}/ca/{c}/{p}, …/pc/{c}/{t}/{p}/{l}); the query's p wins. */
  pathPage?: string;
  pathLimit?: string;
}

/**
 * The listing routes: search-product/{text}, search-product/{code}/cp|pp, {slug}/ca/{c}[/{p}[/{t}]],
 * pc/{c}/{t}, {slug}/pc/{c}/{t}[/{p}/{l}] and the fallback /products?c=…&t=c. `routePattern` is
 * the matched route's definition (/search-product/:code/cp), never the request's path: an in-page
 * navigation fetches …/cp.data, whose path no longer ends in /cp.
 */
export function listingRequestOf(
  routePattern: string,
  params: Record<string, string | undefined>,
  query: URLSearchParams,
): ListingRouteRequest | undefined {
  if (params.text !== undefined) return { kind: "f", key: params.text };
  if (params.code !== undefined)
    return { kind: routePattern.endsWith("/cp") ? "cp" : "pp", key: params.code };
  if (params.c !== undefined) {
    // In the pc forms {t} is the search type and {p}/{l} page and limit; in ca forms {p} is the page.
    return { kind: "c", key: params.c, pathPage: params.p, pathLimit: params.l };
  }
  const c = query.get("c");
  if (c) return { kind: "c", key: c };
  return undefined;
}

/** The search results of a text (a new search: no filters carried over). */
export function searchPath(text: string): string {
  return `/search-product/${encodeURIComponent(text)}`;
}

/** The canonical path of a listing, which links and filters add their query to. */
export function listingBasePath(page: {
  kind: ListingRouteRequest["kind"];
  text: string | null;
  originCode: string | null;
  trail: { code: string; name: string; hasChildren: boolean }[];
}): string {
  if (page.kind === "f") return searchPath(page.text ?? "");
  if (page.kind === "pp" || page.kind === "cp") return `/search-product/${page.originCode}/${page.kind}`;
  const category = page.trail.at(-1)!;
  const slug = encodeURIComponent(slugify(category.name));
  return category.hasChildren ? `/${slug}/ca/${category.code}` : `/${slug}/pc/${category.code}/c`;
}
