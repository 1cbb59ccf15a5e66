import type { ActionResult } from "#core/schemas/field-errors.ts";
import { MERCH_IMAGE } from "#core/schemas/merchandising.ts";
import { AppError } from "#server/lib/errors.ts";
import { formFailure } from "#server/lib/form-response.ts";

export type MerchandisingActionResult = ActionResult<{
  ok: true;
  notice: string;
  moved?: string | undefined;
}>;

/**
 * Runs one console change and turns a refusal into the form's answer (with the field errors and,
 * for forms, what was typed). `work` returns the notice's key.
 */
export async function runMerchandisingAction(
  work: () => Promise<{ notice: string; moved?: string }>,
  values: Record<string, string> = {},
) {
  try {
    const done = await work();
    return { ok: true as const, ...done } satisfies MerchandisingActionResult;
  } catch (error) {
    return formFailure(error, values);
  }
}

/** Refuses a body that cannot hold an acceptable image before reading it into memory. */
export function uploadTooLarge(request: Request): boolean {
  const length = Number(request.headers.get("content-length") ?? "0");
  return length > MERCH_IMAGE.maxBytes + 64 * 1024;
}

/** The posted form's text fields and its one uploaded file (undefined when none was chosen). */
export async function readUploadForm(request: Request, fileField = "image") {
  const form = await request.formData().catch(() => new FormData());
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === "string") values[key] = value;
  const file = form.get(fileField);
  const image = file instanceof Blob && file.size > 0 ? new Uint8Array(await file.arrayBuffer()) : undefined;
  return { values, image };
}

export const tooLargeAnswer = () =>
  formFailure(
    new AppError("payload_too_large", "console.merchandising.imageTooLarge", {
      image: "console.merchandising.imageTooLarge",
    }),
    {},
  );
