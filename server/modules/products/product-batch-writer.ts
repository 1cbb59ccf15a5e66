import type { ProductInput } from "#core/schemas/product-editor.ts";
import { splitProductInput } from "#core/schemas/product-editor.ts";
import type { Db } from "#server/db/connect.ts";
import { findCompanyFileIds } from "#server/modules/files/index.ts";
import { recordSearchChanges } from "#server/modules/search/index.ts";
import { cleanTexts, nextTextRows, productSourceLang } from "./product-texts.ts";
import * as checks from "./product-checks.repo.ts";
import * as batch from "./product-batch.repo.ts";
import * as repo from "./product-write.repo.ts";
import { liveColumns, reviewedColumns, tiersOf, type WriteContext } from "./product-writer.ts";

/** A row of a batch: created with its id, or refused with a message per field. */
export type BatchRowResult = { ok: true; id: number } | { ok: false; fields: Record<string, string> };

/**
 * Creates many new products (drafts) in the caller's transaction, as a spreadsheet import's batch
 * does: the same checks and rows as `writeProductIn`, but each child table written with one
 * statement for the whole batch, so thousands of rows import in seconds on both databases. A row
 * the database refuses (a category that is not a leaf, an option of another category, a SKU the
 * company uses or the batch repeats, a certificate file not the company's) is answered with its fields and the others are written.
 */
export async function createProductsIn(
  trx: Db,
  ctx: WriteContext,
  companyId: number,
  inputs: ProductInput[],
): Promise<BatchRowResult[]> {
  const at = new Date(ctx.clock.now()).toISOString();
  const [leaves, optionCategory, taken, company, ownFiles] = await Promise.all([
    checks.findLeafCategories(trx, [...new Set(inputs.map((i) => i.categoryCode))]),
    checks.findOptionCategories(trx, [...new Set(inputs.flatMap((i) => i.variationOptions))]),
    checks.findProductIdsBySku(
      trx,
      companyId,
      inputs.flatMap((i) => (i.supplierSku ? [i.supplierSku] : [])),
    ),
    checks.findCompanyWriting(trx, companyId),
    findCompanyFileIds(
      trx,
      companyId,
      "certificate",
      inputs.flatMap((i) => i.certifications.flatMap((c) => (c.fileId ? [c.fileId] : []))),
    ),
  ]);
  const seenSkus = new Set<string>();
  const results: BatchRowResult[] = [];
  const created: { id: number; input: ProductInput }[] = [];
  for (const input of inputs) {
    const fields: Record<string, string> = {};
    if (!leaves.has(input.categoryCode)) fields.categoryCode = "errors.product.category";
    else if (input.variationOptions.some((o) => !input.categoryCode.startsWith(optionCategory.get(o) ?? "-")))
      fields.variationOptions = "errors.product.option";
    if (input.supplierSku) {
      if (taken.has(input.supplierSku) || seenSkus.has(input.supplierSku))
        fields.supplierSku = "errors.product.skuTaken";
      seenSkus.add(input.supplierSku);
    }
    input.certifications.forEach((c, i) => {
      if (c.fileId && !ownFiles.has(c.fileId))
        fields[`certifications.${i}.fileId`] = "errors.evidenceFileRequired";
    });
    if (Object.keys(fields).length) {
      results.push({ ok: false, fields });
      continue;
    }
    const { live, reviewed } = splitProductInput(input);
    const id = await repo.insertProductRow(trx, {
      ...liveColumns(live),
      ...reviewedColumns(reviewed),
      company_id: companyId,
      created_by: ctx.actor.id,
      status: "draft",
      at,
    });
    created.push({ id, input });
    results.push({ ok: true, id });
  }
  if (created.length) await writeChildren(trx, ctx, company?.writing_lang, created, at);
  return results;
}

async function writeChildren(
  trx: Db,
  ctx: WriteContext,
  writingLang: string | null | undefined,
  created: { id: number; input: ProductInput }[],
  at: string,
) {
  const many = <T extends object>(table: Parameters<typeof batch.insertMany>[1], rows: T[]) =>
    batch.insertMany(trx, table, rows);
  const rows = <T>(make: (c: { id: number; input: ProductInput }) => T[]) => created.flatMap(make);
  await many(
    "product_texts",
    rows(({ id, input }) => {
      const texts = cleanTexts(input.texts);
      return nextTextRows([], texts, productSourceLang(writingLang, texts), at).map((t) => ({
        product_id: id,
        ...t,
      }));
    }),
  );
  await many(
    "product_pictures",
    rows(({ id, input }) => input.pictures.map((url, position) => ({ product_id: id, position, url }))),
  );
  await many(
    "product_categories",
    rows(({ id, input }) => [{ product_id: id, position: 0, category_code: input.categoryCode }]),
  );
  await many(
    "product_variation_options",
    rows(({ id, input }) => input.variationOptions.map((option_code) => ({ product_id: id, option_code }))),
  );
  await many(
    "product_price_tiers",
    rows(({ id, input }) =>
      tiersOf(splitProductInput(input).live).map((t) => ({
        product_id: id,
        min_quantity: t.minQuantity,
        fob_price: t.price,
      })),
    ),
  );
  await many(
    "product_certifications",
    rows(({ id, input }) =>
      input.certifications.map((c) => ({
        product_id: id,
        name: c.name,
        authorized_organization: c.authorizedOrganization,
        start_date: c.startDate,
        end_date: c.endDate,
        file_id: c.fileId ?? null,
        status: ctx.trusted ? "approved" : "pending",
        reviewed_at: ctx.trusted ? at : null,
        reviewed_by: ctx.trusted ? ctx.actor.id : null,
      })),
    ),
  );
  const variations = rows(({ id, input }) =>
    input.customVariations.map((v, position) => ({ product_id: id, position, name: v.name })),
  );
  if (variations.length) {
    const ids = await batch.insertCustomVariations(trx, variations);
    await many(
      "product_custom_variation_values",
      rows(({ id, input }) =>
        input.customVariations.flatMap((v, position) =>
          v.values.map((value, p) => ({
            variation_id: ids.get(`${id}:${position}`)!,
            position: p,
            name: value.name,
            image_url: value.image,
          })),
        ),
      ),
    );
  }
  await recordSearchChanges(
    trx,
    "product",
    created.map((c) => c.id),
  );
}
