import { SelectField, TextAreaField } from "#app/components/field-parts.tsx";
import { FormField } from "#app/components/form-field.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { PROFILE_LIMITS } from "#core/schemas/company-profile.ts";
import {
  DELIVERY_TERMS,
  EMPLOYEE_RANGES,
  LEAD_TIMES,
  MARKETS,
  OFFICE_SIZES,
  PAYMENT_TYPES,
  SALES_VOLUMES,
} from "#core/schemas/company-vocabulary.ts";
import { CheckboxGroup } from "./onboarding-fields.tsx";
import { type StepProps, StepForm, valueReader } from "./onboarding-step-form.tsx";

function Choice({
  name,
  keys,
  prefix,
  value,
  error,
  requiredMark,
}: {
  name: string;
  keys: readonly string[];
  prefix: string;
  value: string;
  error: string | undefined;
  requiredMark?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      name={name}
      label={`${t(`supplier.onboarding.fields.${name}`)}${requiredMark ? " *" : ""}`}
      emptyLabel={t("supplier.onboarding.choose")}
      defaultValue={value}
      error={error}
    >
      {keys.map((key) => (
        <option key={key} value={key}>
          {prefix ? t(`${prefix}.${key}`) : key}
        </option>
      ))}
    </SelectField>
  );
}

export function TradeStep({ saved, typed, serverErrors, disabled }: StepProps) {
  const { t } = useTranslation();
  const v = valueReader(saved, typed);
  const label = (field: string) => t(`supplier.onboarding.fields.${field}`);
  const listHint = t("supplier.onboarding.hints.list");
  return (
    <StepForm section="trade" serverErrors={serverErrors} disabled={disabled}>
      {(errors) => (
        <>
          <TextAreaField
            name="mainProducts"
            marker
            rows={3}
            maxLength={PROFILE_LIMITS.mainProducts}
            label={label("mainProducts")}
            hint={t("supplier.onboarding.hints.mainProducts")}
            defaultValue={v.text("mainProducts")}
            error={errors.mainProducts}
          />
          <CheckboxGroup
            name="mainMarkets"
            marker
            label={label("mainMarkets")}
            options={MARKETS.map((value) => ({ value, label: t(`markets.${value}`) }))}
            checked={v.list("mainMarkets")}
            error={errors.mainMarkets}
          />
          <TextAreaField
            name="customers"
            rows={2}
            label={label("customers")}
            hint={listHint}
            defaultValue={v.text("customers")}
            error={errors.customers}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Choice
              name="employees"
              keys={EMPLOYEE_RANGES}
              prefix="employeeRanges"
              value={v.text("employees")}
              error={errors.employees}
              requiredMark
            />
            <Choice
              name="annualSales"
              keys={SALES_VOLUMES}
              prefix="salesVolumes"
              value={v.text("annualSales")}
              error={errors.annualSales}
            />
            <Choice
              name="officeSize"
              keys={OFFICE_SIZES}
              prefix="officeSizes"
              value={v.text("officeSize")}
              error={errors.officeSize}
            />
            <Choice
              name="averageLeadTime"
              keys={LEAD_TIMES}
              prefix="leadTimes"
              value={v.text("averageLeadTime")}
              error={errors.averageLeadTime}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            <FormField
              name="exportPercentage"
              inputMode="numeric"
              label={label("exportPercentage")}
              defaultValue={v.text("exportPercentage")}
              error={errors.exportPercentage}
            />
            <FormField
              name="rdStaff"
              inputMode="numeric"
              label={label("rdStaff")}
              defaultValue={v.text("rdStaff")}
              error={errors.rdStaff}
            />
            <FormField
              name="qcStaff"
              inputMode="numeric"
              label={label("qcStaff")}
              defaultValue={v.text("qcStaff")}
              error={errors.qcStaff}
            />
          </div>
          <CheckboxGroup
            name="paymentTypes"
            marker
            label={label("paymentTypes")}
            options={PAYMENT_TYPES.map((value) => ({ value, label: t(`paymentTypes.${value}`) }))}
            checked={v.list("paymentTypes")}
            error={errors.paymentTypes}
          />
          <CheckboxGroup
            name="deliveryTerms"
            marker
            label={label("deliveryTerms")}
            options={DELIVERY_TERMS.map((value) => ({ value, label: value }))}
            checked={v.list("deliveryTerms")}
            error={errors.deliveryTerms}
          />
          <FormField
            name="currencies"
            dir="ltr"
            label={label("currencies")}
            hint={t("supplier.onboarding.hints.currencies")}
            defaultValue={v.list("currencies").join(", ")}
            error={errors.currencies}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              name="minimumOrderValue"
              inputMode="decimal"
              dir="ltr"
              label={label("minimumOrderValue")}
              hint={t("supplier.onboarding.hints.money")}
              defaultValue={v.text("minimumOrderValue")}
              error={errors.minimumOrderValue}
            />
            <FormField
              name="minimumOrderCurrency"
              dir="ltr"
              maxLength={3}
              label={label("minimumOrderCurrency")}
              hint="USD, EUR, TRY…"
              defaultValue={v.text("minimumOrderCurrency")}
              error={errors.minimumOrderCurrency}
            />
          </div>
          <TextAreaField
            name="ports"
            rows={2}
            label={label("ports")}
            hint={listHint}
            defaultValue={v.text("ports")}
            error={errors.ports}
          />
        </>
      )}
    </StepForm>
  );
}
