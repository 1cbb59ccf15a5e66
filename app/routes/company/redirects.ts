import { data, redirect } from "react-router";
import { parseId } from "#core/schemas/id.ts";
import type { Route } from "./+types/redirects";

/**
 * The storefront's dashboard/{id} redirects to the company home; the link forms
 * {slug}/co/{id}/dashboard and {slug}/co/{id}/contact go to the home and the contact page.
 */
export function loader({ params, pattern }: Route.LoaderArgs) {
  const { slug, companyId } = params as { slug: string; companyId: string };
  if (parseId(companyId) === undefined) throw data(null, { status: 404 });
  const base = `/${encodeURIComponent(slug)}/co`;
  // Which link form matched, from the route table (an in-page navigation requests …/contact.data).
  const toContact = pattern.endsWith("/contact");
  return redirect(toContact ? `${base}/contact/${companyId}` : `${base}/${companyId}`, 301);
}
