import { data } from "react-router";
import { isAppError } from "#server/lib/errors.ts";

export type ChangeResult =
  | { ok: true; intent: string; id?: number | undefined }
  | { ok: false; intent: string; error: string | undefined; fields: Record<string, string> };

/**
 * Runs one console change and turns a service's AppError into the form's answer: the field
 * messages when there are some, else the error code's message. Anything else is a real fault.
 */
export async function runChange(intent: string, change: () => Promise<unknown>) {
  try {
    const id = await change();
    return { ok: true as const, intent, id: typeof id === "number" ? id : undefined } satisfies ChangeResult;
  } catch (error) {
    if (!isAppError(error)) throw error;
    const fields = error.fields ?? {};
    const message = Object.keys(fields).length ? undefined : `errors.${error.code}`;
    return data({ ok: false as const, intent, error: message, fields } satisfies ChangeResult, {
      status: error.status,
    });
  }
}
