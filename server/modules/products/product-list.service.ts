import { LANG_CODES } from "#core/i18n/languages.ts";
import {
  CERTIFICATE_EXPIRY_DAYS,
  PRODUCT_LIST_PAGE,
  PRODUCT_LIST_STATUSES,
  type ProductBulkInput,
  type ProductListQuery,
  type ProductListStatus,
  type WorkspaceProductRow,
} from "#core/schemas/product-list.ts";
import type { AppDeps } from "#server/deps.ts";
import { AppError } from "#server/lib/errors.ts";
import type { Actor } from "#server/modules/accounts/index.ts";
import { requireCan, type TeamAction } from "#server/modules/companies/index.ts";
import * as repo from "./product-list.repo.ts";
import { changeProductStatus, deleteProducts } from "./product-status.service.ts";
import { queueProductTranslations } from "./product-translation.ts";
import { findCompanyWriting } from "./product-checks.repo.ts";

type Deps = Pick<AppDeps, "db" | "clock" | "config">;

export type { WorkspaceProductRow };

const decimal = (value: number | string | null) => (value === null ? null : String(Number(value)));
const isoText = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));

/** The day `days` after now (YYYY-MM-DD, UTC). */
function dayAfter(now: number, days: number): string {
  return new Date(now + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A page of the member's company's products with what the list shows of each, their number under
 * the filters, and the categories to filter by. Members who may see products (not sales or
 * finance) may read it; the company is the workspace's own, so no other company's product is listed.
 */
export async function listWorkspaceProducts(
  deps: Deps,
  actor: Actor,
  companyId: number,
  lang: string,
  query: ProductListQuery,
) {
  await requireCan(deps.db, actor, "products.view", companyId);
  const filter: repo.ProductListFilter = {
    status: query.status,
    category: query.category,
    search: query.q,
    cartEnabled: query.cart || undefined,
    missingTranslations: query.missing ? { languageCount: LANG_CODES.length } : undefined,
    certificateEndsBy: query.expiring ? dayAfter(deps.clock.now(), CERTIFICATE_EXPIRY_DAYS) : undefined,
  };
  const [rows, total, categories, byStatus] = await Promise.all([
    repo.findCompanyProducts(deps.db, companyId, lang, filter, {
      limit: PRODUCT_LIST_PAGE,
      offset: (query.page - 1) * PRODUCT_LIST_PAGE,
    }),
    repo.countCompanyProducts(deps.db, companyId, filter),
    repo.findCompanyProductCategories(deps.db, companyId, lang),
    repo.countCompanyProductsByStatus(deps.db, companyId),
  ]);
  const items: WorkspaceProductRow[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    picture: r.picture,
    supplierSku: r.supplier_sku,
    status: r.status,
    statusReason: r.status === "rejected" ? r.status_reason : null,
    currency: r.fob_currency,
    priceMin: decimal(r.fob_price_min),
    priceMax: decimal(r.fob_price_max),
    priceUnit: r.fob_unit,
    minOrderQuantity: r.min_order_quantity,
    minOrderUnit: r.min_order_unit,
    isCartAvailable: Boolean(r.is_cart_available),
    languagesDone: Number(r.languages_done ?? 0),
    hasPendingChange: Boolean(r.has_pending_change),
    changeRejectedReason: r.has_pending_change ? null : (r.change_rejected_reason ?? null),
    updatedAt: isoText(r.updated_at),
  }));
  return {
    items,
    total,
    page: query.page,
    pageSize: PRODUCT_LIST_PAGE,
    languageCount: LANG_CODES.length,
    categories: categories.map((c) => ({ code: c.code, name: c.name })),
    statusCounts: Object.fromEntries(PRODUCT_LIST_STATUSES.map((s) => [s, byStatus[s] ?? 0])) as Record<
      ProductListStatus,
      number
    >,
  };
}

const NEEDS: Record<ProductBulkInput["bulk"], TeamAction> = {
  submit: "products.publish",
  publish: "products.publish",
  unpublish: "products.publish",
  translate: "products.edit",
  delete: "products.edit",
};

/**
 * The list's bulk form: one action on the chosen products of the member's company. Every id must
 * be one of the company's products, or nothing is done (not found). A status change applies to
 * the products where it can (submitting drafts, publishing unpublished ones…); the others are
 * counted as skipped, as is a product another member moved meanwhile.
 */
export async function runProductBulkAction(
  deps: Deps,
  actor: Actor,
  companyId: number,
  input: ProductBulkInput,
): Promise<{ done: number; skipped: number }> {
  const ids = [...new Set(input.ids)];
  await requireCan(deps.db, actor, NEEDS[input.bulk], companyId);
  if ((await repo.countOwnProducts(deps.db, companyId, ids)) !== ids.length) throw new AppError("not_found");
  if (input.bulk === "delete") {
    await deleteProducts(deps, actor, companyId, ids);
    return { done: ids.length, skipped: 0 };
  }
  if (input.bulk === "translate") {
    const queued = await queueProductTranslations(deps, actor, companyId, ids);
    return { done: queued, skipped: 0 };
  }
  let done = 0;
  for (const id of ids) {
    try {
      await changeProductStatus(deps, actor, id, input.bulk);
      done += 1;
    } catch (error) {
      if (!(error instanceof AppError && error.code === "conflict")) throw error;
    }
  }
  return { done, skipped: ids.length - done };
}

/** Whether the company's products and their changes skip review (the operator's supplier page). */
export async function isTrustedSupplier(deps: Pick<AppDeps, "db">, companyId: number): Promise<boolean> {
  return Boolean((await findCompanyWriting(deps.db, companyId))?.is_trusted_supplier);
}
