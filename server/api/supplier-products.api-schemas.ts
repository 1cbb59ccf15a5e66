import { z } from "@hono/zod-openapi";
import type { Context, Env } from "hono";
import { LANG_CODES, langFromHost } from "#core/i18n/languages.ts";
import { LIVE_FIELDS, ProductInputSchema, productFieldErrors } from "#core/schemas/product-editor.ts";
import { PRODUCT_STATUSES, PRODUCT_TEXT_ORIGINS } from "#server/db/schema/catalog-tables.ts";
import { errorBody } from "./error-response.ts";

/**
 * The shapes of the supplier's products in the OpenAPI document. The body is the product schema
 * the editor and the spreadsheet import use (core/schemas/product-editor.ts), so every client gets
 * the same rules and the same translated messages.
 */
// Through z.lazy: the core schema may be built before this library adds .openapi() to schemas.
export const ProductInputBody = z
  .lazy(() => ProductInputSchema)
  .openapi("ProductInput", {
    description:
      "A whole product: a field left out is cleared (or takes its default). texts: per language code " +
      "(en, tr, …) { name, description (rich text, sanitised), packagingDetails }, at least one name. " +
      'Money is exact decimal text ("12.5", up to 4 decimals); categoryCode is a leaf of the category ' +
      "tree; pictures are paths the picture upload answered (/media/…), the first the main one. Lists " +
      "may also be sent as text with one entry per line or comma. On a published or unpublished product, " +
      `only ${LIVE_FIELDS.join(", ")} change at once; the other fields become a change request the ` +
      "operator approves (unless the company is trusted). A refusal names each field by its dotted " +
      "path (texts.en.name, priceTiers.1.price).",
  });

const ProductStatusSchema = z.enum(PRODUCT_STATUSES).openapi("ProductStatus");

export const EditableProductSchema = z
  .object({
    id: z.number().int(),
    status: ProductStatusSchema,
    statusReason: z.string().nullable().describe("Why the operator rejected it"),
    updatedAt: z.string(),
    input: ProductInputBody,
    pendingChange: z
      .object({ id: z.number().int(), requestedAt: z.string(), input: ProductInputBody })
      .nullable()
      .describe("The change request waiting for the operator: the live product with the requested fields"),
    sourceLang: z.enum(LANG_CODES),
    texts: z.array(
      z.object({
        lang: z.enum(LANG_CODES),
        state: z.enum(["source", "current", "outdated", "missing"]),
        origin: z.enum(PRODUCT_TEXT_ORIGINS).nullable(),
      }),
    ),
  })
  .openapi("EditableProduct");

export const SaveAnswerSchema = z
  .object({
    id: z.number().int(),
    outcome: z
      .enum(["created", "updated", "change_requested"])
      .describe("change_requested: the live fields are saved, the rest waits for the operator"),
  })
  .openapi("ProductSaveOutcome");

export const StatusAnswerSchema = z.object({ status: ProductStatusSchema });

/**
 * Answers a refused product body with each message under its dotted path, and refuses a NUL
 * character anywhere (PostgreSQL cannot store it) under the path of the field holding it.
 */
export function productBodyHook<E extends Env, P extends string>(
  result: { success: true; data: unknown } | { success: false; error: z.ZodError },
  c: Context<E, P>,
) {
  const fields = result.success ? nulPath(result.data) : productFieldErrors(result.error);
  if (fields)
    return c.json(
      errorBody(langFromHost(c.req.header("host")), "invalid_data", fields, "errors.formInvalid"),
      400,
    );
}

function nulPath(value: unknown, path: string[] = []): Record<string, string> | undefined {
  const here = () => ({ [path.length ? path.join(".") : "form"]: "errors.invalid_data" });
  if (typeof value === "string") return value.includes("\u0000") ? here() : undefined;
  if (typeof value !== "object" || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes("\u0000")) return here();
    const found = nulPath(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}
