import { AppError } from "#server/lib/errors.ts";
import { productSheetTemplate } from "#server/modules/product-import/index.ts";
import { requestContext } from "#server/request-context.ts";
import { requireWorkspace } from "../access.server.ts";
import type { Route } from "./+types/import-template";
import { downloadResponse } from "./import.server.ts";

/** The import template of a leaf category (XLSX with a worksheet of allowed values, or CSV). */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const { user, company } = await requireWorkspace(ctx, request, url, "products.edit");
  const query = Object.fromEntries(url.searchParams);
  try {
    return downloadResponse(await productSheetTemplate(ctx.deps, user, company.id, ctx.lang, query));
  } catch (error) {
    if (error instanceof AppError) throw new Response(null, { status: error.status });
    throw error;
  }
}
