import { z } from "zod";
import { LANG_CODES } from "#core/i18n/languages.ts";

/**
 * A supplier's product spreadsheet: the columns of the template, the export and the import, and
 * the mapping of a sheet's own headers onto them. Column names are the same in every language
 * (an exported sheet imports again whatever language the member reads), the page shows each
 * column's translated label beside it.
 */

const MB = 1024 * 1024;
export const IMPORT_LIMITS = {
  /** Rows of one sheet; a larger sheet is refused before anything is written. */
  maxRows: 20_000,
  /** The sheet file as uploaded (CSV or XLSX). */
  sheetBytes: 8 * MB,
  /** The pictures ZIP as uploaded (the upload ceiling of a request bounds both together). */
  zipBytes: 10 * MB,
  /** Uncompressed size of one picture in the ZIP, and of all of them together. */
  zipEntryBytes: 5 * MB,
  zipTotalBytes: 200 * MB,
  zipEntries: 5_000,
  /** Columns of a sheet and characters of one cell. */
  maxColumns: 200,
  cellChars: 50_000,
  /**
   * Rows written in one transaction: a failed batch leaves the batches before it in place. Small,
   * because on SQLite the server process running the import holds its one connection for the
   * batch, and the pages that process serves wait that long (see docs/benchmarks.md).
   */
  batchRows: 50,
} as const;

/** The columns every product has, in template order. */
export const IMPORT_COLUMNS = [
  "sku",
  "category",
  "brand",
  "model_number",
  "place_of_origin",
  "keywords",
  "pictures",
  "fob_currency",
  "price_on_request",
  "price_min",
  "price_max",
  "fob_unit",
  "price_tiers",
  "min_order_quantity",
  "min_order_unit",
  "is_cart_available",
  "payment_terms",
  "packaging",
  "production_capacity",
  "production_cap_unit",
  "production_cap_time",
  "delivery_days",
] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** Texts per language: `name.en`, `description.tr`, `packaging_details.ar`. */
export const TEXT_COLUMNS = ["name", "description", "packaging_details"] as const;
export const textColumn = (field: (typeof TEXT_COLUMNS)[number], lang: string) => `${field}.${lang}`;
/** One column per variation group of the category: option names (or codes) separated by ";". */
export const variationColumn = (groupCode: string) => `variation.${groupCode}`;

const FIELD_PATTERN = new RegExp(
  `^(?:${IMPORT_COLUMNS.join("|")}|(?:${TEXT_COLUMNS.join("|")})\\.(?:${LANG_CODES.join("|")})|variation\\.[\\w.-]{1,40})$`,
);
export const isImportField = (value: string) => FIELD_PATTERN.test(value);

/** A sheet header → the column it fills ("" leaves it out). */
export const ImportMappingSchema = z
  .record(
    z.string().max(200),
    z.string().refine((v) => v === "" || isImportField(v), "errors.invalid_data"),
  )
  .refine((m) => Object.keys(m).length <= IMPORT_LIMITS.maxColumns, "errors.invalid_data")
  .refine((m) => {
    const used = Object.values(m).filter(Boolean);
    return new Set(used).size === used.length;
  }, "supplier.productImport.errors.columnTwice");
export type ImportMapping = z.infer<typeof ImportMappingSchema>;

/** The template or export a member asks for. */
export const SheetRequestSchema = z.object({
  format: z.enum(["csv", "xlsx"]).default("xlsx"),
  category: z.string().regex(/^(\d{3})+$/, "errors.product.category"),
});

/** What a dry run or an import decided for one row (the report and the page read it). */
export type RowOutcome = "create" | "update" | "refuse";
export interface RowResult {
  /** Row number as the spreadsheet shows it (the header is row 1). */
  row: number;
  sku: string | null;
  name: string | null;
  outcome: RowOutcome;
  /** Column → message key, for a refused row. */
  errors: Record<string, string>;
  /** Whether the row was written (after the import). */
  imported?: boolean;
}

/** What an import run is: uploaded → checked → importing → done | failed. */
export type ImportStatus = "uploaded" | "checked" | "importing" | "done" | "failed";

/** An import run as the page and the API show it. */
export interface ImportView {
  id: number;
  status: ImportStatus;
  format: "csv" | "xlsx";
  sheetName: string;
  hasPictures: boolean;
  headers: string[];
  mapping: ImportMapping;
  totalRows: number;
  processedRows: number;
  counts: { create: number; update: number; refuse: number };
  /** Refused rows first, then the others, at most `ROWS_SHOWN`. */
  rows: RowResult[];
  hasReport: boolean;
  error: string | null;
  createdAt: string;
}
