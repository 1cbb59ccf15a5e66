import { exportProductSheet } from "#server/modules/product-import/index.ts";
import { requestContext } from "#server/request-context.ts";
import { requireWorkspace } from "../access.server.ts";
import type { Route } from "./+types/export";
import { downloadResponse } from "./import.server.ts";

/** The company's products in the import's format (XLSX, or CSV with ?format=csv). */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const { user, company } = await requireWorkspace(ctx, request, url, "products.view");
  const download = await exportProductSheet(
    ctx.deps,
    user,
    company.id,
    ctx.lang,
    url.searchParams.get("format"),
  );
  return downloadResponse(download);
}
