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

/** The session cookie's security scheme (declared in api.ts's document). */
export const SESSION_SCHEME = "sessionCookie";
type SecurityRequirements = Record<string, string[]>[];
/** Signed in only: without a valid session cookie the answer is 401. */
export const SIGNED_IN: SecurityRequirements = [{ [SESSION_SCHEME]: [] }];
/** Open to anyone; a session, when one is sent, is read (e.g. a signed-in reader also sees their pending comments). */
export const SESSION_OPTIONAL: SecurityRequirements = [{}, { [SESSION_SCHEME]: [] }];
/** Open to anyone; no session is read. */
export const PUBLIC: SecurityRequirements = [];
