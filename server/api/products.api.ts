import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { isLang } from "#core/i18n/languages.ts";
import { parseId } from "#core/schemas/id.ts";
import { getProductDetail } from "#server/modules/products/index.ts";
import type { ApiEnv } from "./api.ts";
import { ErrorRef, json, PUBLIC } from "./openapi-shapes.ts";

const detailRoute = createRoute({
  method: "get",
  path: "/products/getById/{productId}/{lang}",
  operationId: "getProductDetail",
  security: PUBLIC,
  tags: ["Products"],
  summary: "Product detail in a language; an unknown product is an empty object",
  request: { params: z.object({ productId: z.string().max(20), lang: z.string().max(5) }) },
  responses: {
    200: {
      description: "The product, or {} when there is none",
      content: { "application/json": { schema: z.record(z.string(), z.unknown()).openapi("ProductDetail") } },
    },
    400: json(ErrorRef, "Id or language code too long"),
  },
});

export function registerProductsApi(api: OpenAPIHono<ApiEnv>) {
  api.openapi(detailRoute, async (c) => {
    const { productId, lang } = c.req.valid("param");
    const id = parseId(productId);
    // An unknown product or language answers an empty object, not an error: the client shows
    // its empty state.
    const product =
      isLang(lang) && id !== undefined ? await getProductDetail(c.get("deps").db, id, lang) : undefined;
    return c.json(product ?? {}, 200);
  });
}
