import { data, type MiddlewareFunction } from "react-router";
import { requestContext } from "#server/request-context.ts";
import { rootDataOf } from "./root-data.server.ts";
import type { RefusalData } from "./root-data.ts";

/** What an HTML form sends; every form action of the site reads one of these. */
const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/** True when the text holds a NUL character, which PostgreSQL cannot store in text at all. */
export const hasNul = (text: string) => text.includes("\u0000");

/**
 * Runs before every page's loaders and actions (the root route's middleware), so each rule holds
 * for every page and form there is and will be, and a refused request changes nothing:
 * - a NUL character anywhere in the address or in a form field is refused (400) on both
 *   databases alike: PostgreSQL rejects it in text, SQLite would store it;
 * - a form action takes a POST of a form: another method is 405, another body (JSON, or a
 *   multipart body that does not parse) is 400, instead of an action failing on it with a 500.
 * The refusal is the root's error page, translated, with the status.
 */
export const refuseMalformedRequests: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  // No loader has run: the refusal brings the root's data, for the error page's language.
  const refuse = (status: number, headers?: HeadersInit) =>
    data({ rootData: rootDataOf(context.get(requestContext)) } satisfies RefusalData, { status, headers });
  const url = new URL(request.url);
  // NUL can only arrive percent-encoded in an address.
  if (/%00/i.test(url.pathname + url.search)) throw refuse(400);
  if (request.method === "GET" || request.method === "HEAD") return next();
  if (request.method !== "POST") throw refuse(405, { Allow: "GET, HEAD, POST" });
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.has(type)) throw refuse(400);
  // Read from a copy, so the action reads the body as if nothing had looked at it.
  const form = await request
    .clone()
    .formData()
    .catch(() => undefined);
  if (!form) throw refuse(400);
  for (const [name, value] of form) {
    if (hasNul(name) || hasNul(typeof value === "string" ? value : value.name)) throw refuse(400);
  }
  return next();
};
