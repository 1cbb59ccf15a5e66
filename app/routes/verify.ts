import { redirect } from "react-router";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/verify";

/** A token as verification links carry it; anything else is not passed on. */
const TOKEN = /^[A-Za-z0-9._~-]{1,512}$/;

/**
 * The `verify` path sends the visitor to the external verification page (setting VERIFY_URL)
 * with the token. Without that setting, or without a usable token, the visitor reads what
 * verification means on the site's own page.
 */
export function loader({ context, request }: Route.LoaderArgs) {
  const { verifyUrl } = context.get(requestContext).deps.config;
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (!verifyUrl || !TOKEN.test(token)) return redirect("/verified-company-link", 302);
  const target = new URL(verifyUrl);
  target.searchParams.set("token", token);
  return redirect(target.toString(), 302);
}
