import { CSV_IMPORT, type ImportReport, splitCsvLines, toImportBatches } from "#core/schemas/campaigns.ts";
import type { ActionFailure } from "#core/schemas/field-errors.ts";
import type { Db } from "#server/db/connect.ts";
import { AppError, type ErrorCode } from "#server/lib/errors.ts";
import { formFailure } from "#server/lib/form-response.ts";
import type { Actor } from "#server/modules/accounts/index.ts";
import { importContactBatch } from "#server/modules/campaigns/index.ts";

// Room for the multipart envelope around the file itself.
const ENVELOPE_BYTES = 64 * 1024;

export type UploadAnswer =
  | { upload: true; report: ImportReport; formError?: undefined }
  | (ActionFailure & { upload: true; report?: undefined });

const refuse = (error: unknown, formErrorValues?: Record<string, string | number>) =>
  formFailure(
    error,
    {},
    { extra: { upload: true as const }, ...(formErrorValues ? { formErrorValues } : {}) },
  );
const refusal = (code: ErrorCode, key: string, formErrorValues?: Record<string, string | number>) =>
  refuse(new AppError(code, key), formErrorValues);

/**
 * The import without JavaScript: the whole file in one upload, worked through in the same
 * batches as the browser sends them. Too large a body is refused before it is read.
 */
export async function importUploadedFile(db: Db, user: Actor, listId: number, request: Request) {
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > CSV_IMPORT.maxBytes + ENVELOPE_BYTES)
    return refusal("payload_too_large", "console.campaigns.import.tooLarge", { mb: 2 });
  const form = await request.formData().catch(() => null);
  const file = form?.get("file");
  if (!(file instanceof File) || file.size === 0)
    return refusal("invalid_data", "console.campaigns.import.noFile");
  if (file.size > CSV_IMPORT.maxBytes)
    return refusal("payload_too_large", "console.campaigns.import.tooLarge", { mb: 2 });
  const lines = splitCsvLines(await file.text());
  if (lines.length > CSV_IMPORT.maxLines)
    return refusal("invalid_data", "console.campaigns.import.tooManyLines", { max: CSV_IMPORT.maxLines });
  const report: ImportReport = { added: 0, rejected: [] };
  try {
    for (const batch of toImportBatches(lines)) {
      const part = await importContactBatch(db, user, listId, batch);
      report.added += part.added;
      report.rejected.push(...part.rejected);
    }
  } catch (error) {
    return refuse(error);
  }
  const answer: UploadAnswer = { upload: true, report };
  return answer;
}
