import { Form, useNavigation } from "react-router";
import { controlClass, describedBy, FieldHintAndError, FieldLabel } from "#app/components/field-parts.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import type { ActionFailure } from "#app/lib/forms.ts";
import type { BuyerRfqView } from "#app/lib/rfq-page.server.ts";
import { useLang } from "#app/lib/use-lang.ts";
import { formatNumber } from "#core/i18n/format.ts";
import { RFQ_CLOSE_NOTE_MAX } from "#core/rules/rfq-flow.ts";

/** The page action's refusal of one of its forms (only that form shows its messages). */
export type RfqActionFailure = ActionFailure & { intent: string };

const BUTTON =
  "inline-flex min-h-10 items-center justify-center rounded-md border px-4 font-semibold disabled:opacity-60";

/** A form of the request's page: names its intent and the version of the request the page showed. */
function ChangeForm({
  intent,
  version,
  children,
}: {
  intent: "close" | "extend";
  version: number;
  children: React.ReactNode;
}) {
  return (
    <Form method="post" className="mt-3 space-y-3" data-rfq-form={intent}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="version" value={version} />
      {children}
    </Form>
  );
}

function Submit({ tone, children }: { tone: "danger" | "plain"; children: string }) {
  const busy = useNavigation().state === "submitting";
  const look =
    tone === "danger"
      ? "border-red-300 bg-white text-red-800 hover:bg-red-50"
      : "border-gray-300 bg-white hover:bg-gray-100";
  return (
    <button type="submit" disabled={busy} aria-busy={busy || undefined} className={`${BUTTON} ${look}`}>
      {children}
    </button>
  );
}

/** More days for the request, once: up to the most the flow allows now. */
function ExtendForm({ rfq, failure }: { rfq: BuyerRfqView; failure: RfqActionFailure | undefined }) {
  const { t } = useTranslation();
  const lang = useLang();
  const error = failure?.fields.days;
  const hint = t("rfqBuyer.extend.hint", { max: formatNumber(lang, rfq.actions.extendDaysMax) });
  return (
    <section aria-labelledby="rfq-extend-title" className="rounded-md border border-gray-200 p-3">
      <h3 id="rfq-extend-title" className="font-semibold">
        {t("rfqBuyer.extend.title")}
      </h3>
      <ChangeForm intent="extend" version={rfq.version}>
        <div className="max-w-48">
          <FieldLabel htmlFor="extend-days">{t("rfqBuyer.extend.days")}</FieldLabel>
          <input
            id="extend-days"
            name="days"
            type="number"
            inputMode="numeric"
            min={1}
            max={rfq.actions.extendDaysMax}
            required
            defaultValue={failure?.values.days ?? "7"}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy("extend-days", error, error ? undefined : hint)}
            className={controlClass(false)}
          />
          <FieldHintAndError name="extend-days" hint={hint} error={error} />
        </div>
        <Submit tone="plain">{t("rfqBuyer.extend.submit")}</Submit>
      </ChangeForm>
    </section>
  );
}

/**
 * Closing early ends the request for every supplier: folded under its name (a <details>, which
 * opens without JavaScript), with an optional note and a box the buyer ticks to confirm.
 */
function CloseForm({ rfq, failure }: { rfq: BuyerRfqView; failure: RfqActionFailure | undefined }) {
  const { t } = useTranslation();
  const noteError = failure?.fields.note;
  const confirmError = failure?.fields.confirmed;
  const noteHint = t("rfqBuyer.close.noteHint");
  return (
    <details open={Boolean(failure)} className="rounded-md border border-gray-200 p-3" data-rfq-close>
      <summary className="cursor-pointer font-semibold text-red-800">{t("rfqBuyer.close.title")}</summary>
      <ChangeForm intent="close" version={rfq.version}>
        <p className="text-sm text-gray-700">{t("rfqBuyer.close.help")}</p>
        <div>
          <FieldLabel htmlFor="close-note">{t("rfqBuyer.close.note")}</FieldLabel>
          <textarea
            id="close-note"
            name="note"
            dir="auto"
            rows={3}
            maxLength={RFQ_CLOSE_NOTE_MAX}
            defaultValue={failure?.values.note ?? ""}
            aria-invalid={noteError ? true : undefined}
            aria-describedby={describedBy("close-note", noteError, noteError ? undefined : noteHint)}
            className={controlClass(false)}
          />
          <FieldHintAndError name="close-note" hint={noteHint} error={noteError} />
        </div>
        <div>
          <label htmlFor="close-confirmed" className="flex min-h-10 items-center gap-2 text-sm">
            <input
              id="close-confirmed"
              name="confirmed"
              type="checkbox"
              required
              aria-invalid={confirmError ? true : undefined}
              aria-describedby={confirmError ? "close-confirmed-error" : undefined}
              className="size-4 flex-none"
            />
            <span className="font-medium">{t("rfqBuyer.close.confirm")}</span>
          </label>
          <FieldHintAndError name="close-confirmed" error={confirmError} />
        </div>
        <Submit tone="danger">{t("rfqBuyer.close.submit")}</Submit>
      </ChangeForm>
    </details>
  );
}

/**
 * What the buyer may still do with the request, exactly as the server offers it: give it more
 * time once, close it early. A refused post keeps its own form open with its messages.
 */
export function RfqBuyerActions({
  rfq,
  failure,
}: {
  rfq: BuyerRfqView;
  failure: RfqActionFailure | undefined;
}) {
  const { t } = useTranslation();
  if (!rfq.actions.close && !rfq.actions.extend) return null;
  const failed = (intent: string) => (failure?.intent === intent ? failure : undefined);
  return (
    <section aria-labelledby="rfq-actions-title" className="rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="rfq-actions-title" className="text-lg font-bold">
        {t("rfqBuyer.actionsTitle")}
      </h2>
      <div className="mt-2 space-y-3">
        {rfq.actions.extend ? <ExtendForm rfq={rfq} failure={failed("extend")} /> : null}
        {rfq.actions.close ? <CloseForm rfq={rfq} failure={failed("close")} /> : null}
      </div>
    </section>
  );
}
