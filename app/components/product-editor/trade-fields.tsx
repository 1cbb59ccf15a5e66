import { FormField } from "#app/components/form-field.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { PAYMENT_TYPES } from "#core/schemas/company-vocabulary.ts";
import { CAPACITY_PERIODS, PACKAGINGS, PRODUCT_LIMITS } from "#core/schemas/product-editor.ts";
import { PRODUCT_UNITS } from "#core/schemas/purchase-request-rules.ts";
import type { EditorErrors } from "./editor-types.ts";
import type { EditorValues } from "./editor-values.ts";
import { PathError } from "./editor-section.tsx";
import { ChoiceSelect } from "./unit-select.tsx";

/** Payment terms, packaging, production capacity and the delivery (lead) time. */
export function TradeFields({ values, errors }: { values: EditorValues; errors: EditorErrors }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="text-sm font-semibold">{t("supplier.productEditor.paymentTerms")}</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {PAYMENT_TYPES.map((type) => (
            <label key={type} className="flex min-h-10 items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="paymentTerms"
                value={type}
                defaultChecked={values.paymentTerms.includes(type)}
                className="h-4 w-4"
              />
              {t(`paymentTypes.${type}`)}
            </label>
          ))}
        </div>
        <PathError id="paymentTerms" error={errors.paymentTerms} />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <ChoiceSelect
          name="packaging"
          label={t("supplier.productEditor.packaging")}
          choices={PACKAGINGS}
          prefix="packaging"
          value={values.packaging}
          error={errors.packaging}
        />
        <FormField
          name="deliveryDays"
          label={t("supplier.productEditor.deliveryDays")}
          hint={t("supplier.productEditor.deliveryDaysHint", { max: PRODUCT_LIMITS.deliveryDaysMax })}
          inputMode="numeric"
          dir="ltr"
          defaultValue={values.deliveryDays}
          error={errors.deliveryDays}
        />
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-1 text-sm font-semibold sm:col-span-3">
          {t("supplier.productEditor.capacity")}
        </legend>
        <FormField
          name="productionCapacity"
          label={t("supplier.productEditor.capacityAmount")}
          inputMode="numeric"
          dir="ltr"
          defaultValue={values.productionCapacity}
          error={errors.productionCapacity}
        />
        <ChoiceSelect
          name="productionCapUnit"
          label={t("supplier.productEditor.capacityUnit")}
          choices={PRODUCT_UNITS}
          prefix="units"
          value={values.productionCapUnit}
          error={errors.productionCapUnit}
        />
        <ChoiceSelect
          name="productionCapTime"
          label={t("supplier.productEditor.capacityPeriod")}
          choices={CAPACITY_PERIODS}
          prefix="capacityTimes"
          value={values.productionCapTime}
          error={errors.productionCapTime}
        />
      </fieldset>
    </div>
  );
}
