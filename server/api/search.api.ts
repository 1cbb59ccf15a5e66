import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { hasSearchableText } from "#core/rules/search-text.ts";
import {
  FilterOptionsQuerySchema,
  FULL_TEXT_MATCH_LIMIT,
  MAX_SEARCH_TEXT,
  PAGE_LIMITS,
  PRODUCT_SORTS,
  type ProductQuery,
  type ProductQueryInput,
  ProductQuerySchema,
} from "#core/schemas/search.ts";
import { withResponseRates } from "#server/modules/deals/index.ts";
import * as search from "#server/modules/search/index.ts";
import type { AppDeps } from "#server/deps.ts";
import type { ApiEnv } from "./api.ts";
import { ErrorRef, json, PUBLIC } from "./openapi-shapes.ts";
import { ProductCardSchema } from "./product-card.schema.ts";

const badRequest = json(ErrorRef, "Invalid query (text too long, too many selections, bad codes…)");

const Option = z.object({ code: z.string(), name: z.string(), count: z.number() }).openapi("FilterOption");
const OptionPageSchema = z
  .object({ selected: z.array(Option), options: z.array(Option), hasMore: z.boolean() })
  .openapi("FilterOptionPage");
const Summary = ProductCardSchema.extend({
  pictures: z.array(z.string()),
  placeOfOrigin: z.string(),
  companyCountry: z.string().describe("The supplier's country (ISO 3166-1 alpha-2)"),
  companyYears: z
    .number()
    .int()
    .describe("Whole years since the supplier joined Caravan (0 in its first year)"),
  responseRate: z
    .number()
    .nullable()
    .describe(
      "Share (0–100) of the supplier's inquiries of the last 30 days answered within 24 hours; null until it has 10 inquiries in that time",
    ),
  priceTiers: z
    .array(z.object({ minQuantity: z.number(), price: z.number() }))
    .describe("Price per unit (USD) from each quantity on, smallest quantity first"),
  leadTimeDays: z.number().nullable().describe("Days to ship an order, as the supplier states it"),
  certifications: z.array(z.string()).describe("Names of the product certificates the operator approved"),
}).openapi("ProductSummary");
const SearchResult = z
  .object({
    products: z.array(Summary),
    totalCount: z.number(),
    isChildCategory: z.boolean(),
    aggregations: z.record(z.string(), z.unknown()).openapi({
      description:
        "One option page per group (placeOfOrigins, companies, brands, companyCertifications, productCertifications, packagings, businessTypes) and additionalFilters: [{code, name, subOptions}]",
    }),
  })
  .openapi("ProductSearchResult");
const PositionalResult = z
  .tuple([z.number(), z.array(z.array(z.unknown()))])
  .openapi("ProductSearchResultList", {
    description:
      "[totalCount, products]; each product is [id, pictures, name, fobCurrency, fobPriceMin, fobPriceMax, minOrderUnit, minOrderQuan, companyName, placeOfOrigin, companyId]",
  });
const TextMatchSchema: z.ZodType = z
  .object({
    categoryID: z.string(),
    categoryName: z.string(),
    hitCount: z.number(),
    subCategories: z.array(
      z.object({ categoryID: z.string(), categoryName: z.string(), hitCount: z.number() }),
    ),
  })
  .openapi("TextMatch");
const Paging = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_LIMITS as readonly number[]).includes(n), "search.errors.limit")
    .default(20),
  language: z.string().min(2).max(5).default("en"),
  sort: z
    .enum(PRODUCT_SORTS, "search.errors.sort")
    .optional()
    .describe("Order of the products (see searchProducts' `sort`); absent: best match"),
});

const searchRoute = createRoute({
  method: "post",
  path: "/products/search",
  operationId: "searchProducts",
  security: PUBLIC,
  tags: ["Search"],
  summary: "Product search by filter params (the listing): a page, totalCount, aggregations",
  description:
    "Counts are disjunctive: a group's counts apply every other group's selection but not its own. `sort` orders the products (price_asc, price_desc, newest, moq_asc; absent: best match) and changes neither the total nor the counts; an unknown order is a 400. `form=list` answers the positional form [totalCount, products].",
  request: {
    query: z.object({ form: z.enum(["object", "list"]).optional() }),
    body: { content: { "application/json": { schema: ProductQuerySchema } }, required: true },
  },
  responses: { 200: json(z.union([SearchResult, PositionalResult]), "Search result"), 400: badRequest },
});

const optionsRoute = createRoute({
  method: "post",
  path: "/products/filter-options",
  operationId: "listFilterOptions",
  security: PUBLIC,
  tags: ["Search"],
  summary: "One page (20) of a filter group's options, searchable by name",
  request: {
    body: { content: { "application/json": { schema: FilterOptionsQuerySchema } }, required: true },
  },
  responses: {
    200: json(OptionPageSchema, "Options; hasMore is false once the list has ended"),
    400: badRequest,
  },
});

const textMatchRoute = createRoute({
  method: "get",
  path: "/products/text-matches",
  operationId: "countTextMatchesByCategory",
  security: PUBLIC,
  tags: ["Search"],
  summary: "Full-text match results: hit counts per category and sub-category",
  request: {
    query: z.object({
      searchStr: z
        .string()
        .refine(hasSearchableText, "search.errors.textEmpty")
        .trim()
        .max(MAX_SEARCH_TEXT, "search.errors.textTooLong"),
      language: z.string().min(2).max(5).default("en"),
      page: z.coerce.number().int().min(0).max(0).default(0),
      size: z.coerce.number().int().min(1).max(FULL_TEXT_MATCH_LIMIT).default(FULL_TEXT_MATCH_LIMIT),
    }),
  },
  responses: { 200: json(z.array(TextMatchSchema), "Categories with hits"), 400: badRequest },
});

const originRoute = createRoute({
  method: "get",
  path: "/products/by-origin/{kind}/{code}",
  operationId: "listProductsByOrigin",
  security: PUBLIC,
  tags: ["Search"],
  summary: "Products by product place of origin (pp) or by company place of origin (cp)",
  request: {
    params: z.object({
      kind: z.enum(["pp", "cp"]),
      code: z.string().regex(/^[A-Za-z]{2}$/, "search.errors.origin"),
    }),
    query: Paging,
  },
  responses: { 200: json(SearchResult, "Search result"), 400: badRequest },
});

const categoryRoute = createRoute({
  method: "get",
  path: "/categories/{code}/products",
  operationId: "listCategoryProducts",
  security: PUBLIC,
  tags: ["Search"],
  summary: "Category product listing",
  request: {
    params: z.object({ code: z.string().regex(/^[0-9]{3}([0-9]{3}){0,2}$/, "search.errors.category") }),
    query: Paging,
  },
  responses: { 200: json(SearchResult, "Search result"), 400: badRequest },
});

const originNamesRoute = createRoute({
  method: "get",
  path: "/places-of-origin/{language}",
  operationId: "listPlacesOfOrigin",
  security: PUBLIC,
  tags: ["Search"],
  summary: "Place-of-origin names by language: code → name",
  request: { params: z.object({ language: z.string().min(2).max(5) }) },
  responses: {
    200: json(z.record(z.string(), z.string()), "Names by code"),
    400: json(ErrorRef, "Language code too short or too long"),
  },
});

/** A page of products as the listing shows it: with each supplier's response rate. */
async function listing(deps: AppDeps, q: ProductQuery) {
  const result = await search.searchProducts(deps, q);
  return { ...result, products: await withResponseRates(deps, result.products) };
}

/** The product query of the GET listings: their paging parameters plus what the path selects. */
function pagedQuery(q: z.infer<typeof Paging>, selection: Partial<ProductQueryInput>) {
  return ProductQuerySchema.parse({
    language: q.language,
    pageIndex: q.page,
    productCount: q.limit,
    sort: q.sort,
    ...selection,
  });
}

export function registerSearchApi(api: OpenAPIHono<ApiEnv>) {
  api.openapi(searchRoute, async (c) => {
    const result = await listing(c.get("deps"), c.req.valid("json"));
    if (c.req.valid("query").form === "list")
      return c.json(
        [result.totalCount, result.products.map(search.toSummaryRow)] as [number, unknown[][]],
        200,
      );
    return c.json(result, 200);
  });
  api.openapi(optionsRoute, async (c) =>
    c.json(await search.filterOptions(c.get("deps"), c.req.valid("json")), 200),
  );
  api.openapi(textMatchRoute, async (c) => {
    const q = c.req.valid("query");
    return c.json(await search.textMatches(c.get("deps"), q.searchStr, q.language, q.size), 200);
  });
  api.openapi(originRoute, async (c) => {
    const { kind, code } = c.req.valid("param");
    const q = c.req.valid("query");
    const origin = { [kind === "pp" ? "productOrigin" : "companyOrigin"]: code.toUpperCase() };
    return c.json(await listing(c.get("deps"), pagedQuery(q, origin)), 200);
  });
  api.openapi(categoryRoute, async (c) => {
    const q = c.req.valid("query");
    const category = { categoryCode: c.req.valid("param").code };
    return c.json(await listing(c.get("deps"), pagedQuery(q, category)), 200);
  });
  api.openapi(originNamesRoute, async (c) =>
    c.json(await search.originNames(c.get("deps"), c.req.valid("param").language), 200),
  );
}
