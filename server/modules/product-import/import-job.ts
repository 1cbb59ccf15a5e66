import { isLang } from "#core/i18n/languages.ts";
import { IMPORT_LIMITS, type ImportMapping, type RowResult } from "#core/schemas/product-import.ts";
import type { Db } from "#server/db/connect.ts";
import type { AppDeps } from "#server/deps.ts";
import { AppError } from "#server/lib/errors.ts";
import { recordAudit } from "#server/modules/audit/index.ts";
import type { JobHandlers } from "#server/modules/jobs/index.ts";
import { createProductsIn, type WriteContext, writeProductIn } from "#server/modules/products/index.ts";
import { loadImportCatalog } from "./import-catalog.ts";
import { pictureEntryProblem, PICTURE_ERRORS } from "./import-check.ts";
import { importStore, readStored } from "./import-store.ts";
import * as repo from "./import.repo.ts";
import { refusedRowsCsv } from "./report.ts";
import { type CheckedRow, checkBatch } from "./row-pass.ts";
import { columnOfPath } from "./sheet-format.ts";
import { sheetRecordBatches, type SheetRecord } from "./sheet-records.ts";
import { storeProductPicture } from "./product-pictures.ts";
import { openPictureZip, type PictureZip } from "./zip-pictures.ts";

/**
 * The import itself, as a background job: rows are checked again (the catalogue may have changed
 * since the dry run) and written in batches, each batch one transaction together with the run's
 * progress, so the page's progress bar shows exactly what is committed. A row the write refuses
 * is left out and its batch written again without it; a batch that fails otherwise (the database
 * went away) is not imported, the batches before it stay, and the run ends as failed. The report
 * says, row by row, which were imported.
 */

export const IMPORT_QUEUE = "product-import";
export interface ImportPayload {
  importId: number;
}
type Deps = Pick<AppDeps, "db" | "clock" | "config">;

export function productImportHandlers(deps: Deps): JobHandlers {
  return {
    [IMPORT_QUEUE]: async (payload, job) => {
      const { importId } = payload as ImportPayload;
      try {
        await runImport(deps, importId);
      } catch (error) {
        // A refusal will not change on a retry; anything else is retried (the committed batches
        // are skipped), and the run is marked failed when the last attempt fails too.
        if (error instanceof AppError) return fail(deps, importId, error.messageKey);
        if (job.attempt >= job.maxAttempts)
          await fail(deps, importId, "supplier.productImport.errors.batchFailed");
        throw error;
      }
    },
  };
}

/** Batches the run has committed already are skipped when a crashed run is taken up again. */
export async function runImport(
  deps: Deps,
  importId: number,
  options: { batchRows?: number } = {},
): Promise<void> {
  const run = await repo.findImportById(deps.db, importId);
  if (run?.status !== "importing" || run.user_id === null) return;
  const store = importStore(deps);
  const lang = isLang(run.lang) ? run.lang : "en";
  const sheet = await readStored(store, run.sheet_key);
  if (!sheet) return fail(deps, importId, "supplier.productImport.errors.sheetGone");
  const zip = openPictureZip(await readStored(store, run.zip_key));
  const catalog = await loadImportCatalog(deps.db, lang);
  const company = await repo.findCompanyTrust(deps.db, run.company_id);
  const ctx = {
    clock: deps.clock,
    actor: { id: run.user_id, roles: ["supplier"] },
    trusted: Boolean(company?.is_trusted_supplier),
  };
  const mapping = JSON.parse(run.mapping) as ImportMapping;
  const headers = JSON.parse(run.headers) as string[];
  const skipped = run.processed_rows;
  const counts = {
    processed: run.processed_rows,
    created: run.created_count,
    updated: run.updated_count,
    refused: run.refused_count,
  };
  const refused: { result: RowResult; raw: string[] }[] = [];
  const pictures = new Map<string, { path: string } | { error: string }>();
  const seen = new Set<string>();
  let seenRows = 0;
  let failure: string | undefined;

  for await (const batch of sheetRecordBatches(
    sheet,
    run.format,
    mapping,
    options.batchRows ?? IMPORT_LIMITS.batchRows,
  )) {
    if (failure) {
      for (const record of batch)
        refused.push(notImported(record, "supplier.productImport.errors.notReached"));
      continue;
    }
    seenRows += batch.length;
    if (seenRows <= skipped) {
      for (const record of batch) {
        const sku = record.cells.get("sku")?.trim();
        if (sku) seen.add(sku.toLowerCase());
      }
      continue;
    }
    // Lets the requests this process has received run between batches.
    await new Promise((resolve) => setImmediate(resolve));
    await encodePictures(deps, batch, zip, pictures);
    const checked = await checkBatch(deps.db, run.company_id, catalog, batch, seen, (entry) =>
      entry.startsWith("/media/")
        ? { path: entry }
        : (pictures.get(entry.toLowerCase()) ?? { error: PICTURE_ERRORS.missing }),
    );
    const written = await writeBatch(deps.db, ctx, run.company_id, importId, checked, counts).catch(
      (error: unknown) => {
        failure = "supplier.productImport.errors.batchFailed";
        return { error };
      },
    );
    if ("error" in written) {
      for (const row of checked) refused.push(notImported(row.record, failure!, row.result.errors));
      continue;
    }
    for (const row of checked)
      if (row.result.outcome === "refuse") refused.push({ result: row.result, raw: row.record.raw });
  }

  const reportKey = await store.put(refusedRowsCsv(lang, headers, refused));
  const finished = new Date(deps.clock.now()).toISOString();
  await repo.updateImportIn(deps.db, importId, ["importing"], {
    status: failure ? "failed" : "done",
    error: failure ?? null,
    report_key: reportKey,
    finished_at: finished,
    updated_at: finished,
  });
  await recordAudit(deps.db, {
    userId: run.user_id,
    action: "product.import",
    entity: "company",
    entityId: run.company_id,
    details: {
      importId,
      created: counts.created,
      updated: counts.updated,
      refused: counts.refused,
      failed: Boolean(failure),
    },
  });
}

function notImported(record: SheetRecord, key: string, errors: Record<string, string> = {}) {
  return {
    raw: record.raw,
    result: {
      row: record.row,
      sku: record.cells.get("sku") ?? null,
      name: null,
      outcome: "refuse" as const,
      errors: { ...errors, form: key },
      imported: false,
    },
  };
}

/** The ZIP's pictures this batch names, decoded and stored once each (a picture may serve many rows). */
async function encodePictures(
  deps: Deps,
  batch: SheetRecord[],
  zip: PictureZip,
  done: Map<string, { path: string } | { error: string }>,
) {
  for (const record of batch)
    for (const entry of (record.cells.get("pictures") ?? "")
      .split(/[;\n]/)
      .map((s) => s.trim())
      .filter(Boolean)) {
      const key = entry.toLowerCase();
      if (done.has(key) || entry.startsWith("/media/")) continue;
      const problem = pictureEntryProblem(entry, zip);
      if (problem) {
        done.set(key, { error: problem });
        continue;
      }
      try {
        done.set(key, { path: await storeProductPicture(deps.config.dataDir, zip.read(entry)!) });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        done.set(key, { error: PICTURE_ERRORS.unreadable });
      }
    }
}

/**
 * One batch in one transaction with the run's counts. New products are created together by the
 * products module's batch writer (a statement per table for the whole batch, several times faster
 * than row by row); updates go through the editor's write one by one. A row the write itself
 * refuses (a SKU taken meanwhile, a category no longer a leaf) is marked refused: the batch
 * writer answers which; an update that throws is left out and the batch tried again without it.
 */
async function writeBatch(
  db: Db,
  ctx: WriteContext,
  companyId: number,
  importId: number,
  rows: CheckedRow[],
  counts: { processed: number; created: number; updated: number; refused: number },
): Promise<{ ok: true }> {
  for (;;) {
    let failedRow: CheckedRow | undefined;
    try {
      const tally = await db.transaction().execute(async (trx) => {
        const tally = { created: 0, updated: 0, refused: 0 };
        const fresh = rows.filter((row) => row.input && row.productId === undefined);
        const created = await createProductsIn(
          trx,
          ctx,
          companyId,
          fresh.map((row) => row.input!),
        );
        created.forEach((result, i) => {
          if (result.ok) tally.created++;
          else refuse(fresh[i]!, result.fields);
        });
        for (const row of rows) {
          if (!row.input) {
            tally.refused++;
            continue;
          }
          if (row.productId === undefined) continue;
          failedRow = row;
          await writeProductIn(trx, ctx, companyId, row.productId, row.input);
          tally.updated++;
        }
        failedRow = undefined;
        const ok = await repo.updateImportIn(trx, importId, ["importing"], {
          processed_rows: counts.processed + rows.length,
          created_count: counts.created + tally.created,
          updated_count: counts.updated + tally.updated,
          refused_count: counts.refused + tally.refused,
          updated_at: new Date(ctx.clock.now()).toISOString(),
        });
        if (!ok) throw new Error("the import run is no longer importing");
        return tally;
      });
      counts.processed += rows.length;
      counts.created += tally.created;
      counts.updated += tally.updated;
      counts.refused += tally.refused;
      for (const row of rows) row.result.imported = Boolean(row.input);
      return { ok: true };
    } catch (error) {
      if (!(error instanceof AppError) || !failedRow?.input) throw error;
      refuse(failedRow, error.fields ?? {}, error.messageKey);
    }
  }
}

/** Leaves a row out of the batch as refused, with its messages by column (or for the row). */
function refuse(row: CheckedRow, fields: Record<string, string>, rowMessage?: string) {
  row.input = undefined;
  row.result.outcome = "refuse";
  const byColumn = Object.entries(fields).map(([path, key]) => [columnOfPath(path), key]);
  row.result.errors = byColumn.length
    ? Object.fromEntries(byColumn)
    : { form: rowMessage ?? "errors.invalid_data" };
}

async function fail(deps: Deps, importId: number, key: string) {
  const at = new Date(deps.clock.now()).toISOString();
  await repo.updateImportIn(deps.db, importId, ["importing"], {
    status: "failed",
    error: key,
    finished_at: at,
    updated_at: at,
  });
}
