import type { ImportMapping } from "#core/schemas/product-import.ts";
import type { SheetFormat } from "#server/db/schema/product-import-tables.ts";
import { readSheet } from "./sheet-reader.ts";

/** One data row: its number, its cells by mapped column, and its cells as the sheet had them. */
export interface SheetRecord {
  row: number;
  cells: Map<string, string>;
  raw: string[];
}

/** The sheet's data rows in groups of `size`, each row's cells keyed by the column it was mapped to. */
export async function* sheetRecordBatches(
  bytes: Uint8Array,
  format: SheetFormat,
  mapping: ImportMapping,
  size: number,
): AsyncGenerator<SheetRecord[]> {
  let columns: (string | undefined)[] | undefined;
  let batch: SheetRecord[] = [];
  for await (const { row, cells } of readSheet(bytes, format)) {
    if (!columns) {
      columns = cells.map((header) => mapping[header] || undefined);
      continue;
    }
    const mapped = new Map<string, string>();
    cells.forEach((cell, i) => {
      const column = columns![i];
      if (column) mapped.set(column, cell);
    });
    // Columns mapped but missing from a short row count as empty cells.
    for (const column of columns) if (column && !mapped.has(column)) mapped.set(column, "");
    batch.push({ row, cells: mapped, raw: cells });
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

/** A header → column mapping: the remembered one where it names the header, else the column of the same name. */
export function proposeMapping(
  headers: string[],
  remembered: ImportMapping,
  isField: (v: string) => boolean,
): ImportMapping {
  const mapping: ImportMapping = {};
  const used = new Set<string>();
  for (const header of headers) {
    if (!header) continue;
    const guess =
      remembered[header] ?? (isField(header.trim().toLowerCase()) ? header.trim().toLowerCase() : "");
    const column = guess && !used.has(guess) ? guess : "";
    if (column) used.add(column);
    mapping[header] = column;
  }
  return mapping;
}
