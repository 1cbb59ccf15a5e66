import { data } from "react-router";
import { CSV_IMPORT, type ImportReport, splitCsvLines, toImportBatches } from "#core/schemas/campaigns.ts";
import type { Db } from "#server/db/connect.ts";
import { isAppError } from "#server/lib/errors.ts";
import type { Actor } from "#server/modules/accounts/index.ts";
import { importContactBatch } from "#server/modules/campaigns/index.ts";

// Room for the multipart envelope around the file itself.
const ENVELOPE_BYTES = 64 * 1024;

export interface UploadAnswer {
  upload: true;
  report?: ImportReport | undefined;
  error?: string | undefined;
  errorValues?: Record<string, string | number> | undefined;
}

const refuse = (error: string, status: number, errorValues?: Record<string, string | number>) =>
  data<UploadAnswer>({ upload: true, error, errorValues }, { status });

/**
 * The import without JavaScript: the whole file in one upload, worked through in the same
 * batches as the browser sends them. Too large a body is refused before it is read.
 */
export async function importUploadedFile(db: Db, user: Actor, listId: number, request: Request) {
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > CSV_IMPORT.maxBytes + ENVELOPE_BYTES)
    return refuse("admin.campaigns.import.tooLarge", 413, { mb: 2 });
  const form = await request.formData().catch(() => null);
  const file = form?.get("file");
  if (!(file instanceof File) || file.size === 0) return refuse("admin.campaigns.import.noFile", 400);
  if (file.size > CSV_IMPORT.maxBytes) return refuse("admin.campaigns.import.tooLarge", 413, { mb: 2 });
  const lines = splitCsvLines(await file.text());
  if (lines.length > CSV_IMPORT.maxLines)
    return refuse("admin.campaigns.import.tooManyLines", 400, { max: CSV_IMPORT.maxLines });
  const report: ImportReport = { added: 0, rejected: [] };
  try {
    for (const batch of toImportBatches(lines)) {
      const part = await importContactBatch(db, user, listId, batch);
      report.added += part.added;
      report.rejected.push(...part.rejected);
    }
  } catch (error) {
    if (!isAppError(error)) throw error;
    return refuse(`errors.${error.code}`, error.status);
  }
  const answer: UploadAnswer = { upload: true, report };
  return answer;
}
