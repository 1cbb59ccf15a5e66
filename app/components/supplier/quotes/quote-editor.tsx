import { useMemo } from "react";
import { Form, Link, useNavigation } from "react-router";
import { ActionNotice } from "#app/components/console/action-notice.tsx";
import { FormField } from "#app/components/form-field.tsx";
import { SelectField } from "#app/components/field-parts.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { type ActionFailure, useClientValidation } from "#app/lib/forms.ts";
import { addDays, BALANCE_DUE, QUOTE_SHIPPING, QUOTE_VALIDITY_MAX_DAYS } from "#core/rules/quote-flow.ts";
import { PAYMENT_DETAILS_PATH } from "#core/schemas/payment-details.ts";
import { quoteFormCheck } from "#core/schemas/quote.ts";
import type { QuoteAttachmentView } from "#app/lib/supplier-quote.server.ts";
import { TradeTermsFields } from "../trade-form-fields.tsx";
import { QuoteFilesField } from "./quote-files-field.tsx";
import type { QuoteShape } from "./quote-form-shape.ts";
import { QuoteLines } from "./quote-lines.tsx";
import type { VariationGroup } from "./variation-field.tsx";

const W = "supplier.quote.form";
const PRIMARY =
  "inline-flex min-h-10 items-center justify-center rounded-md bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60";
const PLAIN =
  "inline-flex min-h-10 items-center justify-center rounded-md border border-gray-300 bg-white px-5 font-semibold hover:bg-gray-100 disabled:opacity-60";

export interface QuoteEditorProps {
  /** Where the form posts: the page's own address. */
  action: string;
  quoteId: number | null;
  products: { id: number; name: string }[];
  variations: Record<number, VariationGroup[]>;
  values: Record<string, string>;
  shape: QuoteShape;
  /** The draft's version the form started from (0 without a draft): a draft saved meanwhile is not overwritten. */
  draftVersion: number;
  attachments: QuoteAttachmentView[];
  removed: string[];
  hasBankDetails: boolean;
  /** Today on the server's clock: the validity's bounds. */
  today: string;
  failure: ActionFailure | undefined;
}

/** The payment's balance term and the last valid day: the quote's own terms beside the shared ones. */
function QuoteOwnTerms({
  values,
  errors,
  today,
}: Pick<QuoteEditorProps, "values" | "today"> & { errors: Record<string, string> }) {
  const { t } = useTranslation();
  return (
    <>
      <SelectField
        name="balanceDue"
        label={t(`${W}.balanceDue`)}
        hint={t(`${W}.balanceDueHint`)}
        emptyLabel={t(`${W}.balanceNone`)}
        defaultValue={values.balanceDue ?? ""}
        error={errors.balanceDue}
      >
        {BALANCE_DUE.map((due) => (
          <option key={due} value={due}>
            {t(`supplier.quote.balance.${due}`)}
          </option>
        ))}
      </SelectField>
      <FormField
        name="validUntil"
        label={t(`${W}.validUntil`)}
        hint={t(`${W}.validUntilHint`)}
        type="date"
        required
        marker
        min={today}
        max={addDays(today, QUOTE_VALIDITY_MAX_DAYS)}
        defaultValue={values.validUntil ?? ""}
        error={errors.validUntil}
      />
    </>
  );
}

/**
 * The quote form: lines, terms, files, "Save draft" and "Send quote". Only sending is checked in
 * the browser (with the server's own schema); the row buttons and "Fill from my product" post the
 * form as it is, and a draft is checked by the server when saved.
 */
export function QuoteEditor(props: QuoteEditorProps) {
  const { t } = useTranslation();
  const { values, shape, failure, today } = props;
  const busy = useNavigation().state === "submitting";
  const check = useMemo(() => quoteFormCheck(today), [today]);
  const { errors, onSubmit, onChange } = useClientValidation(check, failure?.fields);
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    if (submitter?.value === "send") onSubmit(event);
  };
  return (
    <>
      <ActionNotice result={failure} />
      <Form
        method="post"
        action={props.action}
        encType="multipart/form-data"
        noValidate
        key={JSON.stringify([values, shape, props.draftVersion, props.removed])}
        onSubmit={submit}
        onChange={onChange}
        className="mt-2 space-y-6 rounded-lg border border-gray-200 bg-white p-4"
      >
        <input type="hidden" name="draftVersion" value={props.draftVersion} />
        <QuoteLines
          shape={shape}
          values={values}
          errors={errors}
          products={props.products}
          variations={props.variations}
        />
        <TradeTermsFields
          words={W}
          values={values}
          errors={errors}
          shippingOptions={QUOTE_SHIPPING}
          extra={<QuoteOwnTerms values={values} errors={errors} today={today} />}
        />
        <QuoteFilesField
          quoteId={props.quoteId}
          attachments={props.attachments}
          removed={props.removed}
          error={errors.files}
        />
        <div className="flex flex-col gap-3 border-t border-gray-200 pt-4 sm:flex-row sm:flex-wrap sm:items-center">
          <button type="submit" name="intent" value="save" formNoValidate disabled={busy} className={PLAIN}>
            {t(`${W}.save`)}
          </button>
          {props.hasBankDetails ? (
            <button type="submit" name="intent" value="send" disabled={busy} className={PRIMARY}>
              {busy ? t(`${W}.sending`) : t(`${W}.send`)}
            </button>
          ) : (
            <p className="text-sm text-gray-700">
              {t(`${W}.sendNeedsBank`)}{" "}
              <Link to={PAYMENT_DETAILS_PATH} className="font-semibold text-brand-700 underline">
                {t("supplier.paymentDetails.title")}
              </Link>
            </p>
          )}
        </div>
        <p className="text-sm text-gray-600">{t(`${W}.saveHint`)}</p>
      </Form>
    </>
  );
}
