import type { Readable } from "node:stream";
import type { Lang } from "#core/i18n/languages.ts";
import { SheetRequestSchema } from "#core/schemas/product-import.ts";
import type { SheetFormat } from "#server/db/schema/product-import-tables.ts";
import type { AppDeps } from "#server/deps.ts";
import { AppError } from "#server/lib/errors.ts";
import type { Actor } from "#server/modules/accounts/index.ts";
import { requireCan } from "#server/modules/companies/index.ts";
import { exportContent } from "./export.ts";
import { loadImportCatalog } from "./import-catalog.ts";
import { CONTENT_TYPES, writeSheet } from "./sheet-writer.ts";
import { templateContent } from "./template.ts";

/** The downloads of the import page: a category's template, and the company's products. */

type Deps = Pick<AppDeps, "db">;
export interface SheetDownload {
  stream: Readable;
  fileName: string;
  contentType: string;
}

export async function productSheetTemplate(
  deps: Deps,
  actor: Actor,
  companyId: number,
  lang: Lang,
  request: unknown,
): Promise<SheetDownload> {
  await requireCan(deps.db, actor, "products.edit", companyId);
  const parsed = SheetRequestSchema.safeParse(request);
  if (!parsed.success)
    throw new AppError("invalid_data", "errors.product.category", { category: "errors.product.category" });
  const { format, category } = parsed.data;
  const catalog = await loadImportCatalog(deps.db, lang);
  if (!catalog.leaf(category))
    throw new AppError("invalid_data", "supplier.productImport.errors.categoryNotLeaf", {
      category: "supplier.productImport.errors.categoryNotLeaf",
    });
  return download(format, `products-template-${category}`, templateContent(catalog, category, lang));
}

export async function exportProductSheet(
  deps: Deps,
  actor: Actor,
  companyId: number,
  lang: Lang,
  formatInput: unknown,
): Promise<SheetDownload> {
  await requireCan(deps.db, actor, "products.view", companyId);
  const format: SheetFormat = formatInput === "csv" ? "csv" : "xlsx";
  const catalog = await loadImportCatalog(deps.db, lang);
  return download(format, `products-${companyId}`, await exportContent(deps.db, catalog, companyId, lang));
}

const download = (
  format: SheetFormat,
  name: string,
  content: Parameters<typeof writeSheet>[1],
): SheetDownload => ({
  stream: writeSheet(format, content),
  fileName: `${name}.${format}`,
  contentType: CONTENT_TYPES[format],
});
