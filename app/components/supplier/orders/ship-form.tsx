import { FieldHintAndError } from "#app/components/field-parts.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { SHIPPING_METHODS } from "#core/rules/order-flow.ts";
import type { OrderDetail } from "#core/schemas/order-view.ts";
import { ORDER_TEXT_MAX } from "#core/schemas/orders.ts";
import { type StepFailure, StepForm, SubmitStep } from "#app/components/orders/step-form.tsx";
import { StepError, StepField, StepSelect } from "./step-fields.tsx";

/** The file inputs of the ship form (their names are what the page's action reads). */
const DOCUMENT_INPUTS = ["invoice", "packingList", "billOfLading"] as const;

/** Shipping the goods: carrier, tracking or bill of lading number, date, method and the documents. */
export function ShipForm({
  order,
  failure,
  today,
}: {
  order: OrderDetail;
  failure: StepFailure | undefined;
  today: string;
}) {
  const { t } = useTranslation();
  const methods = SHIPPING_METHODS.map((m) => ({ value: m, label: t(`orders.method.${m}`) }));
  return (
    <StepForm step="ship" files>
      <StepError failure={failure} />
      <StepField
        step="ship"
        name="carrier"
        label={t("orders.shipment.carrier")}
        required
        marker
        maxLength={ORDER_TEXT_MAX}
        autoComplete="off"
        failure={failure}
      />
      <StepField
        step="ship"
        name="trackingNumber"
        label={t("orders.shipment.tracking")}
        required
        marker
        maxLength={ORDER_TEXT_MAX}
        autoComplete="off"
        dir="ltr"
        failure={failure}
      />
      <StepField
        step="ship"
        name="shippedOn"
        type="date"
        label={t("orders.shipment.shippedOn")}
        required
        marker
        defaultValue={today}
        failure={failure}
      />
      <StepSelect
        step="ship"
        name="method"
        label={t("supplier.orders.method")}
        required
        failure={failure}
        defaultValue={order.shippingMethod ?? "sea"}
        hint={t("supplier.orders.ship.methodHint")}
        options={methods}
      />
      <fieldset className="space-y-2" aria-describedby="ship-files-hint">
        <legend className="text-sm font-medium">{t("supplier.orders.ship.documents")}</legend>
        <p id="ship-files-hint" className="text-xs text-gray-500">
          {t("supplier.orders.ship.documentsHint")}
        </p>
        {DOCUMENT_INPUTS.map((name) => (
          <div key={name}>
            <label htmlFor={`ship-${name}`} className="block text-sm">
              {t(`supplier.orders.ship.file.${name}`)}
            </label>
            <input
              id={`ship-${name}`}
              name={name}
              type="file"
              accept="application/pdf,image/jpeg,image/png,image/webp"
              className="mt-1 block w-full text-sm file:me-3 file:min-h-10 file:rounded-md file:border file:border-gray-300 file:bg-white file:px-3"
            />
          </div>
        ))}
        {/* The order service names a bad file "files"; a picture that does not decode, "file". */}
        <FieldHintAndError name="ship-files" error={failure?.fields.files ?? failure?.fields.file} />
      </fieldset>
      <SubmitStep>{t("supplier.orders.ship.submit")}</SubmitStep>
    </StepForm>
  );
}
