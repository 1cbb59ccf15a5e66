import { useTranslation } from "#app/i18n/react.tsx";
import { type OrderStep, SHIPPING_METHODS } from "#core/rules/order-flow.ts";
import type { OrderDetail } from "#core/schemas/order-view.ts";
import { SHIPPING_ESTIMATE_MAX_DAYS } from "#core/schemas/orders.ts";
import { PaymentSummary } from "#app/components/orders/order-records.tsx";
import { type StepFailure, StepForm, SubmitStep, ReasonField } from "#app/components/orders/step-form.tsx";
import { StepError, StepField, StepSelect } from "./step-fields.tsx";

/** One step the member may take, as a card: what it does, and its form. */
export function StepCard({ step, children }: { step: OrderStep; children: React.ReactNode }) {
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
export function Folded({
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

export function QuoteShippingForm({
  order,
  failure,
}: {
  order: OrderDetail;
  failure: StepFailure | undefined;
}) {
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
        options={SHIPPING_METHODS.map((m) => ({ value: m, label: t(`orders.method.${m}`) }))}
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
export function PaymentDecision({
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
          <PaymentSummary order={order} payment={pending} side="supplier" />
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
                hint={t("supplier.orders.reasonHint")}
              />
              <SubmitStep tone="danger">{t("supplier.orders.decide.reject")}</SubmitStep>
            </StepForm>
          </Folded>
        </div>
      ) : null}
    </StepCard>
  );
}
