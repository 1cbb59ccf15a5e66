import { data, redirect } from "react-router";
import { cutText } from "#core/rules/cut-text.ts";
import { findCategoryByKey } from "#server/modules/categories/index.ts";
import { findCompanyIdByWebsiteKey } from "#server/modules/companies/index.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/route-parser";

/**
 * Route parser: a single unknown segment is a key. In company-subdomain mode it names a
 * company website ({key}/co/{id}); otherwise a category in the page language ({key}/ca/{code}).
 * Anything else is the 404 page.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const key = cutText(params.key, 120);
  const encoded = encodeURIComponent(key);
  if (ctx.deps.config.companySubdomainMode) {
    const companyId = await findCompanyIdByWebsiteKey(ctx.deps.db, key);
    if (companyId !== undefined) return redirect(`/${encoded}/co/${companyId}`);
  } else {
    const code = await findCategoryByKey(ctx.deps.db, ctx.lang, key);
    if (code) return redirect(`/${encoded}/ca/${code}`);
  }
  throw data(null, { status: 404 });
}

export default function RouteParser() {
  return null;
}
