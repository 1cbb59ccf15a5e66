import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { isLang, langFromHost } from "#core/i18n/languages.ts";
import { IdSchema } from "#core/schemas/id.ts";
import { readSessionToken } from "#server/modules/accounts/index.ts";
import { getCategoryTrail } from "#server/modules/categories/index.ts";
import {
  getMostViewedProducts,
  recordProductView,
  recordStorefrontVisit,
} from "#server/modules/views/index.ts";
import { cachedPerDb } from "../lib/db-cache.ts";
import { AppError } from "../lib/errors.ts";
import type { ApiEnv } from "./api.ts";
import { ErrorRef, json, PUBLIC, SESSION_OPTIONAL } from "./openapi-shapes.ts";
import { ProductCardSchema } from "./product-card.schema.ts";

// A form body, because that is what navigator.sendBeacon can send to any server without a
// preflight; every field arrives as text.
const ViewEventSchema = z
  .object({
    pid: IdSchema.describe("Product id"),
    pname: z.string().max(1000).optional().openapi({ description: "Product name (informative)" }),
    pic: z.string().max(2000).optional().openapi({ description: "First picture (informative)" }),
    cid: z.string().max(20).optional().openapi({ description: "Company id (informative)" }),
    cname: z.string().max(1000).optional().openapi({ description: "Company name (informative)" }),
  })
  .openapi("ProductViewEvent");

const viewEventRoute = createRoute({
  method: "post",
  path: "/products/view-events",
  operationId: "recordProductView",
  security: SESSION_OPTIONAL,
  tags: ["Products"],
  summary: "Counts a product view; answers at once, recorded in batches",
  description:
    "The viewer is the signed-in user of the session cookie, if any, and the company is the product's in the database: the body's cid, pname, pic and cname are accepted as the view event's payload but not trusted. Crawlers, unknown products and posts from other sites' pages (Sec-Fetch-Site: cross-site) are not counted; the answer is 202 either way.",
  request: {
    body: {
      required: true,
      content: { "application/x-www-form-urlencoded": { schema: ViewEventSchema } },
    },
  },
  responses: {
    202: { description: "Accepted (counted later, or ignored)" },
    400: json(ErrorRef, "No valid product id"),
  },
});

const VisitEventSchema = z.object({ cid: IdSchema.describe("Company id") }).openapi("StorefrontVisitEvent");

const visitEventRoute = createRoute({
  method: "post",
  path: "/companies/visit-events",
  operationId: "recordStorefrontVisit",
  security: PUBLIC,
  tags: ["Companies"],
  summary: "Counts a storefront visit (one storefront page opened); answers at once, recorded in batches",
  description:
    "Only the company and the time are kept, nothing about the visitor. Crawlers, companies that are unknown or not active, and posts from other sites' pages (Sec-Fetch-Site: cross-site) are not counted; the answer is 202 either way.",
  request: {
    body: {
      required: true,
      content: { "application/x-www-form-urlencoded": { schema: VisitEventSchema } },
    },
  },
  responses: {
    202: { description: "Accepted (counted later, or ignored)" },
    400: json(ErrorRef, "No valid company id"),
  },
});

const MAX_LIMIT = 20;
const mostViewedRoute = createRoute({
  method: "get",
  path: "/products/most-viewed",
  operationId: "listMostViewedProducts",
  security: PUBLIC,
  tags: ["Products"],
  summary: "The most viewed products of the last 30 days, of a category (with its subcategories) or of all",
  request: {
    query: z.object({
      category: z
        .string()
        .regex(/^[0-9A-Za-z]{1,60}$/)
        .optional()
        .openapi({ description: "Category code; the whole catalogue when absent" }),
      limit: z.coerce.number().int().min(1).max(MAX_LIMIT).default(10),
      language: z
        .string()
        .refine(isLang, "errors.invalid_data")
        .optional()
        .openapi({ description: "Language of the names; the host's language when absent" }),
    }),
  },
  responses: {
    200: json(z.array(ProductCardSchema), "Most viewed first"),
    400: json(ErrorRef, "Bad category code, limit or language"),
    404: json(ErrorRef, "No such category"),
  },
});

// Counting a root category (or everything) reads every view of the window: a list is kept a
// minute per category and language, as the recommendations are.
const mostViewed = cachedPerDb(60_000, (db, key) => {
  const [lang = "en", categoryCode = ""] = key.split("|");
  return getMostViewedProducts(db, lang, { categoryCode: categoryCode || undefined, limit: MAX_LIMIT });
});

export function registerViewsApi(api: OpenAPIHono<ApiEnv>) {
  api.openapi(viewEventRoute, (c) => {
    const { pid } = c.req.valid("form");
    // Another site's page could make its visitors' browsers post here; browsers say so.
    if (c.req.header("sec-fetch-site") === "cross-site") return c.body(null, 202);
    // Not awaited: the answer does not wait for the session lookup, let alone the write.
    void recordProductView(c.get("deps"), {
      productId: pid,
      sessionToken: readSessionToken(c.req.header("cookie") ?? null),
      userAgent: c.req.header("user-agent") ?? null,
    });
    return c.body(null, 202);
  });

  api.openapi(visitEventRoute, (c) => {
    const { cid } = c.req.valid("form");
    if (c.req.header("sec-fetch-site") === "cross-site") return c.body(null, 202);
    recordStorefrontVisit(c.get("deps"), { companyId: cid, userAgent: c.req.header("user-agent") ?? null });
    return c.body(null, 202);
  });

  api.openapi(mostViewedRoute, async (c) => {
    const { db } = c.get("deps");
    const { category, limit, language } = c.req.valid("query");
    const lang = language ?? langFromHost(c.req.header("host"));
    if (category && !(await getCategoryTrail(db, lang, category))) throw new AppError("not_found");
    const cards = await mostViewed(db, `${lang}|${category ?? ""}`);
    c.header("Cache-Control", "public, max-age=60");
    return c.json(cards.slice(0, limit), 200);
  });
}
