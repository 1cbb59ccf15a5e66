import type { FetcherWithComponents } from "react-router";
import { type BrowserCheck, type FieldErrors, useClientValidation } from "#app/lib/forms.ts";
import type { PurchaseRequestAnswer } from "#app/routes/product/purchase-request.server.ts";
import { browserDateRange } from "#core/schemas/purchase-request-rules.ts";

/**
 * The schema brings Zod (about 20 KB compressed): fetched once the form is on screen, not with
 * every product page. It is built at each send against the browser's today.
 */
const loadCheck = (): Promise<BrowserCheck> =>
  import("#core/schemas/purchase-request.ts").then(({ purchaseRequestSchema }) => ({
    safeParse: (values: unknown) => purchaseRequestSchema(browserDateRange()).safeParse(values),
  }));

/**
 * The purchase request form's check in the browser (the shared useClientValidation): the
 * server's own schema against the browser's today, before the form is sent by the fetcher.
 * Failing fields are flagged and the first one gets the focus; a flag goes as soon as its field
 * is right (the form shows no message to act on). Nothing is sent unchecked: a send waits for
 * the schema; should it fail to load, the form is sent anyway and the server checks everything.
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
  const { errors, onSubmit, onChange, browserFindings, attempt } = useClientValidation(
    loadCheck,
    serverErrors,
    {
      prepare: (values) => (profileCompany ? { ...values, requestCompany: profileCompany } : values),
      send: (form) => fetcher.submit(form, { method: "post" }),
    },
  );
  return { errors, checkedInBrowser: browserFindings, attempt, onSubmit, onChange };
}
