import type { Lang } from "#core/i18n/languages.ts";
import {
  IMPORT_LIMITS,
  type ImportMapping,
  ImportMappingSchema,
  isImportField,
  type ImportView,
  type RowResult,
} from "#core/schemas/product-import.ts";
import type { SheetFormat } from "#server/db/schema/product-import-tables.ts";
import type { AppDeps } from "#server/deps.ts";
import { AppError } from "#server/lib/errors.ts";
import type { Actor } from "#server/modules/accounts/index.ts";
import { requireCan } from "#server/modules/companies/index.ts";
import { enqueueJob } from "#server/modules/jobs/index.ts";
import { checkSheet } from "./import-check.ts";
import { loadImportCatalog } from "./import-catalog.ts";
import { IMPORT_QUEUE, type ImportPayload } from "./import-job.ts";
import { importStore, putJson, readJson, readStored } from "./import-store.ts";
import * as repo from "./import.repo.ts";
import { refusedRowsCsv } from "./report.ts";
import { readHeader, sheetFormatOf } from "./sheet-reader.ts";
import { proposeMapping, sheetRecordBatches } from "./sheet-records.ts";
import { refuseSheet } from "./sheet-errors.ts";
import { openPictureZip } from "./zip-pictures.ts";

/**
 * Importing products from a spreadsheet, step by step: upload (the sheet and its pictures ZIP are
 * kept privately, the header read and a mapping proposed), check (the mapping remembered for the
 * company, every row judged, nothing written), import (a background job; see import-job.ts).
 * Only members who may edit the company's products may do any of it; a run is found only within
 * the member's own company.
 */

type Deps = Pick<AppDeps, "db" | "clock" | "config">;
export interface Upload {
  name: string;
  bytes: Uint8Array;
}

const now = (deps: Deps) => new Date(deps.clock.now()).toISOString();
const parseMapping = (json: string | undefined): ImportMapping => {
  const parsed = ImportMappingSchema.safeParse(JSON.parse(json ?? "{}"));
  return parsed.success ? parsed.data : {};
};

export async function uploadImport(
  deps: Deps,
  actor: Actor,
  companyId: number,
  lang: Lang,
  files: { sheet?: Upload; zip?: Upload },
): Promise<number> {
  await requireCan(deps.db, actor, "products.edit", companyId);
  const { sheet, zip } = files;
  if (!sheet?.bytes.byteLength) throw refuseSheet("supplier.productImport.errors.sheetRequired");
  if (sheet.bytes.byteLength > IMPORT_LIMITS.sheetBytes)
    throw refuseSheet("supplier.productImport.errors.sheetTooLarge");
  if (zip && zip.bytes.byteLength > IMPORT_LIMITS.zipBytes)
    throw refuseSheet("supplier.productImport.errors.zipTooLarge", "pictures");
  const format = sheetFormatOf(sheet.bytes);
  const headers = await readHeader(sheet.bytes, format);
  if (zip?.bytes.byteLength) openPictureZip(zip.bytes);
  const mapping = proposeMapping(
    headers,
    parseMapping(await repo.findMapping(deps.db, companyId)),
    isImportField,
  );
  const store = importStore(deps);
  const sheetKey = await store.put(sheet.bytes);
  const zipKey = zip?.bytes.byteLength ? await store.put(zip.bytes) : null;
  return repo.insertImport(deps.db, {
    company_id: companyId,
    user_id: actor.id,
    format,
    sheet_name: cleanName(sheet.name),
    sheet_key: sheetKey,
    zip_key: zipKey,
    headers: JSON.stringify(headers),
    mapping: JSON.stringify(mapping),
    lang,
    created_at: now(deps),
    updated_at: now(deps),
  });
}

/** The file name as shown later: no folders, no control characters, a bounded length. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return clean.slice(0, 200) || "sheet";
}

async function ownRun(deps: Deps, actor: Actor, companyId: number, importId: number) {
  await requireCan(deps.db, actor, "products.edit", companyId);
  const run = await repo.findImport(deps.db, companyId, importId);
  if (!run) throw new AppError("not_found");
  return run;
}

/** The dry run with this mapping (remembered for the company's next sheet); nothing is written. */
export async function checkImport(
  deps: Deps,
  actor: Actor,
  companyId: number,
  importId: number,
  mappingDraft: unknown,
): Promise<void> {
  const run = await ownRun(deps, actor, companyId, importId);
  if (run.status !== "uploaded" && run.status !== "checked")
    throw new AppError("conflict", "supplier.productImport.errors.alreadyImported");
  const parsed = ImportMappingSchema.safeParse(mappingDraft);
  if (!parsed.success)
    throw new AppError("invalid_data", parsed.error.issues[0]?.message ?? "errors.invalid_data", {
      mapping: parsed.error.issues[0]?.message ?? "errors.invalid_data",
    });
  const headers = JSON.parse(run.headers) as string[];
  const mapping = Object.fromEntries(headers.filter(Boolean).map((h) => [h, parsed.data[h] ?? ""]));
  const store = importStore(deps);
  const sheet = await readStored(store, run.sheet_key);
  if (!sheet) throw new AppError("not_found");
  const catalog = await loadImportCatalog(deps.db, run.lang);
  const check = await checkSheet(
    deps.db,
    companyId,
    catalog,
    { bytes: sheet, format: run.format, mapping },
    openPictureZip(await readStored(store, run.zip_key)),
  );
  const checkKey = await putJson(store, check.results);
  const refused = await refusedRows(sheet, run.format, mapping, check.results);
  const reportKey = await store.put(refusedRowsCsv(run.lang as Lang, headers, refused));
  await repo.saveMapping(
    deps.db,
    companyId,
    JSON.stringify({ ...parseMapping(await repo.findMapping(deps.db, companyId)), ...mapping }),
    now(deps),
  );
  const changed = await repo.updateImportIn(deps.db, importId, ["uploaded", "checked"], {
    status: "checked",
    mapping: JSON.stringify(mapping),
    total_rows: check.results.length,
    created_count: check.counts.create,
    updated_count: check.counts.update,
    refused_count: check.counts.refuse,
    check_key: checkKey,
    report_key: reportKey,
    updated_at: now(deps),
  });
  for (const key of [run.check_key, run.report_key]) if (key) await store.delete(key);
  if (!changed) throw new AppError("conflict", "supplier.productImport.errors.alreadyImported");
}

/** The refused rows with their cells as the sheet had them, for the report. */
async function refusedRows(
  sheet: Uint8Array,
  format: SheetFormat,
  mapping: ImportMapping,
  results: RowResult[],
) {
  const byRow = new Map(results.filter((r) => r.outcome === "refuse").map((r) => [r.row, r]));
  const rows: { result: RowResult; raw: string[] }[] = [];
  if (!byRow.size) return rows;
  for await (const batch of sheetRecordBatches(sheet, format, mapping, 500))
    for (const record of batch) {
      const result = byRow.get(record.row);
      if (result) rows.push({ result, raw: record.raw });
    }
  return rows;
}

/** Starts the import of a checked run as a background job; a second start changes nothing. */
export async function startImport(
  deps: Deps,
  actor: Actor,
  companyId: number,
  importId: number,
): Promise<void> {
  const run = await ownRun(deps, actor, companyId, importId);
  if (run.status !== "checked") throw new AppError("conflict", "supplier.productImport.errors.notChecked");
  await deps.db.transaction().execute(async (trx) => {
    const started = await repo.updateImportIn(trx, importId, ["checked"], {
      status: "importing",
      processed_rows: 0,
      created_count: 0,
      updated_count: 0,
      refused_count: 0,
      user_id: actor.id,
      updated_at: now(deps),
    });
    if (!started) throw new AppError("conflict", "supplier.productImport.errors.notChecked");
    await enqueueJob(trx, deps.clock, { queue: IMPORT_QUEUE, payload: { importId } satisfies ImportPayload });
  });
}

export const ROWS_SHOWN = 100;

export async function readImport(
  deps: Deps,
  actor: Actor,
  companyId: number,
  importId: number,
): Promise<ImportView> {
  const run = await ownRun(deps, actor, companyId, importId);
  const results =
    run.status === "uploaded" ? [] : ((await readJson<RowResult[]>(importStore(deps), run.check_key)) ?? []);
  const rows = [
    ...results.filter((r) => r.outcome === "refuse"),
    ...results.filter((r) => r.outcome !== "refuse"),
  ].slice(0, ROWS_SHOWN);
  return {
    id: run.id,
    status: run.status,
    format: run.format,
    sheetName: run.sheet_name,
    hasPictures: run.zip_key !== null,
    headers: JSON.parse(run.headers) as string[],
    mapping: parseMapping(run.mapping),
    totalRows: run.total_rows,
    processedRows: run.processed_rows,
    counts: { create: run.created_count, update: run.updated_count, refuse: run.refused_count },
    rows,
    hasReport: run.report_key !== null,
    error: run.error,
    createdAt: run.created_at,
  };
}

export async function listRecentImports(deps: Deps, actor: Actor, companyId: number) {
  await requireCan(deps.db, actor, "products.edit", companyId);
  const runs = await repo.listImports(deps.db, companyId, 10);
  return runs.map((r) => ({
    id: r.id,
    status: r.status,
    sheetName: r.sheet_name,
    totalRows: r.total_rows,
    createdAt: r.created_at,
  }));
}

/** The refused rows of the dry run, or after the import, of the import (CSV). */
export async function readImportReport(deps: Deps, actor: Actor, companyId: number, importId: number) {
  const run = await ownRun(deps, actor, companyId, importId);
  const bytes = await readStored(importStore(deps), run.report_key);
  if (!bytes) throw new AppError("not_found");
  return { bytes, fileName: `refused-rows-${run.id}.csv` };
}
