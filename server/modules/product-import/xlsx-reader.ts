import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { IMPORT_LIMITS } from "#core/schemas/product-import.ts";
import { refuseSheet } from "./sheet-errors.ts";
import { listZipEntries } from "./zip-entries.ts";

/**
 * XLSX read as a stream (exceljs' WorkbookReader): rows come one at a time from the first
 * worksheet, so memory follows one row, not the sheet. An XLSX file is a ZIP of XML: its directory
 * is checked first, so a file whose parts would expand beyond what any real sheet of the allowed
 * rows needs is refused before exceljs inflates it.
 */

const BROKEN = "supplier.productImport.errors.brokenXlsx";
const XLSX_LIMITS = { entries: 1000, entryBytes: 400 * 1024 * 1024, totalBytes: 600 * 1024 * 1024 };

/** A cell as text: rich text joined, a formula's result, a date as YYYY-MM-DD, a link's text. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : value.toISOString().slice(0, 10);
  if (typeof value === "object") {
    const v = value as { richText?: { text: string }[]; result?: unknown; text?: unknown; error?: unknown };
    if (Array.isArray(v.richText)) return v.richText.map((r) => r.text).join("");
    if ("result" in v) return cellText(v.result);
    if ("text" in v) return cellText(v.text);
    return "";
  }
  // A spreadsheet keeps 15 significant digits and shows no more: 2.07, not 2.0700000000000003.
  if (typeof value === "number") return Number.isFinite(value) ? String(Number(value.toPrecision(15))) : "";
  return String(value);
}

export async function* readXlsxRows(bytes: Uint8Array): AsyncGenerator<string[]> {
  listZipEntries(bytes, XLSX_LIMITS, "sheet", BROKEN);
  const input = Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    worksheets: "emit",
    sharedStrings: "cache",
    hyperlinks: "ignore",
    styles: "ignore",
    entries: "ignore",
  });
  // exceljs 4.4 reads a worksheet that comes before xl/workbook.xml in the ZIP (as exceljs' own
  // writer sometimes orders them, about one file in three hundred) through the workbook model it
  // has not read yet, and throws; an empty model until then names no sheet, which is all we need.
  (reader as unknown as { model?: object }).model = {};
  let sawSheet = false;
  try {
    for await (const worksheet of reader) {
      sawSheet = true;
      for await (const row of worksheet) {
        const values = row.values as unknown[];
        if (values.length > IMPORT_LIMITS.maxColumns + 1)
          throw refuseSheet("supplier.productImport.errors.tooManyColumns");
        const cells: string[] = [];
        // exceljs numbers columns from 1 and leaves index 0 empty; a gap is an empty cell.
        for (let i = 1; i < values.length; i++)
          cells.push(
            cellText(values[i])
              .trim()
              .slice(0, IMPORT_LIMITS.cellChars + 1),
          );
        if (cells.some((c) => c !== "")) yield cells;
      }
      // Only the first worksheet holds products; the template's second lists allowed values.
      break;
    }
  } catch (error) {
    if ((error as { code?: string }).code === "invalid_data") throw error;
    throw refuseSheet(BROKEN);
  } finally {
    input.destroy();
  }
  if (!sawSheet) throw refuseSheet(BROKEN);
}
