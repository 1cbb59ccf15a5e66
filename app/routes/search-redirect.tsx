import { redirect } from "react-router";
import { truncateText } from "~/lib/truncate.ts";
import { parseId } from "~/schemas/id.ts";
import type { Route } from "./+types/search-redirect";

/**
 * The header's search form (GET ?s=) goes to the full-text listing search-product/{text}; a
 * storefront's search box adds its company (co={id}), which the listing shows as a filter.
 */
export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const text = truncateText((query.get("s") ?? "").trim(), 200);
  const company = query.get("co") ?? "";
  const inCompany = parseId(company) !== undefined ? `?co=${company}` : "";
  return redirect(text ? `/search-product/${encodeURIComponent(text)}${inCompany}` : "/");
}
