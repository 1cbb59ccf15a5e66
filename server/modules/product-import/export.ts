import { LANG_CODES, type Lang } from "#core/i18n/languages.ts";
import type { ProductInput } from "#core/schemas/product-editor.ts";
import type { Db } from "#server/db/connect.ts";
import type { ImportCatalog } from "./import-catalog.ts";
import * as repo from "./import.repo.ts";
import { readProductInputs } from "./product-inputs.ts";
import { productCells, sheetColumns } from "./sheet-format.ts";

/**
 * The company's products in the import's format, so export → edit → import round-trips: matched
 * again by SKU (a product without one is given none and would import as a new product). Texts in
 * every language, a column per variation group any product uses; read a page at a time.
 */
const PAGE = 200;

async function* products(db: Db, companyId: number): AsyncGenerator<ProductInput> {
  let after = 0;
  for (;;) {
    const ids = await repo.findCompanyProductIds(db, companyId, after, PAGE);
    if (!ids.length) return;
    const inputs = await readProductInputs(db, companyId, ids);
    for (const id of ids) {
      const input = inputs.get(id);
      if (input) yield input;
    }
    after = ids.at(-1)!;
  }
}

export async function exportContent(db: Db, catalog: ImportCatalog, companyId: number, lang: Lang) {
  // A first pass finds the groups in use; the rows are read again when written, one page at a time.
  const groups = new Set<string>();
  for await (const input of products(db, companyId))
    for (const option of input.variationOptions) {
      const group = catalog.groupOf(option);
      if (group) groups.add(group);
    }
  const columns = sheetColumns([...LANG_CODES], [...groups].sort());
  async function* rows() {
    for await (const input of products(db, companyId)) yield productCells(input, catalog.optionName);
  }
  return { columns, rows: rows(), lang };
}
