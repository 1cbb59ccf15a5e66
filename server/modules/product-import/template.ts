import type { Lang } from "#core/i18n/languages.ts";
import { CAPACITY_PERIODS, PACKAGINGS } from "#core/schemas/product-editor.ts";
import { COUNTRY_CODES } from "#core/schemas/company-profile.ts";
import { PAYMENT_TYPES } from "#core/schemas/company-vocabulary.ts";
import { PRODUCT_UNITS } from "#core/schemas/purchase-request-rules.ts";
import { variationColumn } from "#core/schemas/product-import.ts";
import type { ImportCatalog } from "./import-catalog.ts";
import { sheetColumns } from "./sheet-format.ts";

/**
 * The template of a leaf category: its columns (texts in English and the member's language, one
 * column per variation group) and, in an XLSX, a worksheet listing what each coded column accepts
 * (the category's option names in the member's language among them).
 */
export function templateContent(catalog: ImportCatalog, categoryCode: string, lang: Lang) {
  const groups = catalog.groups(categoryCode);
  const columns = sheetColumns(
    [lang],
    groups.map((g) => g.code),
  );
  const allowed: [string, string[]][] = [
    ["category", [categoryCode]],
    ["place_of_origin", [...COUNTRY_CODES]],
    ["fob_unit", [...PRODUCT_UNITS]],
    ["min_order_unit", [...PRODUCT_UNITS]],
    ["production_cap_unit", [...PRODUCT_UNITS]],
    ["production_cap_time", [...CAPACITY_PERIODS]],
    ["packaging", [...PACKAGINGS]],
    ["payment_terms", [...PAYMENT_TYPES]],
    ["price_on_request", ["yes", "no"]],
    ["is_cart_available", ["yes", "no"]],
    ...groups.map((g): [string, string[]] => [variationColumn(g.code), g.options.map((o) => o.name)]),
  ];
  async function* rows(): AsyncGenerator<Record<string, string>> {}
  return { columns, rows: rows(), allowed };
}
