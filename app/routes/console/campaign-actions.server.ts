import type { ActionFailure } from "#core/schemas/field-errors.ts";
import { formFailure } from "#server/lib/form-response.ts";

export type ChangeResult =
  | { ok: true; intent: string; id?: number | undefined }
  | (ActionFailure & { intent: string });

/**
 * Runs one console change and turns a service's refusal into the form's answer (formFailure);
 * anything else is a real fault.
 */
export async function runChange(intent: string, change: () => Promise<unknown>) {
  try {
    const id = await change();
    return { ok: true as const, intent, id: typeof id === "number" ? id : undefined } satisfies ChangeResult;
  } catch (error) {
    return formFailure(error, {}, { extra: { intent } });
  }
}
