import fc from "fast-check";
import { matchRoutes, type RouteObject } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { RouteShapes } from "./route-shapes.ts";

const PRODUCT = "routes/product/product-page";

// The kinds of pattern the site's route table has: a pathless layout, static words, dynamic
// segments, an optional dynamic segment, an optional static word, index routes, files with a dot,
// nested paths and the catch-all.
const TREE: RouteObject[] = [
  {
    id: "root",
    path: "",
    children: [
      { id: "home", index: true },
      {
        id: "layout",
        children: [
          { id: PRODUCT, path: ":name/pr/:productId" },
          { id: "company-category", path: ":slug/co/pr/:companyId/:categoryId" },
          { id: "company-category-named", path: ":slug/co/pr/:categoryName/:companyId/:categoryId" },
          { id: "company-home", path: ":slug/co/:companyId" },
          { id: "search-text", path: "search-product" },
          { id: "category", path: "ca/:slug/:categoryId" },
        ],
      },
      {
        id: "supplier",
        path: "supplier",
        children: [
          { id: "supplier-home", index: true },
          { id: "onboarding", path: "onboarding/:step?" },
          { id: "orders", path: "orders/:orderId" },
          { id: "print", path: "orders/:orderId/print?" },
        ],
      },
      { id: "sitemap", path: "sitemap.xml" },
      { id: "not-found", path: "*" },
    ],
  },
];

const WORDS = [
  "pr",
  "co",
  "ca",
  "supplier",
  "onboarding",
  "orders",
  "print",
  "sitemap.xml",
  "search-product",
];
/** A segment as a client may send it: a word of the table in any case or encoding, a value, nothing. */
const segment = fc.oneof(
  fc.constantFrom(...WORDS),
  fc.constantFrom(...WORDS).map((w) => w.toUpperCase()),
  fc.constantFrom("%70r", "P%52", "%2F", "a%2Fb", "%0A", "x%0Ay", "%E2%80%A8", "%", "%ZZ", "\u212Aa"),
  fc.constantFrom("12", "0", "sofa", "lamp-3", "İ", "ſupplier", "PR "),
  fc.constant(""),
  fc.string({ maxLength: 6 }).map((s) => encodeURIComponent(s)),
);
const pathname = fc.array(segment, { maxLength: 7 }).map((segments) => `/${segments.join("/")}`);

/** What matchRoutes itself answers for the path: the leaf's id and its productId. */
function direct(routes: RouteObject[], path: string) {
  const leaf = matchRoutes(routes, path)?.at(-1);
  return leaf?.route.id ? { id: leaf.route.id, productId: leaf.params.productId } : undefined;
}

describe("a route tree matched per shape of path", () => {
  // React Router warns of every path it cannot percent-decode, and sending those is the point.
  beforeEach(() => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
  });

  it("answers every path as matchRoutes does, the paths sharing a shape included", () => {
    const shapes = new RouteShapes(TREE, PRODUCT);
    fc.assert(
      fc.property(pathname, (path) => {
        expect(shapes.leafOf(path)).toEqual(direct(TREE, path));
      }),
      { numRuns: 5_000 },
    );
  });

  it("reads each product page's own id, not the id of the first page of its shape", () => {
    const shapes = new RouteShapes(TREE, PRODUCT);
    expect(shapes.leafOf("/12/pr/12")).toEqual({ id: PRODUCT, productId: "12" });
    expect(shapes.leafOf("/sofa/pr/7")).toEqual({ id: PRODUCT, productId: "7" });
    expect(shapes.leafOf("/sofa/PR/8/")).toEqual({ id: PRODUCT, productId: "8" });
    expect(shapes.leafOf("/sofa/pr/")).toEqual({ id: "not-found", productId: undefined });
  });

  it("still answers as matchRoutes does when a pattern mixes a dynamic segment with a word", () => {
    const paths = [
      "/feed-1.xml",
      "/feed-2.xml",
      "/other.xml",
      "/a/pr/3",
      "/b/pr/4",
      "/page/2.html",
      "/page/3",
    ];
    for (const mixed of [
      { id: "feed", path: "feed-:n.xml" },
      { id: "page", path: "page/:n.html" },
    ]) {
      const tree: RouteObject[] = [
        mixed,
        { id: PRODUCT, path: ":name/pr/:productId" },
        { id: "not-found", path: "*" },
      ];
      const shapes = new RouteShapes(tree, PRODUCT);
      for (const path of paths)
        expect(shapes.leafOf(path), `${mixed.path}: ${path}`).toEqual(direct(tree, path));
    }
  });
});
