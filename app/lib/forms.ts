import { useState } from "react";
import type { z } from "zod";
import { fieldErrors } from "#core/schemas/field-errors.ts";

export type FieldErrors = Record<string, string>;

/** Reads a posted form against its schema; on failure returns the field → message-key map. */
export async function parseForm<S extends z.ZodType>(request: Request, schema: S) {
  const formData = await request.formData().catch(() => new FormData());
  const values = Object.fromEntries(
    [...formData.entries()].filter(([, v]) => typeof v === "string"),
  ) as Record<string, string>;
  const result = schema.safeParse(values);
  if (result.success) return { ok: true as const, data: result.data as z.output<S>, values };
  return { ok: false as const, fields: fieldErrors(result.error), values };
}

/**
 * Runs the same schema in the browser before the form is sent, so mistakes show at once; the
 * server still validates everything. Without JavaScript the server's answer shows the same errors.
 */
export function useClientValidation(schema: z.ZodType, serverErrors: FieldErrors | undefined) {
  const [clientErrors, setClientErrors] = useState<FieldErrors | undefined>();
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const values = Object.fromEntries(new FormData(event.currentTarget).entries());
    const result = schema.safeParse(values);
    if (result.success) {
      setClientErrors(undefined);
      return;
    }
    event.preventDefault();
    const errors = fieldErrors(result.error);
    setClientErrors(errors);
    const first = Object.keys(errors)[0];
    if (first) (event.currentTarget.elements.namedItem(first) as HTMLElement | null)?.focus?.();
  };
  return { errors: clientErrors ?? serverErrors ?? {}, onSubmit };
}
