import { describedBy, FieldHintAndError } from "#app/components/field-parts.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { BUYER_CARRIAGE_INCOTERMS, INCOTERMS } from "#core/rules/order-flow.ts";
import type { OrderDetail } from "#core/schemas/order-view.ts";
import { CONFIRM_SHIPPING, LEAD_TIME_MAX_DAYS } from "#core/schemas/orders.ts";
import { type StepFailure, StepForm, SubmitStep } from "#app/components/orders/step-form.tsx";
import { StepError, StepField, StepSelect, NoteField } from "./step-fields.tsx";

/**
 * Confirming the order: how shipping is settled (included in the price; not needed when the buyer
 * arranges the main carriage under EXW, FCA, FAS or FOB; or a freight price to follow), the lead
 * time, an optional deposit before production, and a note the buyer reads.
 */
export function ConfirmForm({ order, failure }: { order: OrderDetail; failure: StepFailure | undefined }) {
  const { t } = useTranslation();
  const chosen = failure?.values.shipping ?? "";
  const shippingError = failure?.fields.shipping;
  const buyerCarries = (BUYER_CARRIAGE_INCOTERMS as readonly string[]).includes(order.incoterm ?? "");
  return (
    <StepForm step="confirm">
      <StepError failure={failure} />
      <fieldset aria-describedby={describedBy("confirm-shipping", shippingError)}>
        <legend className="mb-1 text-sm font-medium">
          {t("supplier.orders.confirm.shipping")}
          <span aria-hidden="true" className="ms-0.5 font-bold text-red-700">
            *
          </span>
        </legend>
        {CONFIRM_SHIPPING.map((option) => (
          <label key={option} className="flex min-h-10 items-start gap-2 py-1 text-sm">
            <input
              type="radio"
              name="shipping"
              value={option}
              required
              defaultChecked={
                chosen ? chosen === option : option === (buyerCarries ? "not_needed" : "included")
              }
              className="mt-0.5 size-5 shrink-0"
            />
            <span>
              <span className="font-medium">{t(`supplier.orders.confirm.option.${option}`)}</span>
              <span className="block text-gray-600">{t(`supplier.orders.confirm.optionHelp.${option}`)}</span>
            </span>
          </label>
        ))}
        <FieldHintAndError name="confirm-shipping" error={shippingError} />
      </fieldset>
      <StepSelect
        step="confirm"
        name="incoterm"
        label={t("supplier.orders.confirm.incoterm")}
        failure={failure}
        defaultValue={order.incoterm ?? ""}
        hint={
          order.incoterm
            ? t("supplier.orders.confirm.buyerAsked", { incoterm: order.incoterm })
            : t("supplier.orders.confirm.incotermHint")
        }
        options={[
          { value: "", label: t("supplier.orders.noIncoterm") },
          ...INCOTERMS.map((term) => ({ value: term, label: term })),
        ]}
      />
      <StepField
        step="confirm"
        name="leadTimeDays"
        type="number"
        inputMode="numeric"
        min={1}
        max={LEAD_TIME_MAX_DAYS}
        required
        marker
        label={t("supplier.orders.confirm.leadTime")}
        hint={t("supplier.orders.confirm.leadTimeHint")}
        defaultValue={order.leadTimeDays ?? ""}
        failure={failure}
      />
      <StepField
        step="confirm"
        name="depositPercent"
        type="number"
        inputMode="numeric"
        min={1}
        max={99}
        label={t("supplier.orders.confirm.deposit")}
        hint={t("supplier.orders.confirm.depositHint")}
        defaultValue={order.depositPercent ?? ""}
        failure={failure}
      />
      <NoteField step="confirm" failure={failure} label={t("supplier.orders.confirm.note")} />
      <SubmitStep>{t("supplier.orders.confirm.submit")}</SubmitStep>
    </StepForm>
  );
}
