export { IMPORT_QUEUE, productImportHandlers, runImport } from "./import-job.ts";
export {
  checkImport,
  listRecentImports,
  readImport,
  readImportReport,
  ROWS_SHOWN,
  startImport,
  type Upload,
  uploadImport,
} from "./import.service.ts";
export { exportProductSheet, productSheetTemplate, type SheetDownload } from "./sheets.service.ts";
export { variationGroupNames } from "./group-names.ts";
