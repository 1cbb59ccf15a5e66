import {
  type ProductInput,
  type ReviewedFields,
  splitProductInput,
  type LiveFields,
} from "#core/schemas/product-editor.ts";
import type { Db } from "#server/db/connect.ts";
import type { Clock } from "#server/lib/clock.ts";
import { AppError } from "#server/lib/errors.ts";
import type { Actor } from "#server/modules/accounts/index.ts";
import { findCompanyFileIds } from "#server/modules/files/index.ts";
import { recordSearchChange } from "#server/modules/search/index.ts";
import * as requests from "./change-requests.repo.ts";
import { readProductInput } from "./product-input.read.ts";
import { isReviewedStatus } from "./product-status.ts";
import { cleanTexts, nextTextRows, productSourceLang } from "./product-texts.ts";
import * as checks from "./product-checks.repo.ts";
import * as repo from "./product-write.repo.ts";

/**
 * Writing a supplier's product, inside the caller's transaction (the editor's save, one import
 * batch, the API): checks what only the database can tell (a leaf category, the category's
 * variation options, a SKU free within the company), then
 * - a new product is a draft;
 * - a draft, a product waiting for its first review or a rejected one (which becomes a draft
 *   again) is written whole;
 * - a reviewed product (published or unpublished) takes its live fields at once, and its
 *   reviewed fields become the product's change request, unless they are as they are now (then a
 *   pending request is withdrawn) or the company is trusted (then they are written at once).
 * Every write records a search change, which every process's index and cache follow.
 */

export interface WriteContext {
  clock: Clock;
  actor: Actor;
  /** The company's products skip review (companies.is_trusted_supplier). */
  trusted: boolean;
}

export type WriteOutcome = "created" | "updated" | "change_requested";

export async function writeProductIn(
  trx: Db,
  ctx: WriteContext,
  companyId: number,
  productId: number | undefined,
  input: ProductInput,
): Promise<{ id: number; outcome: WriteOutcome }> {
  // Another company's product is not found before anything about the input is said.
  const row = productId === undefined ? undefined : await repo.findOwnProduct(trx, companyId, productId);
  if (productId !== undefined && !row) throw new AppError("not_found");
  await checkAgainstDatabase(trx, companyId, productId, input);
  const at = new Date(ctx.clock.now()).toISOString();
  const { live, reviewed } = splitProductInput(input);
  if (productId === undefined) {
    const id = await repo.insertProductRow(trx, {
      ...liveColumns(live),
      ...reviewedColumns(reviewed),
      company_id: companyId,
      created_by: ctx.actor.id,
      status: "draft",
      at,
    });
    await writeReviewedChildren(trx, companyId, id, reviewed, at, null);
    await repo.replaceTiers(trx, id, tiersOf(live));
    await recordSearchChange(trx, "product", id);
    return { id, outcome: "created" };
  }
  if (!row) throw new AppError("not_found");
  await repo.updateProductColumns(trx, productId, {
    ...liveColumns(live),
    updated_at: at,
    ...(row.status === "rejected" ? { status: "draft" as const } : {}),
  });
  await repo.replaceTiers(trx, productId, tiersOf(live));
  let outcome: WriteOutcome = "updated";
  const pending = await requests.findPendingRequest(trx, productId);
  if (!isReviewedStatus(row.status) || ctx.trusted) {
    await applyReviewedFields(
      trx,
      companyId,
      productId,
      reviewed,
      at,
      ctx.trusted ? approvedBy(ctx, at) : null,
    );
    if (pending) await requests.closeRequest(trx, pending.id, "withdrawn", ctx.actor.id, at, null);
  } else {
    const { reviewed: liveReviewed } = splitProductInput(await readProductInput(trx, row));
    if (sameReviewed(liveReviewed, reviewed)) {
      if (pending) await requests.closeRequest(trx, pending.id, "withdrawn", ctx.actor.id, at, null);
    } else {
      await requests.upsertPendingRequest(trx, {
        productId,
        companyId,
        payload: JSON.stringify(reviewed),
        userId: ctx.actor.id,
        at,
      });
      outcome = "change_requested";
    }
  }
  await recordSearchChange(trx, "product", productId);
  return { id: productId, outcome };
}

/**
 * Writes the reviewed fields over the product (a draft's save, an approved change request, a
 * trusted company's edit). `approval` marks new certificates approved (the operator saw them, or
 * the company is trusted); without it they wait as pending.
 */
export async function applyReviewedFields(
  trx: Db,
  companyId: number,
  productId: number,
  reviewed: ReviewedFields,
  at: string,
  approval: { at: string; by: number | null } | null,
): Promise<void> {
  await repo.updateProductColumns(trx, productId, { ...reviewedColumns(reviewed), updated_at: at });
  await writeReviewedChildren(trx, companyId, productId, reviewed, at, approval);
}

const approvedBy = (ctx: WriteContext, at: string) => ({ at, by: ctx.actor.id });

async function writeReviewedChildren(
  trx: Db,
  companyId: number,
  productId: number,
  reviewed: ReviewedFields,
  at: string,
  approval: { at: string; by: number | null } | null,
) {
  const company = await checks.findCompanyWriting(trx, companyId);
  const texts = cleanTexts(reviewed.texts);
  const current = await repo.findTextRows(trx, productId);
  await repo.replaceTexts(
    trx,
    productId,
    nextTextRows(current, texts, productSourceLang(company?.writing_lang, texts), at),
  );
  await repo.replacePictures(trx, productId, reviewed.pictures);
  await repo.replaceCategory(trx, productId, reviewed.categoryCode);
  await repo.replaceVariationOptions(trx, productId, reviewed.variationOptions);
  await repo.replaceCustomVariations(trx, productId, reviewed.customVariations);
  const stored = new Map((await repo.findCertificationRows(trx, productId)).map((c) => [c.id, c]));
  await repo.replaceCertifications(
    trx,
    productId,
    reviewed.certifications.map((c) => {
      const before = c.id ? stored.get(c.id) : undefined;
      const unchanged =
        before &&
        before.name === c.name &&
        before.authorized_organization === c.authorizedOrganization &&
        before.start_date === c.startDate &&
        before.end_date === c.endDate &&
        before.file_id === (c.fileId ?? null);
      return {
        name: c.name,
        authorized_organization: c.authorizedOrganization,
        start_date: c.startDate,
        end_date: c.endDate,
        file_id: c.fileId ?? null,
        status: unchanged && before.status !== "pending" ? before.status : approval ? "approved" : "pending",
      };
    }),
    approval,
  );
}

/** Compared as the database would store them: the same JSON for the same product. */
function sameReviewed(a: ReviewedFields, b: ReviewedFields): boolean {
  const normal = (r: ReviewedFields) =>
    JSON.stringify({
      ...r,
      texts: Object.fromEntries(
        Object.entries(cleanTexts(r.texts))
          .sort(([x], [y]) => x.localeCompare(y))
          .map(([lang, t]) => [
            lang,
            {
              name: t.name,
              description: t.description ?? null,
              packagingDetails: t.packagingDetails ?? null,
            },
          ]),
      ),
      variationOptions: [...r.variationOptions].sort(),
      // A certificate is compared by what it says, not by the row that holds it.
      certifications: r.certifications.map(({ id: _id, ...c }) => ({ ...c, fileId: c.fileId ?? null })),
    });
  return normal(a) === normal(b);
}

export function liveColumns(live: LiveFields): repo.LiveColumns {
  const onRequest = live.priceOnRequest;
  const tierPrices = live.priceTiers.map((t) => Number(t.price));
  // With tiers and no range, the range is the tiers' (what listings filter and sort on).
  const min = onRequest
    ? null
    : (live.priceMin ?? (tierPrices.length ? String(Math.min(...tierPrices)) : null));
  const max = onRequest
    ? null
    : (live.priceMax ?? (tierPrices.length ? String(Math.max(...tierPrices)) : min));
  return {
    fob_currency: live.fobCurrency,
    fob_price_min: min,
    fob_price_max: max,
    fob_unit: live.fobUnit,
    min_order_quantity: live.minOrderQuantity,
    min_order_unit: live.minOrderUnit,
    is_cart_available: live.isCartAvailable,
    delivery_days: live.deliveryDays,
    production_capacity: live.productionCapacity,
    production_cap_unit: live.productionCapUnit,
    production_cap_time: live.productionCapTime,
    payment_terms: JSON.stringify(live.paymentTerms),
    supplier_sku: live.supplierSku,
  };
}

export const tiersOf = (live: LiveFields) =>
  live.priceOnRequest ? [] : live.priceTiers.map((t) => ({ minQuantity: t.minQuantity, price: t.price }));

export function reviewedColumns(r: ReviewedFields): repo.ReviewedColumns {
  return {
    category_code: r.categoryCode,
    brand: r.brand,
    model_number: r.modelNumber,
    packaging: r.packaging,
    place_of_origin: r.placeOfOrigin,
    keywords: JSON.stringify(r.keywords),
    manufacture_lat: r.manufactureLocation?.lat ?? null,
    manufacture_lon: r.manufactureLocation?.lon ?? null,
  };
}

/** What the schema cannot know: the category tree, its variation options, the company's SKUs. */
async function checkAgainstDatabase(
  trx: Db,
  companyId: number,
  productId: number | undefined,
  input: ProductInput,
) {
  const fields: Record<string, string> = {};
  if (!(await checks.isLeafCategory(trx, input.categoryCode)))
    fields.categoryCode = "errors.product.category";
  else if (input.variationOptions.length) {
    const code = input.categoryCode;
    const lineage = Array.from({ length: code.length / 3 }, (_, i) => code.slice(0, (i + 1) * 3));
    const allowed = await checks.findAllowedOptions(trx, lineage, input.variationOptions);
    if (input.variationOptions.some((o) => !allowed.has(o)))
      fields.variationOptions = "errors.product.option";
  }
  if (input.supplierSku && (await checks.findSkuHolder(trx, companyId, input.supplierSku, productId)))
    fields.supplierSku = "errors.product.skuTaken";
  // A certificate's file is one the company uploaded, never another company's.
  const fileIds = input.certifications.flatMap((c) => (c.fileId ? [c.fileId] : []));
  const own = await findCompanyFileIds(trx, companyId, "certificate", fileIds);
  input.certifications.forEach((c, i) => {
    if (c.fileId && !own.has(c.fileId)) fields[`certifications.${i}.fileId`] = "errors.evidenceFileRequired";
  });
  if (Object.keys(fields).length) throw new AppError("invalid_data", undefined, fields);
}
