import { LANG_CODES, type Lang } from "#core/i18n/languages.ts";
import { type ProductInput, ProductInputSchema, productFieldErrors } from "#core/schemas/product-editor.ts";
import type { Db } from "#server/db/connect.ts";
import type { ProductStatus, ProductTextOrigin } from "#server/db/schema/catalog-tables.ts";
import type { AppDeps } from "#server/deps.ts";
import { isUniqueViolation } from "#server/db/unique-violation.ts";
import { AppError } from "#server/lib/errors.ts";
import type { Actor } from "#server/modules/accounts/index.ts";
import { recordAudit } from "#server/modules/audit/index.ts";
import { requireCan } from "#server/modules/companies/index.ts";
import * as requests from "./change-requests.repo.ts";
import { readProductInput } from "./product-input.read.ts";
import { type ProductTextState, productSourceLang, textStates } from "./product-texts.ts";
import * as checks from "./product-checks.repo.ts";
import * as repo from "./product-write.repo.ts";
import { type WriteOutcome, writeProductIn } from "./product-writer.ts";

type Deps = Pick<AppDeps, "db" | "clock">;

/** Parses what a form, a spreadsheet row or an API client sent; refusal keyed by dotted field paths. */
export function parseProductInput(draft: unknown): ProductInput {
  const result = ProductInputSchema.safeParse(draft);
  if (!result.success)
    throw new AppError("invalid_data", "errors.formInvalid", productFieldErrors(result.error));
  return result.data;
}

/**
 * Creates (`productId` undefined) or saves a product of the member's company: the editor's and
 * the API's one write. Catalogue editors and the managers may; another company's product is not
 * found. Answers what became of the save: created, updated, or a change request waiting for the
 * operator.
 */
export async function saveProduct(
  deps: Deps,
  actor: Actor,
  companyId: number,
  productId: number | undefined,
  draft: unknown,
): Promise<{ id: number; outcome: WriteOutcome }> {
  const input = parseProductInput(draft);
  return writeTransaction(deps, async (trx) => {
    await requireCan(trx, actor, "products.edit", companyId);
    const company = await checks.findCompanyWriting(trx, companyId);
    const result = await writeProductIn(
      trx,
      { clock: deps.clock, actor, trusted: Boolean(company?.is_trusted_supplier) },
      companyId,
      productId,
      input,
    );
    await recordAudit(trx, {
      userId: actor.id,
      clientAddress: actor.clientAddress,
      action: result.outcome === "created" ? "product.create" : "product.edit",
      entity: "product",
      entityId: result.id,
      details: { outcome: result.outcome },
    });
    return result;
  });
}

/**
 * Runs a product write; a unique index refusing it (another save of the same SKU that won a race
 * with this one) is the user's taken SKU, not a server error.
 */
export async function writeTransaction<T>(deps: Deps, work: (trx: Db) => Promise<T>): Promise<T> {
  try {
    return await deps.db.transaction().execute(work);
  } catch (error) {
    if (isUniqueViolation(error, SKU_INDEX))
      throw new AppError("invalid_data", "errors.formInvalid", { supplierSku: "errors.product.skuTaken" });
    throw error;
  }
}
const SKU_INDEX = { name: "products_company_sku_idx", columns: ["company_id", "supplier_sku"] };

export interface EditableProduct {
  id: number;
  status: ProductStatus;
  statusReason: string | null;
  updatedAt: string;
  /** The product as buyers see it (or will, once published). */
  input: ProductInput;
  /** The change waiting for the operator: the live product with the requested reviewed fields. */
  pendingChange: { id: number; requestedAt: string; input: ProductInput } | null;
  sourceLang: Lang;
  texts: { lang: Lang; state: ProductTextState; origin: ProductTextOrigin | null }[];
}

/** A product of the member's company as the editor shows it; any member who may see products may read it. */
export async function loadEditableProduct(
  db: Db,
  actor: Actor,
  companyId: number,
  productId: number,
): Promise<EditableProduct> {
  await requireCan(db, actor, "products.view", companyId);
  const row = await repo.findOwnProduct(db, companyId, productId);
  if (!row) throw new AppError("not_found");
  const [input, pending, textRows, company] = await Promise.all([
    readProductInput(db, row),
    requests.findPendingRequest(db, productId),
    repo.findTextRows(db, productId),
    checks.findCompanyWriting(db, companyId),
  ]);
  const sourceLang = productSourceLang(
    company?.writing_lang,
    Object.fromEntries(textRows.map((t) => [t.lang, t])),
  );
  const states = textStates(textRows, sourceLang, LANG_CODES);
  const origins = new Map(textRows.map((t) => [t.lang, t.origin]));
  return {
    id: row.id,
    status: row.status,
    statusReason: row.status_reason,
    updatedAt: row.updated_at,
    input,
    pendingChange: pending
      ? {
          id: pending.id,
          requestedAt: pending.requested_at,
          input: { ...input, ...JSON.parse(pending.payload) },
        }
      : null,
    sourceLang,
    texts: [sourceLang, ...LANG_CODES.filter((l) => l !== sourceLang)].map((lang) => ({
      lang,
      state: states[lang],
      origin: origins.get(lang) ?? null,
    })),
  };
}
