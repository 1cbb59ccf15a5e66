import { ProductBulkSchema, ProductListQuerySchema } from "#core/schemas/product-list.ts";
import { formFailure } from "#server/lib/form-response.ts";
import { roleMay } from "#server/modules/companies/index.ts";
import { listWorkspaceProducts, runProductBulkAction } from "#server/modules/products/index.ts";
import type { RequestContext } from "#server/request-context.ts";
import { requireWorkspace } from "../access.server.ts";

/** The list page's data: the page of products under the address's filters, and what the member may do. */
export async function loadProductList(ctx: RequestContext, request: Request, url: URL) {
  const { user, company } = await requireWorkspace(ctx, request, url, "products.view");
  const query = ProductListQuerySchema.parse(Object.fromEntries(url.searchParams));
  const list = await listWorkspaceProducts(ctx.deps, user, company.id, ctx.lang, query);
  return {
    ...list,
    query,
    canEdit: roleMay(company.role, "products.edit"),
    canPublish: roleMay(company.role, "products.publish"),
  };
}

/**
 * The bulk form: one action on the checked products. The company is the workspace's own; an id
 * of another company's product refuses the whole form and changes nothing. Answers how many
 * products it changed and how many it skipped (a status they cannot move from).
 */
export async function runProductListAction(ctx: RequestContext, request: Request, url: URL) {
  const { user, company } = await requireWorkspace(ctx, request, url, "products.view");
  const form = await request.formData().catch(() => new FormData());
  const values = { bulk: String(form.get("bulk") ?? "") };
  const parsed = ProductBulkSchema.safeParse({
    bulk: form.get("bulk") || undefined,
    ids: form.getAll("ids").filter((v) => typeof v === "string"),
  });
  if (!parsed.success) return formFailure(parsed.error, values);
  try {
    const result = await runProductBulkAction(ctx.deps, user, company.id, parsed.data);
    return { ok: true as const, bulk: parsed.data.bulk, ...result };
  } catch (error) {
    return formFailure(error, values);
  }
}
