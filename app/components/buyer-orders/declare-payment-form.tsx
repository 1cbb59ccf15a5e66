import { useTranslation } from "#app/i18n/react.tsx";
import { currencyDigits, moneyText } from "#core/rules/money.ts";
import type { OrderDetail } from "#core/schemas/order-view.ts";
import { ORDER_TEXT_MAX } from "#core/schemas/orders.ts";
import { type StepFailure, StepForm, SubmitStep } from "#app/components/orders/step-form.tsx";
import { CONTROL, fieldProps, StepField } from "./step-form-parts.tsx";

/** Pictures and PDFs: what the server accepts as a proof (it judges the bytes, not this list). */
const PROOF_TYPES = "image/jpeg,image/png,image/webp,application/pdf";

/**
 * The buyer's declaration of a bank transfer: the amount (the amount due, as decimal text), the
 * day, the bank's reference and the proof, in one multipart form.
 */
export function DeclarePaymentForm({
  order,
  now,
  failure,
}: {
  order: OrderDetail;
  now: number;
  failure: StepFailure | undefined;
}) {
  const { t } = useTranslation();
  const today = new Date(now).toISOString().slice(0, 10);
  const errors = failure?.fields ?? {};
  const values = failure?.values ?? {};
  const proofError = errors.proof ?? errors.files;
  return (
    <StepForm step="declare_payment" files>
      <p className="text-sm text-gray-700">{t("orders.steps.declare_payment.help")}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <StepField
          id="payment-amount"
          label={t("orders.steps.declare_payment.amount", { currency: order.currency })}
          error={errors.amount}
        >
          <input
            name="amount"
            required
            inputMode="decimal"
            dir="ltr"
            autoComplete="off"
            defaultValue={values.amount ?? moneyText(order.amountDueE4, currencyDigits(order.currency))}
            className={CONTROL}
            {...fieldProps("payment-amount", errors.amount)}
          />
        </StepField>
        <StepField
          id="payment-paid-on"
          label={t("orders.steps.declare_payment.paidOn")}
          error={errors.paidOn}
        >
          <input
            name="paidOn"
            type="date"
            required
            max={today}
            defaultValue={values.paidOn ?? today}
            className={CONTROL}
            {...fieldProps("payment-paid-on", errors.paidOn)}
          />
        </StepField>
        <StepField
          id="payment-reference"
          label={t("orders.steps.declare_payment.bankReference")}
          hint={t("orders.steps.declare_payment.bankReferenceHint")}
          error={errors.bankReference}
        >
          <input
            name="bankReference"
            required
            maxLength={ORDER_TEXT_MAX}
            dir="ltr"
            autoComplete="off"
            defaultValue={values.bankReference ?? ""}
            className={CONTROL}
            {...fieldProps(
              "payment-reference",
              errors.bankReference,
              t("orders.steps.declare_payment.bankReferenceHint"),
            )}
          />
        </StepField>
        <StepField
          id="payment-proof"
          label={t("orders.steps.declare_payment.proof")}
          hint={t("orders.steps.declare_payment.proofHint")}
          error={proofError}
        >
          <input
            name="proof"
            type="file"
            required
            accept={PROOF_TYPES}
            className="block w-full text-sm file:me-3 file:min-h-10 file:rounded-md file:border file:border-gray-300 file:bg-white file:px-3 file:font-semibold"
            {...fieldProps("payment-proof", proofError, t("orders.steps.declare_payment.proofHint"))}
          />
        </StepField>
      </div>
      <SubmitStep>{t("orders.steps.declare_payment.submit")}</SubmitStep>
    </StepForm>
  );
}
