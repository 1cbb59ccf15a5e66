import type { ImportMapping, RowResult } from "#core/schemas/product-import.ts";
import type { Db } from "#server/db/connect.ts";
import type { SheetFormat } from "#server/db/schema/product-import-tables.ts";
import type { ImportCatalog } from "./import-catalog.ts";
import { checkBatch } from "./row-pass.ts";
import type { PictureResolver } from "./row-check.ts";
import { sheetRecordBatches } from "./sheet-records.ts";
import type { PictureZip } from "./zip-pictures.ts";

/**
 * The dry run: every row checked as the import will check it, nothing written. Pictures are only
 * looked for in the ZIP here; the import decodes them.
 */

export const PICTURE_ERRORS = {
  byUrl: "supplier.productImport.errors.pictureByUrl",
  missing: "supplier.productImport.errors.pictureMissing",
  unreadable: "supplier.productImport.errors.pictureUnreadable",
} as const;

/** A picture entry that is not a stored path and not a file name of the ZIP is refused here. */
export function pictureEntryProblem(entry: string, zip: PictureZip): string | undefined {
  if (/^\/media\/[\w./-]+$/.test(entry)) return undefined;
  if (/^[a-z][a-z0-9+.-]*:/i.test(entry)) return PICTURE_ERRORS.byUrl;
  return zip.has(entry) ? undefined : PICTURE_ERRORS.missing;
}

export const dryRunPictures =
  (zip: PictureZip): PictureResolver =>
  (entry) => {
    const problem = pictureEntryProblem(entry, zip);
    if (problem) return { error: problem };
    // A stand-in path of the stored shape, so the schema judges the rest of the row.
    return {
      path: entry.startsWith("/media/") ? entry : "/media/uploads/00000000000000000000000000000000.jpg",
    };
  };

export interface SheetCheck {
  results: RowResult[];
  counts: { create: number; update: number; refuse: number };
}

export async function checkSheet(
  db: Db,
  companyId: number,
  catalog: ImportCatalog,
  sheet: { bytes: Uint8Array; format: SheetFormat; mapping: ImportMapping },
  zip: PictureZip,
): Promise<SheetCheck> {
  const results: RowResult[] = [];
  const counts = { create: 0, update: 0, refuse: 0 };
  const seen = new Set<string>();
  for await (const batch of sheetRecordBatches(sheet.bytes, sheet.format, sheet.mapping, 500)) {
    for (const { result } of await checkBatch(db, companyId, catalog, batch, seen, dryRunPictures(zip))) {
      counts[result.outcome]++;
      results.push(result);
    }
  }
  return { results, counts };
}
