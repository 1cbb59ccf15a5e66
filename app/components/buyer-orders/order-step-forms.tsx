import type { ReactNode } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import type { OrderStep } from "#core/rules/order-flow.ts";
import type { OrderDetail } from "#core/schemas/order-view.ts";
import { DeclarePaymentForm } from "./declare-payment-form.tsx";
import { ReasonField, type StepFailure, StepForm, SubmitStep } from "#app/components/orders/step-form.tsx";
import { ConfirmBox } from "./step-form-parts.tsx";

/** The buyer's steps in the order the page offers them: what moves the order on first. */
export const BUYER_STEPS: readonly OrderStep[] = [
  "confirm_proposal",
  "declare_payment",
  "confirm_receipt",
  "extend_shipment",
  "extend_receipt",
  "request_refund",
  "decline_shipping",
  "decline_proposal",
  "cancel",
];
/** Steps that end the order: folded under their name (a <details>, which opens without JavaScript). */
const FOLDED: readonly OrderStep[] = ["decline_proposal", "cancel", "decline_shipping"];

/** A step that closes the order or asks for money back: its reason, its confirmation box, its button. */
function EndingForm({ step, failure }: { step: OrderStep; failure: StepFailure | undefined }) {
  const { t } = useTranslation();
  return (
    <StepForm step={step}>
      <p className="text-sm text-gray-700">{t(`orders.steps.${step}.help`)}</p>
      <ReasonField step={step} failure={failure} label={t(`orders.steps.${step}.reason`)} />
      <ConfirmBox step={step} failure={failure}>
        {t(`orders.steps.${step}.confirm`)}
      </ConfirmBox>
      <SubmitStep tone="danger">{t(`orders.steps.${step}.submit`)}</SubmitStep>
    </StepForm>
  );
}

/** A step with nothing to fill in but, for receipt, the box saying the goods arrived. */
function ButtonForm({ step, failure }: { step: OrderStep; failure: StepFailure | undefined }) {
  const { t } = useTranslation();
  return (
    <StepForm step={step}>
      <p className="text-sm text-gray-700">{t(`orders.steps.${step}.help`)}</p>
      {step === "confirm_receipt" ? (
        <ConfirmBox step={step} failure={failure}>
          {t("orders.steps.confirm_receipt.confirm")}
        </ConfirmBox>
      ) : null}
      <SubmitStep tone={step.startsWith("extend_") ? "plain" : "primary"}>
        {t(`orders.steps.${step}.submit`)}
      </SubmitStep>
    </StepForm>
  );
}

function StepBlock({ step, open, children }: { step: OrderStep; open: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const title = t(`orders.steps.${step}.title`);
  if (FOLDED.includes(step))
    return (
      <details open={open} className="rounded-md border border-gray-200 p-3" data-step={step}>
        <summary className="cursor-pointer font-semibold text-red-800">{title}</summary>
        {children}
      </details>
    );
  return (
    <div className="rounded-md border border-gray-200 p-3" data-step={step}>
      <h3 className="font-semibold">{title}</h3>
      {children}
    </div>
  );
}

/**
 * One form per step the buyer may take now (the detail's `steps`, nothing else). A refused post
 * keeps its form open with its messages and what was typed.
 */
export function OrderStepForms({
  order,
  now,
  failed,
}: {
  order: OrderDetail;
  now: number;
  failed: StepFailure | undefined;
}) {
  const { t } = useTranslation();
  const steps = BUYER_STEPS.filter((s) => order.steps.includes(s));
  if (!steps.length) return null;
  return (
    <section
      aria-labelledby="steps-title"
      className="rounded-lg border-2 border-brand-500 bg-white p-4"
      data-order-steps
    >
      <h2 id="steps-title" className="font-semibold">
        {t("orders.steps.title")}
      </h2>
      <div className="mt-3 space-y-3">
        {steps.map((step) => {
          const failure = failed?.step === step ? failed : undefined;
          return (
            <StepBlock key={step} step={step} open={Boolean(failure)}>
              {step === "declare_payment" ? (
                <DeclarePaymentForm order={order} now={now} failure={failure} />
              ) : step === "confirm_proposal" ||
                step === "confirm_receipt" ||
                step === "extend_shipment" ||
                step === "extend_receipt" ? (
                <ButtonForm step={step} failure={failure} />
              ) : (
                <EndingForm step={step} failure={failure} />
              )}
            </StepBlock>
          );
        })}
      </div>
    </section>
  );
}
