import { useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { type FieldErrors, fieldErrors } from "#core/schemas/field-errors.ts";

export type { ActionFailure, ActionResult, FieldErrors } from "#core/schemas/field-errors.ts";

/** Reads a posted form against its schema; on failure the ZodError (for formFailure) and the field keys. */
export async function parseForm<S extends z.ZodType>(request: Request, schema: S) {
  const formData = await request.formData().catch(() => new FormData());
  const values = Object.fromEntries(
    [...formData.entries()].filter(([, v]) => typeof v === "string"),
  ) as Record<string, string>;
  const result = schema.safeParse(values);
  if (result.success) return { ok: true as const, data: result.data as z.output<S>, values };
  return { ok: false as const, error: result.error, fields: fieldErrors(result.error), values };
}

/** Moves the keyboard to the first field named in `errors` (the first option of a radio group). */
export function focusFirstField(form: HTMLFormElement | null | undefined, errors: FieldErrors) {
  const first = Object.keys(errors)[0];
  const item = first ? form?.elements.namedItem(first) : null;
  const target = item && "focus" in item ? item : (item as RadioNodeList | null)?.[0];
  (target as HTMLElement | undefined)?.focus?.();
}

/**
 * The one browser check of every form: the server's own schema runs before the form is sent, so
 * mistakes show at once; the server still validates everything. Without JavaScript (or before a
 * lazily loaded schema arrives) the form is simply sent and the server's answer shows the same
 * errors. `schema` is the schema itself or a loader of it (the schema brings Zod, which a page may
 * fetch only once its form is on screen). `serverErrors` is the last answer's own field object:
 * a new answer replaces what the browser found. `onInvalid` runs after a refused send (a toast).
 */
export function useClientValidation(
  schema: z.ZodType | (() => Promise<z.ZodType>),
  serverErrors: FieldErrors | undefined,
  options: { onInvalid?: (errors: FieldErrors) => void } = {},
) {
  const load = useRef(typeof schema === "function" ? schema : null);
  const [loaded, setLoaded] = useState<z.ZodType | null>(null);
  useEffect(() => {
    load.current?.().then(
      (found) => setLoaded(() => found),
      () => {},
    );
  }, []);
  const current = typeof schema === "function" ? loaded : schema;
  const [client, setClient] = useState<{ errors: FieldErrors; against: FieldErrors | undefined } | null>(
    null,
  );
  const errors = client && client.against === serverErrors ? client.errors : (serverErrors ?? {});

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (!current) return;
    const result = current.safeParse(Object.fromEntries(new FormData(event.currentTarget).entries()));
    if (result.success) {
      // The last answer's messages go while this send is on its way; the next answer brings its own.
      setClient({ errors: {}, against: serverErrors });
      return;
    }
    event.preventDefault();
    const found = fieldErrors(result.error);
    setClient({ errors: found, against: serverErrors });
    options.onInvalid?.(found);
    focusFirstField(event.currentTarget, found);
  };
  return { errors, onSubmit, ready: current !== null };
}
