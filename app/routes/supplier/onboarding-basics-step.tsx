import { Form } from "react-router";
import { SelectField } from "#app/components/field-parts.tsx";
import { FormField } from "#app/components/form-field.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { countryName } from "#core/i18n/format.ts";
import {
  COUNTRY_CODES,
  FIRST_REGISTERED_YEAR,
  LOGO_IMAGE,
  PROFILE_LIMITS,
} from "#core/schemas/company-profile.ts";
import { BUSINESS_TYPES } from "#core/schemas/company-vocabulary.ts";
import { CheckboxGroup } from "./onboarding-fields.tsx";
import { required, type StepProps, StepForm, valueReader } from "./onboarding-step-form.tsx";

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
