import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { langFromHost } from "#core/i18n/languages.ts";
import { MAX_SEARCH_TEXT } from "#core/schemas/search-constants.ts";
import { SUGGESTION_LIMITS } from "#core/schemas/search-suggestions.ts";
import { suggestSearches } from "#server/modules/suggestions/index.ts";
import type { ApiEnv } from "./api.ts";
import { ErrorRef, json, PUBLIC } from "./openapi-shapes.ts";

const SuggestionsSchema = z
  .object({
    searches: z
      .array(z.object({ text: z.string(), url: z.string() }))
      .max(SUGGESTION_LIMITS.searches)
      .openapi({ description: "Searches other buyers made, or the typed text with its last word completed" }),
    categories: z
      .array(
        z.object({ code: z.string(), name: z.string(), parentName: z.string().nullable(), url: z.string() }),
      )
      .max(SUGGESTION_LIMITS.categories)
      .openapi({ description: "Categories named in the host's language (else English); url is the listing" }),
    suppliers: z
      .array(z.object({ id: z.number().int(), name: z.string(), url: z.string() }))
      .max(SUGGESTION_LIMITS.suppliers)
      .openapi({ description: "Visible suppliers; url is the storefront" }),
  })
  .openapi("SearchSuggestions");

const suggestRoute = createRoute({
  method: "get",
  path: "/search/suggest",
  operationId: "suggestSearches",
  security: PUBLIC,
  tags: ["Search"],
  summary: "Suggestions as a buyer types: searches, categories and suppliers",
  description:
    "Matches where a word of the suggestion starts with the typed text (anywhere in Chinese, Japanese and Korean), folding case and diacritics like the product search. The language is the host's. A blank or one-letter text gets empty lists. Answers may be cached for a minute.",
  request: {
    query: z.object({
      q: z
        .string()
        .max(MAX_SEARCH_TEXT, "search.errors.textTooLong")
        .default("")
        .openapi({ example: "stainless st" }),
    }),
  },
  responses: {
    200: json(SuggestionsSchema, "Up to 6 searches, 4 categories and 4 suppliers"),
    400: json(ErrorRef, "Text too long, or with a NUL character"),
  },
});

export function registerSearchSuggestApi(api: OpenAPIHono<ApiEnv>) {
  api.openapi(suggestRoute, async (c) => {
    const lang = langFromHost(c.req.header("host"));
    const suggestions = await suggestSearches(c.get("deps").db, lang, c.req.valid("query").q);
    // The same for every visitor of a host: browsers and proxies may keep it for a minute.
    c.header("Cache-Control", "public, max-age=60");
    return c.json(suggestions, 200);
  });
}
