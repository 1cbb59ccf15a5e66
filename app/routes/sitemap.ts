import { sitemapFile, sitemapIndex } from "#server/modules/seo/index.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/sitemap";

const xml = (body: string) =>
  new Response(body, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });

/** /sitemap.xml (the index) and /sitemaps/{categories|pages|products|companies}-{n}.xml, per language host. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  if (!params.file) return xml(await sitemapIndex(ctx.deps.db, ctx.origin));
  const match = /^(categories|pages|products|companies)-(\d{1,6})\.xml$/.exec(params.file);
  const body = match
    ? await sitemapFile(ctx.deps, ctx.origin, ctx.lang, match[1] as "categories", Number(match[2]))
    : undefined;
  if (!body) throw new Response("Not found", { status: 404 });
  return xml(body);
}
