import type { ColumnType } from "kysely";
import type { Id, Json, Timestamp } from "./column-types.ts";

export const PRODUCT_IMPORT_STATUSES = ["uploaded", "checked", "importing", "done", "failed"] as const;
export type ProductImportStatus = (typeof PRODUCT_IMPORT_STATUSES)[number];
export type SheetFormat = "csv" | "xlsx";

type Count = ColumnType<number, number | undefined, number>;

/** Spreadsheet imports of products (server/modules/product-import/). */
export interface ProductImportTables {
  product_imports: {
    id: Id;
    company_id: number;
    user_id: number | null;
    format: SheetFormat;
    sheet_name: string;
    sheet_key: string;
    zip_key: string | null;
    /** The sheet's header row, JSON array of texts. */
    headers: Json;
    /** Header text → field name, JSON. */
    mapping: Json;
    /** The language the member imported in: option names are read in it, the report is written in it. */
    lang: ColumnType<string, string | undefined, string>;
    status: ColumnType<ProductImportStatus, ProductImportStatus | undefined, ProductImportStatus>;
    total_rows: Count;
    processed_rows: Count;
    created_count: Count;
    updated_count: Count;
    refused_count: Count;
    check_key: string | null;
    report_key: string | null;
    error: string | null;
    created_at: Timestamp;
    updated_at: Timestamp;
    finished_at: string | null;
  };
  product_import_mappings: {
    company_id: number;
    mapping: Json;
    updated_at: Timestamp;
  };
}
