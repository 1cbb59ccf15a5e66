import { IMPORT_LIMITS } from "#core/schemas/product-import.ts";
import type { SheetFormat } from "#server/db/schema/product-import-tables.ts";
import { readCsvRows } from "./csv-reader.ts";
import { refuseSheet } from "./sheet-errors.ts";
import { readXlsxRows } from "./xlsx-reader.ts";

/** The format is judged by content: an XLSX file is a ZIP; anything else must be CSV text. */
export function sheetFormatOf(bytes: Uint8Array): SheetFormat {
  return bytes[0] === 0x50 && bytes[1] === 0x4b ? "xlsx" : "csv";
}

export interface SheetRow {
  /** Row number as a spreadsheet shows it (the header is 1). */
  row: number;
  cells: string[];
}

/**
 * The header and the data rows of a sheet. More than the allowed rows refuses the sheet while
 * reading, before anything is written, so a sheet of a million rows costs one pass that stops early.
 */
export async function* readSheet(bytes: Uint8Array, format: SheetFormat): AsyncGenerator<SheetRow> {
  if (bytes.byteLength === 0) throw refuseSheet("supplier.productImport.errors.emptySheet");
  if (bytes.byteLength > IMPORT_LIMITS.sheetBytes)
    throw refuseSheet("supplier.productImport.errors.sheetTooLarge");
  const rows = format === "xlsx" ? readXlsxRows(bytes) : readCsvRows(bytes);
  let row = 0;
  for await (const cells of rows) {
    row++;
    if (row > IMPORT_LIMITS.maxRows + 1) throw refuseSheet("supplier.productImport.errors.tooManyRows");
    yield { row, cells };
  }
  if (row === 0) throw refuseSheet("supplier.productImport.errors.emptySheet");
}

/** The header row alone (for mapping), reading no further. */
export async function readHeader(bytes: Uint8Array, format: SheetFormat): Promise<string[]> {
  for await (const { cells } of readSheet(bytes, format)) {
    const headers = cells.map((c) => c.slice(0, 200));
    if (new Set(headers.filter(Boolean)).size !== headers.filter(Boolean).length)
      throw refuseSheet("supplier.productImport.errors.headerTwice");
    return headers;
  }
  throw refuseSheet("supplier.productImport.errors.emptySheet");
}
