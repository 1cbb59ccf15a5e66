import { stringify } from "csv-stringify/sync";
import type { Lang } from "#core/i18n/languages.ts";
import type { RowResult } from "#core/schemas/product-import.ts";
import { translator } from "#server/lib/i18n.ts";

/**
 * The refused rows as a CSV file to download, in the member's language: the sheet's own columns
 * and cells (fix them and upload the file again), then the row number, whether it was imported
 * and what was wrong, column by column. UTF-8 with a byte-order mark, which spreadsheets need to
 * read it as UTF-8.
 */
export function refusedRowsCsv(
  lang: Lang,
  headers: string[],
  rows: { result: RowResult; raw: string[] }[],
): Uint8Array {
  const t = translator(lang);
  const problems = (result: RowResult) =>
    Object.entries(result.errors)
      .map(([column, key]) => `${column}: ${t(key)}`)
      .join("; ");
  const records = [
    [
      ...headers,
      t("supplier.productImport.report.row"),
      t("supplier.productImport.report.imported"),
      t("supplier.productImport.report.problems"),
    ],
    ...rows.map(({ result, raw }) => [
      ...headers.map((_, i) => raw[i] ?? ""),
      String(result.row),
      t(result.imported ? "supplier.productImport.report.yes" : "supplier.productImport.report.no"),
      problems(result),
    ]),
  ];
  return new TextEncoder().encode(`\uFEFF${stringify(records)}`);
}
