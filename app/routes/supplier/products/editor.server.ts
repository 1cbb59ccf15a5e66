import { data } from "react-router";
import {
  type EditorValues,
  emptyValues,
  valuesFromInput,
} from "#app/components/product-editor/editor-values.ts";
import type { Lang } from "#core/i18n/languages.ts";
import { parseId } from "#core/schemas/id.ts";
import { AppError } from "#server/lib/errors.ts";
import { findCategories } from "#server/modules/categories/index.ts";
import { roleMay } from "#server/modules/companies/index.ts";
import { findVariationChoices, loadEditableProduct } from "#server/modules/products/index.ts";
import type { RequestContext } from "#server/request-context.ts";
import { requireWorkspace } from "../access.server.ts";

/** A leaf category as the picker lists it: its code and its path of names. */
export type LeafCategory = [code: string, path: string];

/** The tree's leaves (the only categories a product may be in), each named with its ancestors. */
export async function leafCategories(ctx: RequestContext): Promise<LeafCategory[]> {
  const rows = await findCategories(ctx.deps.db, ctx.lang, 9);
  const byCode = new Map(rows.map((r) => [r.code, r]));
  const path = (code: string): string => {
    const row = byCode.get(code);
    if (!row) return "";
    const parent = row.parent_code ? path(row.parent_code) : "";
    return parent ? `${parent} › ${row.name}` : row.name;
  };
  return rows
    .filter((r) => Number(r.child_count) === 0)
    .map((r): LeafCategory => [r.code, path(r.code)])
    .sort((a, b) => a[1].localeCompare(b[1], ctx.lang));
}

/**
 * What the editor page needs: the product as it stands (or a blank one), its state and texts'
 * provenance, the categories and the chosen category's variations. Members who may see products
 * read it; only catalogue editors may change it (a new product needs that right to be opened at
 * all). Another company's product, or an id that is none, is not found.
 */
export async function loadEditorPage(
  ctx: RequestContext,
  request: Request,
  url: URL,
  productParam: string | undefined,
) {
  const isNew = productParam === undefined;
  const { user, company } = await requireWorkspace(
    ctx,
    request,
    url,
    isNew ? "products.edit" : "products.view",
  );
  let product: Awaited<ReturnType<typeof loadEditableProduct>> | null = null;
  if (!isNew) {
    const id = parseId(productParam);
    if (id === undefined) throw data(null, { status: 404 });
    try {
      product = await loadEditableProduct(ctx.deps.db, user, company.id, id);
    } catch (error) {
      if (error instanceof AppError && error.code === "not_found") throw data(null, { status: 404 });
      throw error;
    }
  }
  const values: EditorValues = product
    ? valuesFromInput(product.pendingChange?.input ?? product.input)
    : emptyValues();
  const [categories, choices] = await Promise.all([
    leafCategories(ctx),
    findVariationChoices(ctx.deps.db, ctx.lang, values.categoryCode),
  ]);
  return {
    product: product && {
      id: product.id,
      status: product.status,
      statusReason: product.statusReason,
      updatedAt: product.updatedAt,
      pendingChange: product.pendingChange && { requestedAt: product.pendingChange.requestedAt },
      sourceLang: product.sourceLang as Lang,
      texts: product.texts,
    },
    values,
    categories,
    choices,
    canEdit: roleMay(company.role, "products.edit"),
    canPublish: roleMay(company.role, "products.publish"),
    translateAvailable: Boolean(ctx.deps.config.translation.url),
  };
}
