import { data, redirect } from "react-router";
import { slugify } from "#core/rules/slug.ts";
import { parseId } from "#core/schemas/id.ts";
import { CATEGORY_CODE } from "#core/urls/listing-state.ts";
import { type PageAddress, withPageNumber } from "#core/urls/page-address.ts";
import { isAppError } from "#server/lib/errors.ts";
import { getSeoLanding, seoCategoryPath, seoLandingPath } from "#server/modules/seo/index.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/seo-landing";
import { loadListingPage } from "./listing-page.server.ts";

/**
 * SEO landing pages ({seoUrl}/sp/{seoId}, {seoUrl}/{seoId}/s, {seoUrl}/sc/{seoId}/{categoryId}):
 * an SEO record's saved search, shown by the listing screen with the record's title,
 * description and content. Filters and pages stay on the landing address. A record belongs to
 * one language: its page has no alternates on other language hosts.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const seoId = parseId(params.seoId);
  const landing = seoId === undefined ? undefined : await getSeoLanding(ctx.deps.db, seoId);
  // Records are per language: another language's record is not a page of this host.
  if (!landing?.search || landing.lang !== ctx.lang) throw data(null, { status: 404 });
  const category = params.categoryId;
  if (category !== undefined && !CATEGORY_CODE.test(category)) throw data(null, { status: 404 });
  // Links are built from the record and the route's parameters, never from the request's path
  // (an in-page navigation requests …/sp/1.data); `url` is the page's own address.
  const path = category
    ? seoCategoryPath(landing.seoUrl, landing.id, category)
    : seoLandingPath(landing.seoUrl, landing.id);
  if (slugify(params.seoUrl ?? "") !== slugify(landing.seoUrl)) throw redirect(path + url.search, 301);
  // The address holds the whole listing state once the visitor changes anything; until then the saved one applies.
  const changed = [...url.searchParams.keys()].some((name) => !CAMPAIGN_PARAM.test(name));
  const query = changed ? new URLSearchParams(url.searchParams) : new URLSearchParams(landing.search.params);
  const { kind } = landing.search;
  let key = landing.search.key;
  if (category && kind === "c") key = category;
  else if (category) query.set("c", category);
  try {
    const page = await loadListingPage(ctx.deps, ctx.lang, { kind, key }, query);
    const address: PageAddress = { canonical: withPageNumber(path, page.state.page), languages: null };
    return {
      ...page,
      basePath: path,
      address,
      landing: {
        title: landing.title,
        description: landing.description,
        keywords: landing.keywords,
        contentHtml: landing.contentHtml,
        path: seoLandingPath(landing.seoUrl, landing.id),
        categoryPathPrefix: seoCategoryPath(landing.seoUrl, landing.id, ""),
      },
    };
  } catch (error) {
    if (isAppError(error) && error.code === "not_found") throw data(null, { status: 404 });
    throw error;
  }
}

/** Tracking parameters of ads and newsletters do not count as the visitor changing the listing. */
const CAMPAIGN_PARAM = /^(utm_\w+|gclid|fbclid|msclkid)$/;

export { default } from "./product-list.tsx";
