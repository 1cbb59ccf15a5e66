import type { ProductInput } from "#core/schemas/product-editor.ts";
import type { RowResult } from "#core/schemas/product-import.ts";
import type { Db } from "#server/db/connect.ts";
import { findProductIdsBySku } from "#server/modules/products/index.ts";
import type { ImportCatalog } from "./import-catalog.ts";
import { readProductInputs } from "./product-inputs.ts";
import { checkRow, type PictureResolver } from "./row-check.ts";
import type { SheetRecord } from "./sheet-records.ts";

/**
 * One group of rows checked together: their SKUs looked up at once (within the member's company
 * only), the products they match read at once, then each row checked. Shared by the dry run and
 * the import, so both decide the same.
 */

export interface CheckedRow {
  record: SheetRecord;
  result: RowResult;
  input?: ProductInput;
  productId?: number;
}

export async function checkBatch(
  db: Db,
  companyId: number,
  catalog: ImportCatalog,
  records: SheetRecord[],
  seenSkus: Set<string>,
  picture: PictureResolver,
): Promise<CheckedRow[]> {
  const skus = [
    ...new Set(records.map((r) => r.cells.get("sku")?.trim()).filter((s): s is string => Boolean(s))),
  ];
  const ids = await findProductIdsBySku(db, companyId, skus);
  const existing = await readProductInputs(db, companyId, [...ids.values()]);
  return records.map((record) => {
    const sku = record.cells.get("sku")?.trim() || null;
    const productId = sku ? ids.get(sku) : undefined;
    const checked = checkRow(record.cells, catalog, productId ? existing.get(productId) : undefined, picture);
    if (sku) {
      if (seenSkus.has(sku.toLowerCase())) checked.errors.sku ??= "supplier.productImport.errors.skuTwice";
      seenSkus.add(sku.toLowerCase());
    }
    const refused = Object.keys(checked.errors).length > 0;
    const input = refused ? undefined : checked.input;
    const name = input
      ? (input.texts.en?.name ?? Object.values(input.texts)[0]?.name ?? null)
      : (record.cells.get("name.en") ?? [...record.cells].find(([c]) => c.startsWith("name."))?.[1] ?? null);
    return {
      record,
      input,
      productId,
      result: {
        row: record.row,
        sku,
        name: name ? name.slice(0, 200) : null,
        outcome: refused ? "refuse" : productId ? "update" : "create",
        errors: checked.errors,
      },
    };
  });
}
