import { z } from "@hono/zod-openapi";

/** Every API error, as server/api/error-response.ts writes it: a code, its translated message, and field messages for forms. */
export const ErrorRef = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .openapi("Error");

/** A JSON response of the OpenAPI document. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});
