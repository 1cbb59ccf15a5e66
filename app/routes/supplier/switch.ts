import { redirect } from "react-router";
import { z } from "zod";
import { IdSchema } from "#core/schemas/id.ts";
import { workspaceCompanyCookie } from "#server/modules/accounts/index.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/switch";
import { readWorkspace } from "./access.server.ts";

const SwitchSchema = z.object({ companyId: IdSchema });

/** Chooses the company the member works for; a company they are not a member of is refused (404). */
export async function action({ context, request, url }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const { companies } = await readWorkspace(ctx, request, url);
  const parsed = SwitchSchema.safeParse(Object.fromEntries(await request.formData()));
  const company = parsed.success ? companies.find((c) => c.id === parsed.data.companyId) : undefined;
  if (!company) throw new Response(null, { status: 404 });
  return redirect("/supplier", {
    headers: { "Set-Cookie": workspaceCompanyCookie(ctx.deps.config, company.id, ctx.deps.clock.now()) },
  });
}

export function loader() {
  return redirect("/supplier");
}
