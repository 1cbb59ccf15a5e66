import { z } from "@hono/zod-openapi";

/** A product as cards and lists show it (core/schemas/catalog.ts ProductCardData), for OpenAPI. */
export const ProductCardSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    picture: z.string().nullable(),
    currency: z.string(),
    priceMin: z.number().nullable(),
    priceMax: z.number().nullable(),
    unit: z.string(),
    minOrderQuantity: z.number().nullable(),
    minOrderUnit: z.string(),
    companyId: z.number(),
    companyName: z.string(),
    companyVerified: z.boolean(),
  })
  .openapi("ProductCard");
