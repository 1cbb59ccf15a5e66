import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/robots";

/** Crawlers may read the catalogue, not the API, the account pages or filtered duplicates. */
export function loader({ context }: Route.LoaderArgs) {
  const { origin } = context.get(requestContext);
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /profile",
    "Disallow: /login",
    "Disallow: /register",
    "Disallow: /search-product?",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "content-type": "text/plain; charset=utf-8" } });
}
