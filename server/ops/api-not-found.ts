import type { Context } from "hono";
import { langFromHost } from "#core/i18n/languages.ts";
import { errorBody } from "../api/error-response.ts";

/**
 * Any /api path or method no API route answers: the API's JSON error shape with 404, never the
 * HTML page the site's catch-all would render. A known path asked with another method is a 404
 * too (there is no code for 405 in the API's closed set of errors).
 */
export function apiNotFound(c: Context) {
  return c.json(errorBody(langFromHost(c.req.header("host")), "not_found"), 404);
}
