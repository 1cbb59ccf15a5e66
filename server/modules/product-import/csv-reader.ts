import { Readable } from "node:stream";
import { parse } from "csv-parse";
import { IMPORT_LIMITS } from "#core/schemas/product-import.ts";
import { refuseSheet } from "./sheet-errors.ts";

/**
 * CSV as spreadsheets save it: UTF-8 with or without a byte-order mark, separated by commas,
 * semicolons (what a spreadsheet writes where the decimal mark is a comma) or tabs. The separator
 * is the one the header row uses most, outside quotes. Any other encoding is refused rather than
 * read as garbled names.
 */

const BOM = [0xef, 0xbb, 0xbf];
export const DELIMITERS = [",", ";", "\t"] as const;
export type Delimiter = (typeof DELIMITERS)[number];

export function withoutBom(bytes: Uint8Array): Uint8Array {
  return BOM.every((b, i) => bytes[i] === b) ? bytes.subarray(3) : bytes;
}

/** The separator the first line uses most outside quotes (comma when it has none). */
export function detectDelimiter(text: string): Delimiter {
  const counts = new Map<Delimiter, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) break;
    else if (!quoted && counts.has(char as Delimiter))
      counts.set(char as Delimiter, counts.get(char as Delimiter)! + 1);
  }
  let best: Delimiter = ",";
  for (const [d, n] of counts) if (n > counts.get(best)!) best = d;
  return best;
}

/** The rows of a CSV file, header first, each a list of trimmed cells; refusals are AppErrors. */
export async function* readCsvRows(bytes: Uint8Array): AsyncGenerator<string[]> {
  const body = withoutBom(bytes);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(body);
  } catch {
    throw refuseSheet("supplier.productImport.errors.notUtf8");
  }
  if (text.includes("\u0000")) throw refuseSheet("supplier.productImport.errors.notASheet");
  const parser = Readable.from([text]).pipe(
    parse({
      delimiter: detectDelimiter(text.slice(0, 65_536)),
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: IMPORT_LIMITS.cellChars * 4,
    }),
  );
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      if (record.length > IMPORT_LIMITS.maxColumns)
        throw refuseSheet("supplier.productImport.errors.tooManyColumns");
      yield record.map((cell) => cell.trim());
    }
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith("CSV_"))
      throw refuseSheet("supplier.productImport.errors.brokenCsv");
    throw error;
  } finally {
    parser.destroy();
  }
}
