import { Form, Link, useNavigation } from "react-router";
import { TextAreaField } from "#app/components/field-parts.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import type { ActionFailure } from "#app/lib/forms.ts";
import { QUOTE_REASON_MAX } from "#core/rules/quote-flow.ts";
import type { SupplierQuote } from "#app/lib/supplier-quote.server.ts";

const A = "supplier.quote.actions";
const BUTTON = {
  primary:
    "inline-flex min-h-10 w-full items-center justify-center rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 disabled:opacity-60",
  plain:
    "inline-flex min-h-10 w-full items-center justify-center rounded-md border border-gray-300 bg-white px-4 font-semibold hover:bg-gray-100",
  danger:
    "inline-flex min-h-10 w-full items-center justify-center rounded-md border border-red-300 bg-white px-4 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60",
};

export type QuoteActionFailure = ActionFailure & { intent?: string };

/** The revision a form acts on, as the page showed it (the server refuses it if it changed meanwhile). */
function Shown({ revision }: { revision: { number: number; version: number } }) {
  return (
    <>
      <input type="hidden" name="revision" value={revision.number} />
      <input type="hidden" name="version" value={revision.version} />
    </>
  );
}

/**
 * What the member may do with the quote now, as the action table allows: edit and send the draft,
 * write a new revision, or withdraw the quote with a reason (asked to confirm). A member who only
 * reads quotes is told so.
 */
export function QuoteThreadActions({
  quote,
  mayAct,
  failure,
}: {
  quote: SupplierQuote;
  mayAct: boolean;
  failure: QuoteActionFailure | undefined;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const draft = quote.hasDraft ? quote.revisions.at(-1) : undefined;
  const latest = quote.revisions.find((r) => r.number === quote.currentNumber);
  const canWrite = quote.actions.includes("send") || quote.actions.includes("revise");
  const withdrawing = failure?.intent === "withdraw";
  if (!mayAct) return <p className="mt-2 text-sm text-gray-600">{t(`${A}.readOnly`)}</p>;
  if (!canWrite && !quote.actions.includes("withdraw"))
    return <p className="mt-2 text-sm text-gray-600">{t(`${A}.none`)}</p>;
  return (
    <div className="mt-3 space-y-3">
      {draft && canWrite ? (
        <>
          <p className="text-sm text-gray-700">{t(`${A}.draftWaiting`, { number: draft.number })}</p>
          <Form method="post">
            <input type="hidden" name="intent" value="send" />
            <Shown revision={draft} />
            <button type="submit" disabled={busy} className={BUTTON.primary}>
              {t(`${A}.sendDraft`)}
            </button>
          </Form>
          <Link to={`/supplier/quotes/${quote.id}/revise`} className={BUTTON.plain}>
            {t(`${A}.editDraft`)}
          </Link>
        </>
      ) : canWrite ? (
        <>
          {latest?.status === "changes_requested" ? (
            <p className="text-sm text-gray-700">{t(`${A}.changesAsked`)}</p>
          ) : null}
          <Link to={`/supplier/quotes/${quote.id}/revise`} className={BUTTON.primary}>
            {t(`${A}.revise`)}
          </Link>
        </>
      ) : null}
      {latest && quote.actions.includes("withdraw") ? (
        <details open={withdrawing} className="border-t border-gray-200 pt-3">
          <summary className="cursor-pointer font-medium">{t(`${A}.withdraw`)}</summary>
          <Form
            method="post"
            className="mt-2 space-y-2"
            onSubmit={(event) => {
              if (!window.confirm(t(`${A}.withdrawConfirm`))) event.preventDefault();
            }}
          >
            <input type="hidden" name="intent" value="withdraw" />
            <Shown revision={latest} />
            <p className="text-sm text-gray-600">{t(`${A}.withdrawHelp`)}</p>
            <TextAreaField
              name="reason"
              label={t(`${A}.withdrawReason`)}
              rows={3}
              required
              marker
              maxLength={QUOTE_REASON_MAX}
              dir="auto"
              defaultValue={withdrawing ? (failure?.values.reason ?? "") : ""}
              error={withdrawing ? failure?.fields.reason : undefined}
            />
            <button type="submit" disabled={busy} className={BUTTON.danger}>
              {t(`${A}.withdrawSubmit`)}
            </button>
          </Form>
        </details>
      ) : null}
    </div>
  );
}
