import { Form, Link } from "react-router";
import { SelectField, TextAreaField } from "#app/components/field-parts.tsx";
import { FormField, SubmitButton } from "#app/components/form-field.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useClientValidation } from "#app/lib/forms.ts";
import { useLang } from "#app/lib/use-lang.ts";
import { countryName, languageName } from "#core/i18n/format.ts";
import { LANGUAGES } from "#core/i18n/languages.ts";
import {
  type CompanyProfile,
  COUNTRY_CODES,
  FIRST_REGISTERED_YEAR,
  LOGO_IMAGE,
  PROFILE_LIMITS,
  type ProfileSection,
  REQUIRED_FIELDS,
  SECTION_SCHEMAS,
} from "#core/schemas/company-profile.ts";
import {
  BUSINESS_TYPES,
  DELIVERY_TERMS,
  EMPLOYEE_RANGES,
  LEAD_TIMES,
  MARKETS,
  OFFICE_SIZES,
  PAYMENT_TYPES,
  SALES_VOLUMES,
} from "#core/schemas/company-vocabulary.ts";
import type { FieldErrors } from "#core/schemas/field-errors.ts";
import { CheckboxGroup } from "./onboarding-fields.tsx";

type Values = Record<string, string | number | readonly string[] | null>;

interface StepProps {
  /** The saved profile's values of this step, or nothing for a new company. */
  saved: Values | undefined;
  /** What was typed when the server refused it. */
  typed: Record<string, string> | undefined;
  serverErrors: FieldErrors | undefined;
  disabled: boolean;
}

/** A field's value to show: what was typed (after a refusal), else what is saved. */
function valueReader(saved: Values | undefined, typed: Record<string, string> | undefined) {
  const text = (name: string): string => {
    if (typed && name in typed) return typed[name]!;
    const value = saved?.[name];
    if (value === null || value === undefined) return "";
    return Array.isArray(value) ? value.join("\n") : String(value);
  };
  const list = (name: string): string[] =>
    text(name)
      .split(/[\n,]/)
      .map((v) => v.trim())
      .filter(Boolean);
  return { text, list };
}

function StepForm({
  section,
  serverErrors,
  disabled,
  children,
}: {
  section: ProfileSection;
  serverErrors: FieldErrors | undefined;
  disabled: boolean;
  children: (errors: FieldErrors) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const { errors, onSubmit, onChange } = useClientValidation(SECTION_SCHEMAS[section], serverErrors);
  return (
    <Form method="post" noValidate onSubmit={onSubmit} onChange={onChange} className="space-y-4">
      <input type="hidden" name="intent" value="save" />
      <fieldset disabled={disabled} className="min-w-0 space-y-4">
        {children(errors)}
      </fieldset>
      {disabled ? null : (
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton busyLabel={t("supplier.onboarding.saving")}>
            {t("supplier.onboarding.save")}
          </SubmitButton>
          <Link to="/supplier" className="text-sm text-brand-700 underline">
            {t("supplier.onboarding.finishLater")}
          </Link>
        </div>
      )}
    </Form>
  );
}

const required = (section: ProfileSection, field: string) =>
  (REQUIRED_FIELDS[section] as readonly string[]).includes(field);

export function BasicsStep({ saved, typed, serverErrors, disabled }: StepProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const v = valueReader(saved, typed);
  const label = (field: string) => t(`supplier.onboarding.fields.${field}`);
  const countries = COUNTRY_CODES.map((code) => ({ code, name: countryName(lang, code) })).sort((a, b) =>
    a.name.localeCompare(b.name, lang),
  );
  return (
    <StepForm section="basics" serverErrors={serverErrors} disabled={disabled}>
      {(errors) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              name="displayName"
              required
              marker
              maxLength={PROFILE_LIMITS.name}
              autoComplete="organization"
              label={label("displayName")}
              hint={t("supplier.onboarding.hints.displayName")}
              defaultValue={v.text("displayName")}
              error={errors.displayName}
            />
            <FormField
              name="legalName"
              marker
              maxLength={PROFILE_LIMITS.legalName}
              label={label("legalName")}
              defaultValue={v.text("legalName")}
              error={errors.legalName}
            />
          </div>
          <FormField
            name="legalOwner"
            maxLength={PROFILE_LIMITS.name}
            autoComplete="name"
            label={label("legalOwner")}
            defaultValue={v.text("legalOwner")}
            error={errors.legalOwner}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              name="country"
              required
              label={`${label("country")} *`}
              emptyLabel={t("supplier.onboarding.choose")}
              defaultValue={v.text("country")}
              error={errors.country}
              autoComplete="country"
            >
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </SelectField>
            <FormField
              name="city"
              marker
              maxLength={PROFILE_LIMITS.city}
              autoComplete="address-level2"
              label={label("city")}
              defaultValue={v.text("city")}
              error={errors.city}
            />
          </div>
          <FormField
            name="address"
            marker
            maxLength={PROFILE_LIMITS.address}
            autoComplete="street-address"
            label={label("address")}
            defaultValue={v.text("address")}
            error={errors.address}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              name="zip"
              maxLength={PROFILE_LIMITS.zip}
              autoComplete="postal-code"
              label={label("zip")}
              defaultValue={v.text("zip")}
              error={errors.zip}
            />
            <FormField
              name="registeredYear"
              marker
              inputMode="numeric"
              min={FIRST_REGISTERED_YEAR}
              max={new Date().getUTCFullYear()}
              label={label("registeredYear")}
              defaultValue={v.text("registeredYear")}
              error={errors.registeredYear}
            />
          </div>
          <CheckboxGroup
            name="businessTypes"
            marker={required("basics", "businessTypes")}
            label={label("businessTypes")}
            options={BUSINESS_TYPES.map((value) => ({ value, label: t(`businessTypes.${value}`) }))}
            checked={v.list("businessTypes")}
            error={errors.businessTypes}
          />
        </>
      )}
    </StepForm>
  );
}

/** The logo, sent apart from the basics (a picture is checked, re-encoded and stored on its own). */
export function LogoForm({
  logoUrl,
  error,
  notice,
  disabled,
}: {
  logoUrl: string | null;
  error: string | undefined;
  notice: string | undefined;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Form method="post" encType="multipart/form-data" className="mt-6 rounded-md border border-gray-200 p-4">
      <input type="hidden" name="intent" value="logo" />
      <fieldset disabled={disabled} className="flex min-w-0 flex-wrap items-end gap-4">
        {logoUrl ? (
          <img
            src={logoUrl}
            alt={t("supplier.onboarding.logoCurrent")}
            className="size-16 rounded border object-contain"
          />
        ) : null}
        <div className="min-w-0 flex-1">
          <label htmlFor="logo" className="mb-1 block text-sm font-medium">
            {t("supplier.onboarding.fields.logo")}
          </label>
          <input
            id="logo"
            name="logo"
            type="file"
            accept={LOGO_IMAGE.accept}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "logo-error" : "logo-hint"}
            className="block w-full max-w-full text-sm"
          />
          {error ? (
            <p id="logo-error" role="alert" className="mt-1 text-sm text-red-700">
              {t(error)}
            </p>
          ) : (
            <p id="logo-hint" className="mt-1 text-xs text-gray-500">
              {t("supplier.onboarding.hints.logo")}
            </p>
          )}
          {notice ? (
            <p role="status" className="mt-1 text-sm text-green-800">
              {t(notice)}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          className="min-h-10 rounded-md border border-gray-300 bg-white px-3 text-sm hover:bg-gray-100"
        >
          {t("supplier.onboarding.uploadLogo")}
        </button>
      </fieldset>
    </Form>
  );
}

export function ContactStep({ saved, typed, serverErrors, disabled }: StepProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const v = valueReader(saved, typed);
  const label = (field: string) => t(`supplier.onboarding.fields.${field}`);
  const languages = LANGUAGES.map((l) => ({
    value: l.code,
    label: `${languageName(lang, l.code)} (${l.native})`,
  }));
  return (
    <StepForm section="contact" serverErrors={serverErrors} disabled={disabled}>
      {(errors) => (
        <>
          <FormField
            name="inquiryEmail"
            type="email"
            marker
            autoComplete="email"
            label={label("inquiryEmail")}
            hint={t("supplier.onboarding.hints.inquiryEmail")}
            defaultValue={v.text("inquiryEmail")}
            error={errors.inquiryEmail}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              name="officePhone"
              type="tel"
              marker
              maxLength={PROFILE_LIMITS.phone}
              autoComplete="tel"
              label={label("officePhone")}
              hint={t("supplier.onboarding.hints.phone")}
              defaultValue={v.text("officePhone")}
              error={errors.officePhone}
            />
            <FormField
              name="mobilePhone"
              type="tel"
              maxLength={PROFILE_LIMITS.phone}
              label={label("mobilePhone")}
              defaultValue={v.text("mobilePhone")}
              error={errors.mobilePhone}
            />
          </div>
          <CheckboxGroup
            name="spokenLanguages"
            marker
            label={label("spokenLanguages")}
            options={languages}
            checked={v.list("spokenLanguages")}
            error={errors.spokenLanguages}
          />
          <SelectField
            name="writingLang"
            label={`${label("writingLang")} *`}
            hint={t("supplier.onboarding.hints.writingLang")}
            emptyLabel={t("supplier.onboarding.choose")}
            defaultValue={v.text("writingLang")}
            error={errors.writingLang}
          >
            {languages.map((l) => (
              <option key={l.value} value={l.value}>
                {l.label}
              </option>
            ))}
          </SelectField>
        </>
      )}
    </StepForm>
  );
}

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

/** The saved values of a step, as the step's form shows them. */
export const savedValues = (
  profile: CompanyProfile | undefined,
  section: ProfileSection,
): Values | undefined => (profile ? (profile[section] as unknown as Values) : undefined);
