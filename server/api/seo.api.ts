import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { LANG_CODES, langFromHost } from "#core/i18n/languages.ts";
import { IdSchema } from "#core/schemas/id.ts";
import { SEARCH_KINDS, SEO_LIMITS } from "#core/schemas/seo.ts";
import * as seo from "#server/modules/seo/index.ts";
import { translator } from "../lib/i18n.ts";
import type { ApiEnv } from "./api.ts";
import { requireStaff } from "./guards.ts";
import { ErrorRef, json, SIGNED_IN } from "./openapi-shapes.ts";

const TAGS = ["SEO"];
/** A text field; a wrong type gets a translated message, the service judges the content. */
const text = () =>
  z.string({ error: (issue) => (issue.input === undefined ? "errors.required" : "seoConsole.errors.text") });
const id = IdSchema;
const guarded = {
  401: json(ErrorRef, "Not signed in"),
  403: json(ErrorRef, "Not a moderator or admin"),
} as const;

const SearchSchema = z
  .object({
    kind: z.enum(SEARCH_KINDS, { error: "seoConsole.errors.searchKind" }).openapi({
      description:
        "c: a category (key = category code), f: a text search, pp / cp: product / company place of origin (key = country code)",
    }),
    key: text(),
    params: text()
      .optional()
      .openapi({ description: "The listing's query string: filters, sort, page size" }),
  })
  .openapi("SeoSavedSearch");

/**
 * The body is validated by the service (so the console's form gets the same rules and messages);
 * this schema documents it and only lets through the right types.
 */
const SeoInputSchema = z
  .object({
    language: text().openapi({ enum: LANG_CODES, description: "One of the 13 site languages" }),
    pageTitle: text().openapi({ description: `Required, at most ${SEO_LIMITS.title} characters` }),
    pageDescription: text().nullish(),
    keywords: text().nullish().openapi({ description: "Comma-separated" }),
    seoUrl: text().openapi({
      description:
        "A site page's path starting with / (e.g. /categories), or a landing page's name: it shows at {slug of seoUrl}/sp/{id}",
    }),
    categoryId: text().nullish().openapi({ description: "An existing category code" }),
    seoContent: text().nullish().openapi({ description: "Landing page HTML; sanitised when stored" }),
    search: SearchSchema.nullish().openapi({
      description: "A landing page's saved search; null for meta tags only",
    }),
  })
  .openapi("SeoRecordInput");

const SeoRecordSchema = z
  .object({
    _id: z.number().int(),
    language: z.string(),
    pageTitle: z.string(),
    pageDescription: z.string().nullable(),
    keywords: z.string().nullable(),
    seoUrl: z.string(),
    categoryId: z.string().nullable(),
    seoContent: z.string().nullable(),
    search: SearchSchema.nullable(),
    publicPath: z
      .string()
      .nullable()
      .openapi({ description: "Where the record shows on its language's host" }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("SeoRecord");

const body = { required: true, content: { "application/json": { schema: SeoInputSchema } } } as const;

const createRouteDef = createRoute({
  method: "post",
  path: "/seo/",
  operationId: "createSeoRecord",
  security: SIGNED_IN,
  middleware: [requireStaff] as const,
  tags: TAGS,
  summary: "Create an SEO record",
  request: { body },
  responses: {
    201: json(SeoRecordSchema, "The new record"),
    400: json(ErrorRef, "Invalid fields (translated messages per field)"),
    ...guarded,
  },
});

const updateRouteDef = createRoute({
  method: "put",
  path: "/seo/{id}",
  operationId: "replaceSeoRecord",
  security: SIGNED_IN,
  middleware: [requireStaff] as const,
  tags: TAGS,
  summary: "Replace an SEO record; the public page follows at once",
  request: { params: z.object({ id }), body },
  responses: {
    200: json(SeoRecordSchema, "The record as stored"),
    400: json(ErrorRef, "Invalid id or fields"),
    ...guarded,
    404: json(ErrorRef, "No such record"),
  },
});

const deleteRouteDef = createRoute({
  method: "delete",
  path: "/seo/{id}",
  operationId: "deleteSeoRecord",
  security: SIGNED_IN,
  middleware: [requireStaff] as const,
  tags: TAGS,
  summary: "Delete an SEO record",
  request: { params: z.object({ id }) },
  responses: {
    200: json(z.object({ message: z.string() }), "Deleted"),
    400: json(ErrorRef, "Invalid id"),
    ...guarded,
    404: json(ErrorRef, "No such record"),
  },
});

const singleRouteDef = createRoute({
  method: "get",
  path: "/seo/single/{id}",
  operationId: "getSeoRecord",
  security: SIGNED_IN,
  middleware: [requireStaff] as const,
  tags: TAGS,
  summary: "One SEO record",
  request: { params: z.object({ id }) },
  responses: {
    200: json(SeoRecordSchema, "The record"),
    400: json(ErrorRef, "Invalid id"),
    ...guarded,
    404: json(ErrorRef, "No such record"),
  },
});

const listRouteDef = createRoute({
  method: "get",
  path: "/seo/list/{page}/{size}",
  operationId: "listSeoRecords",
  security: SIGNED_IN,
  middleware: [requireStaff] as const,
  tags: TAGS,
  summary: "SEO records, newest first, filtered by category, language and a part of the title",
  request: {
    params: z.object({
      page: z.coerce.number().int().min(1).max(100_000).openapi({ description: "1-based" }),
      size: z.coerce.number().int().min(1).max(seo.SEO_MAX_PAGE_SIZE),
    }),
    query: z.object({
      categoryId: z.string().max(20).optional(),
      language: z.string().max(5).optional(),
      title: z.string().max(SEO_LIMITS.title).optional(),
    }),
  },
  responses: {
    200: json(
      z.object({
        total: z.number().int(),
        page: z.number().int(),
        size: z.number().int(),
        items: z.array(SeoRecordSchema),
      }),
      "One page of records and the total",
    ),
    400: json(ErrorRef, "Invalid paging or filters"),
    ...guarded,
  },
});

/** SEO calls, at their fixed public paths; moderators and admins only. */
export function registerSeoApi(api: OpenAPIHono<ApiEnv>) {
  api.openapi(createRouteDef, async (c) => {
    const record = await seo.createSeoRecord(c.get("deps").db, c.get("user"), c.req.valid("json"));
    return c.json(record, 201);
  });

  api.openapi(updateRouteDef, async (c) => {
    const { id } = c.req.valid("param");
    return c.json(await seo.updateSeoRecord(c.get("deps").db, c.get("user"), id, c.req.valid("json")), 200);
  });

  api.openapi(deleteRouteDef, async (c) => {
    await seo.deleteSeoRecord(c.get("deps").db, c.get("user"), c.req.valid("param").id);
    return c.json({ message: translator(langFromHost(c.req.header("host")))("seoConsole.deleted") }, 200);
  });

  api.openapi(singleRouteDef, async (c) =>
    c.json(await seo.getSeoRecord(c.get("deps").db, c.get("user"), c.req.valid("param").id), 200),
  );

  api.openapi(listRouteDef, async (c) => {
    const { page, size } = c.req.valid("param");
    const filter = c.req.valid("query");
    return c.json(
      await seo.listSeoRecords(c.get("deps").db, c.get("user"), {
        page,
        size,
        categoryId: filter.categoryId || undefined,
        language: filter.language || undefined,
        title: filter.title || undefined,
      }),
      200,
    );
  });
}
