import { redirect } from "react-router";
import { clearedSessionCookie, logout } from "#server/modules/accounts/index.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/logout";

/** Always reports success and goes to /login, even when there was no session. */
export async function action({ context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  await logout(ctx.deps, ctx.sessionToken);
  return redirect("/login?loggedOut=1", { headers: { "Set-Cookie": clearedSessionCookie(ctx.deps.config) } });
}

// A GET (a typed address, an old link) must not sign anyone out: cross-site pages could trigger it.
export function loader() {
  return redirect("/login");
}
