import { SelectField } from "#app/components/field-parts.tsx";
import { FormField } from "#app/components/form-field.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { languageName } from "#core/i18n/format.ts";
import { LANGUAGES } from "#core/i18n/languages.ts";
import { PROFILE_LIMITS } from "#core/schemas/company-profile.ts";
import { CheckboxGroup } from "./onboarding-fields.tsx";
import { type StepProps, StepForm, valueReader } from "./onboarding-step-form.tsx";

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
