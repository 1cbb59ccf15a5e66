import { useEffect, useRef, useState } from "react";
import type { FetcherWithComponents } from "react-router";
import type { FieldErrors } from "#app/lib/forms.ts";
import type { PurchaseRequestAnswer } from "#app/routes/product/purchase-request.server.ts";
import { fieldErrors } from "#core/schemas/field-errors.ts";
import { browserDateRange } from "#core/schemas/purchase-request-rules.ts";

type Rules = typeof import("#core/schemas/purchase-request.ts");
// The schema brings Zod (about 20 KB compressed): fetched once the form is on screen, not with every product page.
const loadRules = () => import("#core/schemas/purchase-request.ts");

/**
 * The purchase request form's check in the browser: the server's own schema against the
 * browser's today, before the form is sent. Failing fields are flagged and the first one gets
 * the focus; a flag goes as soon as its field is right (the form shows no message to act on).
 * Should the schema fail to load, the form is sent anyway: the server checks everything.
 */
export function useRequestCheck({
  fetcher,
  serverErrors,
  profileCompany,
}: {
  fetcher: FetcherWithComponents<PurchaseRequestAnswer>;
  serverErrors: FieldErrors | undefined;
  /** The profile's company, shown in a disabled field, which a form does not post. */
  profileCompany: string | null;
}) {
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  /** Counts the sends, so the screen-reader notice of a failing send is read each time. */
  const [attempt, setAttempt] = useState(0);
  const errors = clientErrors ?? serverErrors ?? {};
  const rules = useRef<Rules | null>(null);
  useEffect(() => {
    loadRules().then(
      (loaded) => (rules.current = loaded),
      () => {},
    );
  }, []);

  const check = (form: HTMLFormElement, { purchaseRequestSchema }: Rules) => {
    const entries = Object.fromEntries(new FormData(form)) as Record<string, string>;
    if (profileCompany) entries.requestCompany = profileCompany;
    const result = purchaseRequestSchema(browserDateRange()).safeParse(entries);
    return result.success ? {} : fieldErrors(result.error);
  };

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const send = () => fetcher.submit(form, { method: "post" });
    loadRules().then((loaded) => {
      const found = check(form, loaded);
      setAttempt((n) => n + 1);
      if (!Object.keys(found).length) {
        setClientErrors(null);
        return send();
      }
      setClientErrors(found);
      const first = [...form.elements].find((el) => (el as HTMLInputElement).name in found);
      (first as HTMLElement | undefined)?.focus();
    }, send);
  };

  const onChange = (event: React.FormEvent<HTMLFormElement>) => {
    if (!Object.keys(errors).length || !rules.current) return;
    const found = check(event.currentTarget, rules.current);
    setClientErrors(Object.fromEntries(Object.entries(errors).filter(([field]) => found[field])));
  };

  return { errors, checkedInBrowser: clientErrors !== null, attempt, onSubmit, onChange };
}
