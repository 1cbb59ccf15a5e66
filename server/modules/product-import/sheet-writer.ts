import { PassThrough, type Readable } from "node:stream";
import { stringify } from "csv-stringify";
import ExcelJS from "exceljs";
import type { SheetFormat } from "#server/db/schema/product-import-tables.ts";

/**
 * Writes a sheet as a stream (CSV, or XLSX through exceljs' streaming WorkbookWriter), so an
 * export of many products holds one row at a time. An XLSX gets a second worksheet of allowed
 * values when given; the first worksheet is always the products.
 */
export interface SheetContent {
  columns: string[];
  rows: AsyncIterable<Record<string, string>>;
  /** Column → the values it accepts (XLSX only). */
  allowed?: [string, string[]][];
}

export const CONTENT_TYPES: Record<SheetFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

export function writeSheet(format: SheetFormat, content: SheetContent): Readable {
  const out = new PassThrough();
  const work = format === "csv" ? writeCsv(out, content) : writeXlsx(out, content);
  work.catch((error: unknown) => out.destroy(error as Error));
  return out;
}

async function writeCsv(out: PassThrough, { columns, rows }: SheetContent) {
  // The byte-order mark makes spreadsheets read the file as UTF-8.
  out.write("\uFEFF");
  const csv = stringify();
  csv.pipe(out);
  csv.write(columns);
  for await (const row of rows) {
    if (!csv.write(columns.map((c) => row[c] ?? ""))) await new Promise((r) => csv.once("drain", r));
  }
  csv.end();
}

async function writeXlsx(out: PassThrough, { columns, rows, allowed }: SheetContent) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const products = workbook.addWorksheet("products");
  products.addRow(columns).commit();
  for await (const row of rows) products.addRow(columns.map((c) => row[c] ?? "")).commit();
  products.commit();
  if (allowed?.length) {
    const values = workbook.addWorksheet("allowed values");
    values.addRow(["column", "value"]).commit();
    for (const [column, list] of allowed) for (const value of list) values.addRow([column, value]).commit();
    values.commit();
  }
  await workbook.commit();
}

/** A stream's bytes (tests and the API's small answers). */
export async function streamBytes(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
