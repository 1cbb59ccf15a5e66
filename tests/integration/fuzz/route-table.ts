import type { ServerBuild } from "react-router";

/** One route of the React Router build: its full address pattern and what it exports. */
export interface PageRoute {
  id: string;
  /** e.g. ":slug/co/pr/:companyId/:categoryId" (no leading slash); "" for the home page */
  pattern: string;
  hasAction: boolean;
  /** Answers GET (a loader or a component). */
  hasPage: boolean;
}

/**
 * Every route of the build, with its parents' path segments joined: the same table the request
 * handler matches against, so a route added to app/routes.ts is fuzzed without being listed here.
 */
export function routeTable(build: ServerBuild): PageRoute[] {
  const routes = build.routes as unknown as Record<
    string,
    { id: string; parentId?: string; path?: string; index?: boolean; module: Record<string, unknown> }
  >;
  const fullPath = (id: string | undefined): string => {
    const route = id ? routes[id] : undefined;
    if (!route) return "";
    const parent = fullPath(route.parentId);
    return [parent, route.path ?? ""].filter(Boolean).join("/");
  };
  const hasChildren = new Set(Object.values(routes).map((r) => r.parentId));
  return Object.values(routes)
    .filter((r) => r.id !== "root" && (!hasChildren.has(r.id) || r.path !== undefined))
    .map((r) => ({
      id: r.id,
      pattern: fullPath(r.id),
      hasAction: typeof r.module.action === "function",
      hasPage: typeof r.module.loader === "function" || typeof r.module.default === "function",
    }));
}

/** The pattern's parameters in order (":id", ":name?" and the splat "*"). */
export function patternParams(pattern: string): string[] {
  return pattern
    .split("/")
    .filter((s) => s.startsWith(":") || s === "*")
    .map((s) => s.replace(/^:/, "").replace(/\?$/, ""));
}

/** Fills a pattern with already-encoded segments, in the order patternParams gave. */
export function fillPattern(pattern: string, segments: string[]): string {
  let i = 0;
  const path = pattern
    .split("/")
    .map((s) => (s.startsWith(":") || s === "*" ? (segments[i++] ?? "") : s))
    .join("/");
  return `/${path}`;
}
