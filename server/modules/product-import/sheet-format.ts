import { LANG_CODES } from "#core/i18n/languages.ts";
import type { ProductInput } from "#core/schemas/product-editor.ts";
import {
  IMPORT_COLUMNS,
  type ImportColumn,
  TEXT_COLUMNS,
  textColumn,
  variationColumn,
} from "#core/schemas/product-import.ts";

/**
 * One spreadsheet row ⇄ one product (ProductInput, the editor's and the API's schema). Lists sit
 * in one cell separated by ";" (keywords, payment terms, pictures, a variation group's options);
 * price tiers as `quantity:price` pairs (`100:5.20; 500:4.80`). What a row leaves out (a column
 * not mapped) keeps the product's current value on an update.
 */

/** Column → the ProductInput field it fills, for the columns that are one field each. */
export const COLUMN_FIELD: Record<ImportColumn, keyof ProductInput> = {
  sku: "supplierSku",
  category: "categoryCode",
  brand: "brand",
  model_number: "modelNumber",
  place_of_origin: "placeOfOrigin",
  keywords: "keywords",
  pictures: "pictures",
  fob_currency: "fobCurrency",
  price_on_request: "priceOnRequest",
  price_min: "priceMin",
  price_max: "priceMax",
  fob_unit: "fobUnit",
  price_tiers: "priceTiers",
  min_order_quantity: "minOrderQuantity",
  min_order_unit: "minOrderUnit",
  is_cart_available: "isCartAvailable",
  payment_terms: "paymentTerms",
  packaging: "packaging",
  production_capacity: "productionCapacity",
  production_cap_unit: "productionCapUnit",
  production_cap_time: "productionCapTime",
  delivery_days: "deliveryDays",
};
const FIELD_COLUMN = new Map(Object.entries(COLUMN_FIELD).map(([c, f]) => [f as string, c]));
const TEXT_FIELD = {
  name: "name",
  description: "description",
  packaging_details: "packagingDetails",
} as const;

export const splitList = (cell: string) =>
  cell
    .split(/[;\n]/)
    .map((s) => s.trim())
    .filter(Boolean);

/** `100:5.20; 500:4.80` → tiers; undefined when a pair is malformed. */
export function parseTiers(cell: string): { minQuantity: string; price: string }[] | undefined {
  const tiers = [];
  for (const pair of splitList(cell)) {
    const match = /^(\d{1,12})\s*[:=]\s*(\S+)$/.exec(pair);
    if (!match) return undefined;
    tiers.push({ minQuantity: match[1]!, price: match[2]! });
  }
  return tiers;
}

/** The columns of a sheet for these languages and variation groups, in template order. */
export function sheetColumns(langs: readonly string[], groupCodes: readonly string[]): string[] {
  const ordered = [...new Set(["en", ...langs])].filter((l) => (LANG_CODES as string[]).includes(l));
  const texts = ordered.flatMap((lang) => TEXT_COLUMNS.map((f) => textColumn(f, lang)));
  return [
    IMPORT_COLUMNS[0],
    IMPORT_COLUMNS[1],
    ...texts,
    ...IMPORT_COLUMNS.slice(2),
    ...groupCodes.map(variationColumn),
  ];
}

/** The row's texts: columns given replace those languages' texts, the others stay. */
export function textsFrom(cells: ReadonlyMap<string, string>, existing: ProductInput["texts"] | undefined) {
  const texts: Record<string, Record<string, string | null>> = {};
  for (const [lang, text] of Object.entries(existing ?? {})) if (text) texts[lang] = { ...text };
  for (const [column, value] of cells) {
    const [field, lang] = column.split(".") as [keyof typeof TEXT_FIELD, string];
    if (!(field in TEXT_FIELD) || !lang) continue;
    texts[lang] ??= { name: "", description: null, packagingDetails: null };
    texts[lang]![TEXT_FIELD[field]] = value;
  }
  return texts;
}

/** A field path of a schema message → the sheet column it belongs to. */
export function columnOfPath(path: string): string {
  const [head, lang, field] = path.split(".");
  if (head === "texts") {
    if (!lang) return textColumn("name", "en");
    const column = Object.entries(TEXT_FIELD).find(([, f]) => f === field)?.[0] ?? "name";
    return `${column}.${lang}`;
  }
  if (head === "variationOptions") return "variation";
  return FIELD_COLUMN.get(head ?? "") ?? head ?? "form";
}

/** The product as a row: column → cell text (option names in the member's language). */
export function productCells(
  input: ProductInput,
  optionName: (code: string) => { group: string; name: string } | undefined,
): Record<string, string> {
  const cells: Record<string, string> = {};
  for (const [column, field] of Object.entries(COLUMN_FIELD)) {
    const value = input[field];
    if (field === "priceTiers")
      cells[column] = input.priceTiers.map((t) => `${t.minQuantity}:${t.price}`).join("; ");
    else if (Array.isArray(value)) cells[column] = value.join("; ");
    else if (typeof value === "boolean") cells[column] = value ? "yes" : "no";
    else cells[column] = value === null || value === undefined ? "" : String(value);
  }
  for (const [lang, text] of Object.entries(input.texts)) {
    if (!text) continue;
    for (const [column, field] of Object.entries(TEXT_FIELD))
      cells[`${column}.${lang}`] = (text[field] as string | null) ?? "";
  }
  for (const code of input.variationOptions) {
    const option = optionName(code);
    if (!option) continue;
    const column = variationColumn(option.group);
    cells[column] = cells[column] ? `${cells[column]}; ${option.name}` : option.name;
  }
  return cells;
}
