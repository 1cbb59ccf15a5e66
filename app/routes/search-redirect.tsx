import { redirect } from "react-router";
import type { Route } from "./+types/search-redirect";

/** The header's search form (GET ?s=) goes to the full-text listing search-product/{text}. */
export function loader({ request }: Route.LoaderArgs) {
  const text = (new URL(request.url).searchParams.get("s") ?? "").trim().slice(0, 200);
  return redirect(text ? `/search-product/${encodeURIComponent(text)}` : "/");
}
