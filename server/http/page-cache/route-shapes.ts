import { matchRoutes, type RouteObject } from "react-router";

/** The leaf route a path renders, and its product id when that route names one. */
export interface LeafRoute {
  id: string;
  productId: string | undefined;
}

// Each distinct shape costs one matchRoutes. A client inventing shapes (static words in odd
// places, empty segments) can only cost matches, never a wrong answer: the shapes are forgotten
// when they fill up, so the site's own few shapes come back at once; long ones are never kept.
const MAX_SHAPES = 2_000;
const MAX_SHAPE_LENGTH = 200;
const DYNAMIC_SEGMENT = /^:[\w-]+\??$/;
/** Stands for any segment that equals no static segment of the tree. */
const ANY = "\u0000";
// RR's patterns match a splat with `.`, which stops at these: such a segment is kept as it is.
const LINE_TERMINATOR = /[\n\r\u2028\u2029]/;

/**
 * React Router's `matchRoutes` over one route tree, remembered per shape of path. matchRoutes
 * flattens and ranks the whole tree (~160 routes) on every call, which was about 5 % of a page
 * render's CPU when asked once per cacheable miss. Which branch a path matches depends only on
 * its segments (decoded as React Router decodes them) being empty, equal to a static segment of
 * the tree (case aside), or anything else: a dynamic segment matches any non-empty one, a splat
 * any rest without a line break. So every segment of the last kind is replaced by one mark, and
 * paths with the same shape share the first answer: `/sofa/pr/12` and `/lamp/pr/9` are one
 * question. Where the tree has a pattern this reasoning does not cover (a dynamic segment with a
 * static prefix or suffix, a non-ASCII static word), every path is matched afresh.
 */
export class RouteShapes {
  private readonly statics = new Set<string>();
  private readonly shapes = new Map<string, string | null>();
  private readonly cacheable: boolean;
  /** The product route's segment index of `:productId` (after the leading empty one), when fixed. */
  private readonly productIdAt: number | undefined;
  private readonly routes: RouteObject[];
  private readonly productRouteId: string;

  constructor(routes: RouteObject[], productRouteId: string) {
    this.routes = routes;
    this.productRouteId = productRouteId;
    let plain = true;
    let productIdAt: number | undefined;
    const visit = (route: RouteObject, above: string[]) => {
      const own = (route.path ?? "").split("/").filter(Boolean);
      for (const segment of own) {
        if (segment.startsWith(":")) {
          if (!DYNAMIC_SEGMENT.test(segment)) plain = false;
          continue;
        }
        if (segment === "*") continue;
        const word = segment.endsWith("?") ? segment.slice(0, -1) : segment;
        if (/[:*]/.test(word) || !/^[\x20-\x7e]+$/.test(word)) plain = false;
        this.statics.add(word.toLowerCase());
      }
      const segments = [...above, ...own];
      if (route.id === productRouteId) {
        const at = segments.indexOf(":productId");
        const fixed = segments.slice(0, at).every((s) => !s.endsWith("?") && s !== "*");
        if (at !== -1 && fixed) productIdAt = at + 1;
      }
      for (const child of route.children ?? []) visit(child, segments);
    };
    for (const route of routes) visit(route, []);
    this.cacheable = plain;
    this.productIdAt = productIdAt;
  }

  /** The leaf route `pathname` (without query or fragment) renders; undefined when none does. */
  leafOf(pathname: string): LeafRoute | undefined {
    const segments = decodedSegments(pathname);
    if (!this.cacheable || !segments) return this.matchAfresh(pathname);
    const shape = segments.map((s) => this.shapeOf(s)).join("/");
    let id = this.shapes.get(shape);
    if (id === undefined) {
      id = this.matchAfresh(pathname)?.id ?? null;
      if (shape.length <= MAX_SHAPE_LENGTH) {
        if (this.shapes.size >= MAX_SHAPES) this.shapes.clear();
        this.shapes.set(shape, id);
      }
    }
    if (id === null) return undefined;
    if (id !== this.productRouteId) return { id, productId: undefined };
    if (this.productIdAt === undefined) return this.matchAfresh(pathname);
    return { id, productId: segments[this.productIdAt]?.replace(/%2F/g, "/") };
  }

  private shapeOf(segment: string): string {
    if (segment === "" || LINE_TERMINATOR.test(segment) || this.statics.has(segment.toLowerCase()))
      return segment;
    return ANY;
  }

  private matchAfresh(pathname: string): LeafRoute | undefined {
    const matches = matchRoutes(this.routes, pathname);
    const leaf = matches?.at(-1);
    if (!leaf?.route.id) return undefined;
    return { id: leaf.route.id, productId: leaf.params.productId };
  }
}

/** The path's segments as React Router decodes them (a `/` inside one stays `%2F`); undefined if malformed. */
function decodedSegments(pathname: string): string[] | undefined {
  try {
    return pathname.split("/").map((s) => decodeURIComponent(s).replace(/\//g, "%2F"));
  } catch {
    return undefined;
  }
}
