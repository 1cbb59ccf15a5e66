import { data } from "react-router";
import { MERCH_IMAGE } from "#core/schemas/merchandising.ts";
import { isAppError } from "#server/lib/errors.ts";

export type MerchActionResult =
  | { ok: true; notice: string; moved?: string | undefined }
  | { ok: false; error: string; fields: Record<string, string>; values?: Record<string, string> };

/**
 * Runs one console change and turns a refusal into a translated answer for the page (with the
 * field errors and, for forms, what was typed), never a 500. `work` returns the notice's key.
 */
export async function runMerchAction(
  work: () => Promise<{ notice: string; moved?: string }>,
  values?: Record<string, string>,
) {
  try {
    const done = await work();
    return { ok: true as const, ...done } satisfies MerchActionResult;
  } catch (error) {
    if (!isAppError(error)) throw error;
    const fieldKeys = Object.values(error.fields ?? {});
    // One refused value (an unknown id, a bad link…): its own message says more than "check the fields".
    const message =
      error.message && error.message !== error.code
        ? error.message
        : fieldKeys.length === 1
          ? (fieldKeys[0] as string)
          : `errors.${error.code}`;
    return data(
      { ok: false as const, error: message, fields: error.fields ?? {}, ...(values ? { values } : {}) },
      { status: error.status },
    );
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
  data(
    {
      ok: false as const,
      error: "admin.merch.imageTooLarge",
      fields: { image: "admin.merch.imageTooLarge" },
    },
    { status: 413 },
  );
