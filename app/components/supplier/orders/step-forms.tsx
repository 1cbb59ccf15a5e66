import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatNumber } from "#core/i18n/format.ts";
import { EXTENSION_DAYS, type OrderStep } from "#core/rules/order-flow.ts";
import type { OrderDetail } from "#core/schemas/order-view.ts";
import { orderMoney } from "#app/components/orders/order-format.ts";
import { ConfirmForm } from "./confirm-form.tsx";
import { LinesForm } from "./lines-form.tsx";
import { ShipForm } from "./ship-form.tsx";
import { Folded, PaymentDecision, QuoteShippingForm, StepCard } from "./step-cards.tsx";
import { type StepFailure, StepForm, SubmitStep, ReasonField } from "#app/components/orders/step-form.tsx";
import { StepError } from "./step-fields.tsx";

/** A step with nothing to fill in: a sentence that says what it does, and its button. */
function PlainStep({
  step,
  text,
  failure,
}: {
  step: OrderStep;
  text: string;
  failure: StepFailure | undefined;
}) {
  const { t } = useTranslation();
  return (
    <StepCard step={step}>
      <p className="mt-1 text-sm text-gray-600">{text}</p>
      <StepForm step={step}>
        <StepError failure={failure} />
        <SubmitStep tone="plain">{t(`supplier.orders.step.${step}`)}</SubmitStep>
      </StepForm>
    </StepCard>
  );
}

/**
 * The steps the member may take now (the service's list, by their side, the status, the deadline
 * and their team role), each with its form. Members who may take none (viewers) get no panel.
 */
export function StepForms({
  order,
  failure,
  today,
}: {
  order: OrderDetail;
  failure: StepFailure | undefined;
  today: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const failures: Partial<Record<OrderStep, StepFailure>> = failure ? { [failure.step]: failure } : {};
  const has = (step: OrderStep) => order.steps.includes(step);
  const balance = order.totalE4 - order.amountDueE4;
  return (
    <div className="mt-3 space-y-4">
      {has("confirm") ? (
        <StepCard step="confirm">
          <ConfirmForm order={order} failure={failures.confirm} />
        </StepCard>
      ) : null}
      {has("change_lines") ? (
        <StepCard step="change_lines">
          <LinesForm order={order} failure={failures.change_lines} />
        </StepCard>
      ) : null}
      {has("quote_shipping") ? (
        <StepCard step="quote_shipping">
          <QuoteShippingForm order={order} failure={failures.quote_shipping} />
        </StepCard>
      ) : null}
      {has("approve_payment") || has("reject_payment") ? (
        <PaymentDecision order={order} failures={failures} />
      ) : null}
      {has("request_balance") ? (
        <PlainStep
          step="request_balance"
          failure={failures.request_balance}
          text={t("supplier.orders.balanceHelp", { amount: orderMoney(lang, balance, order.currency) })}
        />
      ) : null}
      {has("ship") ? (
        <StepCard step="ship">
          <ShipForm order={order} failure={failures.ship} today={today} />
        </StepCard>
      ) : null}
      {has("extend_receipt") ? (
        <PlainStep
          step="extend_receipt"
          failure={failures.extend_receipt}
          text={t("supplier.orders.extendHelp", { days: formatNumber(lang, EXTENSION_DAYS) })}
        />
      ) : null}
      {has("decline") ? (
        <Folded step="decline" failure={failures.decline}>
          <StepForm step="decline">
            <StepError failure={failures.decline} />
            <ReasonField
              step="decline"
              failure={failures.decline}
              label={t("supplier.orders.declineReason")}
              hint={t("supplier.orders.reasonHint")}
            />
            <SubmitStep tone="danger">{t("supplier.orders.step.decline")}</SubmitStep>
          </StepForm>
        </Folded>
      ) : null}
    </div>
  );
}
