import { parseId } from "#core/schemas/id.ts";
import { AppError } from "#server/lib/errors.ts";
import { readImportReport } from "#server/modules/product-import/index.ts";
import { requestContext } from "#server/request-context.ts";
import { requireWorkspace } from "../access.server.ts";
import type { Route } from "./+types/import-report";

/** The refused rows of an import run of the member's company, as CSV. */
export async function loader({ context, request, url, params }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const { user, company } = await requireWorkspace(ctx, request, url, "products.edit");
  const id = parseId(params.runId);
  if (id === undefined) throw new Response(null, { status: 404 });
  try {
    const report = await readImportReport(ctx.deps, user, company.id, id);
    return new Response(new Uint8Array(report.bytes), {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${report.fileName}"`,
        "cache-control": "private, no-store",
      },
    });
  } catch (error) {
    if (error instanceof AppError) throw new Response(null, { status: error.status });
    throw error;
  }
}
