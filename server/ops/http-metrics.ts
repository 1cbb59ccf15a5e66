import type { Context, MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import type { AppMetrics } from "./metrics.ts";
import { routeSlotOf } from "./route-pattern.ts";

/** Catch-all routes: what they answered matched nothing more precise. */
const UNMATCHED = new Set(["", "*", "/*", "/api", "/api/*"]);

/**
 * The route a request is counted under: the pattern of the React Router route that rendered it,
 * else the pattern of the Hono route that answered, else `other` (nothing matched, or a
 * middleware answered before any route, as the overload guard does).
 */
export function routeLabel(c: Context): string {
  const pattern = routeSlotOf(c).pattern;
  // React Router's patterns have no leading slash (`:slug/ca/:c`); Hono's do.
  const page = pattern === undefined ? undefined : `/${pattern.replace(/^\//, "")}`;
  if (page) return UNMATCHED.has(page) ? "other" : page;
  const path = routePath(c);
  return UNMATCHED.has(path) ? "other" : path;
}

/** Counts and times every request by route pattern. Goes first, so it sees every answer. */
export function httpMetrics(metrics: AppMetrics): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    metrics.observeRequest(c.req.method, routeLabel(c), c.res.status, (performance.now() - started) / 1000);
  };
}
