import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatNumber } from "#core/i18n/format.ts";
import { EXTENSION_DAYS, type OrderStep, SHIPPING_METHODS } from "#core/rules/order-flow.ts";
import type { OrderDetail } from "#core/schemas/order-view.ts";
import { SHIPPING_ESTIMATE_MAX_DAYS } from "#core/schemas/orders.ts";
import { ConfirmForm } from "./confirm-form.tsx";
import { LinesForm } from "./lines-form.tsx";
import { PaymentFacts } from "./order-payment-parts.tsx";
import { moneyWords } from "./order-words.ts";
import { ShipForm } from "./ship-form.tsx";
import {
  ReasonField,
  type StepFailure,
  StepError,
  StepField,
  StepForm,
  StepSelect,
  SubmitStep,
} from "./step-fields.tsx";

/** One step the member may take, as a card: what it does, and its form. */
function StepCard({ step, children }: { step: OrderStep; children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby={`step-${step}-title`}
      className="border-t border-gray-200 pt-3 first:border-0 first:pt-0"
    >
      <h3 id={`step-${step}-title`} className="font-semibold">
        {t(`supplier.orders.step.${step}`)}
      </h3>
      {children}
    </section>
  );
}

/** A step that may be regretted (declining, rejecting a payment): folded until opened, open after a refusal. */
function Folded({
  step,
  failure,
  children,
}: {
  step: OrderStep;
  failure: StepFailure | undefined;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <details open={Boolean(failure)} className="border-t border-gray-200 pt-3 first:border-0 first:pt-0">
      <summary className="min-h-10 cursor-pointer py-2 font-semibold text-red-800">
        {t(`supplier.orders.step.${step}`)}
      </summary>
      {children}
    </details>
  );
}

function QuoteShippingForm({ order, failure }: { order: OrderDetail; failure: StepFailure | undefined }) {
  const { t } = useTranslation();
  return (
    <StepForm step="quote_shipping">
      <StepError failure={failure} />
      <StepField
        step="quote_shipping"
        name="shipmentCost"
        inputMode="decimal"
        dir="ltr"
        required
        marker
        label={t("supplier.orders.quote.cost", { currency: order.currency })}
        hint={t("supplier.orders.quote.costHint")}
        failure={failure}
      />
      <StepSelect
        step="quote_shipping"
        name="method"
        label={t("supplier.orders.method")}
        required
        failure={failure}
        defaultValue={order.shippingMethod ?? "sea"}
        options={SHIPPING_METHODS.map((m) => ({ value: m, label: t(`supplier.orders.methods.${m}`) }))}
      />
      <StepField
        step="quote_shipping"
        name="estimateDays"
        type="number"
        inputMode="numeric"
        min={1}
        max={SHIPPING_ESTIMATE_MAX_DAYS}
        required
        marker
        label={t("supplier.orders.quote.estimate")}
        defaultValue={order.shippingEstimateDays ?? ""}
        failure={failure}
      />
      <SubmitStep>{t("supplier.orders.quote.submit")}</SubmitStep>
    </StepForm>
  );
}

/** The payment the buyer declared last, with approve and "not received / wrong amount". */
function PaymentDecision({
  order,
  failures,
}: {
  order: OrderDetail;
  failures: Partial<Record<OrderStep, StepFailure>>;
}) {
  const { t } = useTranslation();
  const pending = order.payments.findLast((p) => p.status === "pending");
  return (
    <StepCard step="approve_payment">
      <p className="mt-1 text-sm text-gray-600">{t("supplier.orders.decide.help")}</p>
      {pending ? (
        <div className="mt-2 rounded-md bg-gray-50 p-3">
          <PaymentFacts order={order} payment={pending} />
        </div>
      ) : null}
      {order.steps.includes("approve_payment") ? (
        <StepForm step="approve_payment">
          <StepError failure={failures.approve_payment} />
          <SubmitStep>{t("supplier.orders.decide.approve")}</SubmitStep>
        </StepForm>
      ) : null}
      {order.steps.includes("reject_payment") ? (
        <div className="mt-3">
          <Folded step="reject_payment" failure={failures.reject_payment}>
            <StepForm step="reject_payment">
              <StepError failure={failures.reject_payment} />
              <ReasonField
                step="reject_payment"
                failure={failures.reject_payment}
                label={t("supplier.orders.decide.reason")}
              />
              <SubmitStep tone="danger">{t("supplier.orders.decide.reject")}</SubmitStep>
            </StepForm>
          </Folded>
        </div>
      ) : null}
    </StepCard>
  );
}

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
          text={t("supplier.orders.balanceHelp", { amount: moneyWords(lang, balance, order.currency) })}
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
            />
            <SubmitStep tone="danger">{t("supplier.orders.step.decline")}</SubmitStep>
          </StepForm>
        </Folded>
      ) : null}
    </div>
  );
}
