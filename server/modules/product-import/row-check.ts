import { type ProductInput, ProductInputSchema, productFieldErrors } from "#core/schemas/product-editor.ts";
import type { ImportColumn } from "#core/schemas/product-import.ts";
import type { ImportCatalog } from "./import-catalog.ts";
import { COLUMN_FIELD, columnOfPath, parseTiers, splitList, textsFrom } from "./sheet-format.ts";

/**
 * One row checked as the editor checks a product: the row's cells become a ProductInput draft
 * (over the current product when its SKU matched one), which ProductInputSchema judges; then the
 * category must be a leaf and every variation option one of that category's. Errors are
 * message keys per sheet column, so the member reads them in their language.
 */

/** A picture cell's entry → a stored /media path, or the key of why it cannot be one. */
export type PictureResolver = (entry: string) => { path: string } | { error: string };

export interface RowCheck {
  input?: ProductInput;
  errors: Record<string, string>;
}

const ERR = {
  tiers: "supplier.productImport.errors.tiers",
  notLeaf: "supplier.productImport.errors.categoryNotLeaf",
  unknownGroup: "supplier.productImport.errors.unknownGroup",
  unknownOption: "supplier.productImport.errors.unknownOption",
} as const;

export function checkRow(
  cells: ReadonlyMap<string, string>,
  catalog: ImportCatalog,
  existing: ProductInput | undefined,
  picture: PictureResolver,
): RowCheck {
  const errors: Record<string, string> = {};
  const draft: Record<string, unknown> = existing ? structuredClone(existing) : {};
  let hasText = false;
  for (const [column, value] of cells) {
    if (
      column.startsWith("name.") ||
      column.startsWith("description.") ||
      column.startsWith("packaging_details.")
    )
      hasText = true;
    const field = COLUMN_FIELD[column as ImportColumn];
    if (!field) continue;
    if (column === "price_tiers") {
      const tiers = parseTiers(value);
      if (tiers) draft.priceTiers = tiers;
      else errors[column] = ERR.tiers;
    } else if (column === "pictures") {
      const paths: string[] = [];
      for (const entry of splitList(value)) {
        const found = picture(entry);
        if ("error" in found) errors[column] ??= found.error;
        else paths.push(found.path);
      }
      draft.pictures = paths;
    } else draft[field] = value;
  }
  if (hasText || !existing) draft.texts = textsFrom(cells, existing?.texts);
  checkVariations(cells, catalog, draft, existing, errors);

  const parsed = ProductInputSchema.safeParse(draft);
  if (!parsed.success)
    for (const [path, key] of Object.entries(productFieldErrors(parsed.error))) {
      const column = columnOfPath(path);
      errors[column === "variation" ? firstVariationColumn(cells) : column] ??= key;
    }
  if (Object.keys(errors).length || !parsed.success) return { errors };
  return { input: parsed.data, errors };
}

const firstVariationColumn = (cells: ReadonlyMap<string, string>) =>
  [...cells.keys()].find((c) => c.startsWith("variation.")) ?? "category";

/** Variation columns name options of the row's category; options of groups not in the row stay. */
function checkVariations(
  cells: ReadonlyMap<string, string>,
  catalog: ImportCatalog,
  draft: Record<string, unknown>,
  existing: ProductInput | undefined,
  errors: Record<string, string>,
) {
  const code = typeof draft.categoryCode === "string" ? draft.categoryCode.trim() : "";
  draft.categoryCode = code;
  if (!/^(\d{3})+$/.test(code)) return;
  const leaf = catalog.leaf(code);
  if (!leaf) {
    errors.category = ERR.notLeaf;
    return;
  }
  const mapped = new Set<string>();
  const chosen: string[] = [];
  for (const [column, value] of cells) {
    if (!column.startsWith("variation.")) continue;
    const groupCode = column.slice("variation.".length);
    mapped.add(groupCode);
    if (!value) continue;
    const group = leaf.groups.get(groupCode);
    if (!group) {
      errors[column] = ERR.unknownGroup;
      continue;
    }
    for (const name of splitList(value)) {
      const option = group.get(name.toLowerCase());
      if (option) chosen.push(option);
      else errors[column] ??= ERR.unknownOption;
    }
  }
  const kept = (existing?.variationOptions ?? []).filter((option) => {
    const group = catalog.groupOf(option);
    return group !== undefined && leaf.groups.has(group) && !mapped.has(group);
  });
  draft.variationOptions = [...new Set([...kept, ...chosen])];
}
