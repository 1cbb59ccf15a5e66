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

/** Moves the keyboard to the first field, in the form's order, that `errors` names. */
export function focusFirstField(form: HTMLFormElement | null | undefined, errors: FieldErrors) {
  const first = [...(form?.elements ?? [])].find((element) => (element as HTMLInputElement).name in errors);
  (first as HTMLElement | undefined)?.focus();
}

/** What the browser check runs: a Zod schema, or anything that parses the same way. */
export type BrowserCheck = Pick<z.ZodType, "safeParse">;

/**
 * The one browser check of every form: the server's own schema runs before the form is sent, so
 * mistakes show at once; the server still validates everything. Without JavaScript the form is
 * simply posted and the server's answer shows the same errors.
 *
 * - `check`: the schema, or a loader of it (the schema brings Zod, which a page may fetch only
 *   once its form is on screen). Until it has arrived the form goes unchecked to the server,
 *   unless `send` is given.
 * - `serverErrors`: the last answer's own field object; a new answer replaces what the browser found.
 * - `prepare`: the values as the schema reads them (a disabled field, which a form does not post).
 * - `send`: the form sends itself (a fetcher) once checked, waiting for a loading schema first:
 *   nothing leaves unchecked then (and should the schema fail to load, the server checks).
 * - `onInvalid`: runs after a refused send (a toast).
 *
 * Returns the messages to show, the form's onSubmit and onChange (a field's message goes as soon
 * as the field is right), whether the check is ready, whether the messages shown are the
 * browser's, and a count of the sends (to announce a refusal again).
 */
export function useClientValidation(
  check: BrowserCheck | (() => Promise<BrowserCheck>),
  serverErrors: FieldErrors | undefined,
  options: {
    onInvalid?: (errors: FieldErrors) => void;
    prepare?: (values: Record<string, FormDataEntryValue>) => Record<string, unknown>;
    send?: (form: HTMLFormElement) => void;
  } = {},
) {
  const load = useRef(typeof check === "function" ? check : null);
  const loading = useRef<Promise<BrowserCheck> | null>(null);
  const [loaded, setLoaded] = useState<BrowserCheck | null>(null);
  useEffect(() => {
    if (!load.current) return;
    loading.current = load.current();
    loading.current.then(
      (found) => setLoaded(() => found),
      () => {},
    );
  }, []);
  const current = typeof check === "function" ? loaded : check;
  const [client, setClient] = useState<{ errors: FieldErrors; against: FieldErrors | undefined } | null>(
    null,
  );
  const browserFindings = client !== null && client.against === serverErrors;
  const errors = browserFindings ? client.errors : (serverErrors ?? {});
  const [attempt, setAttempt] = useState(0);

  const findings = (form: HTMLFormElement, schema: BrowserCheck): FieldErrors => {
    const values = Object.fromEntries(new FormData(form).entries());
    const result = schema.safeParse(options.prepare ? options.prepare(values) : values);
    return result.success ? {} : fieldErrors(result.error);
  };

  /** Checks the form; shows what is wrong and says whether it may go. */
  const run = (form: HTMLFormElement, schema: BrowserCheck): boolean => {
    const found = findings(form, schema);
    setAttempt((n) => n + 1);
    // Without findings the last answer's messages go while this send is on its way.
    setClient({ errors: found, against: serverErrors });
    if (!Object.keys(found).length) return true;
    options.onInvalid?.(found);
    focusFirstField(form, found);
    return false;
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const { send } = options;
    if (!send) {
      if (current && !run(form, current)) event.preventDefault();
      return;
    }
    event.preventDefault();
    const ready = current ? Promise.resolve(current) : (loading.current ?? Promise.reject());
    ready.then(
      (schema) => run(form, schema) && send(form),
      () => send(form),
    );
  };

  const onChange = (event: React.FormEvent<HTMLFormElement>) => {
    if (!current || !Object.keys(errors).length) return;
    const found = findings(event.currentTarget, current);
    const still = Object.fromEntries(Object.entries(errors).filter(([field]) => found[field]));
    setClient({ errors: still, against: serverErrors });
  };

  return { errors, onSubmit, onChange, ready: current !== null, browserFindings, attempt };
}
