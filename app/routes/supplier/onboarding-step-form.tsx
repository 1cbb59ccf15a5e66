import { Form, Link } from "react-router";
import { SubmitButton } from "#app/components/form-field.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useClientValidation } from "#app/lib/forms.ts";
import {
  type CompanyProfile,
  type ProfileSection,
  REQUIRED_FIELDS,
  SECTION_SCHEMAS,
} from "#core/schemas/company-profile.ts";
import type { FieldErrors } from "#core/schemas/field-errors.ts";

export type Values = Record<string, string | number | readonly string[] | null>;

export interface StepProps {
  /** The saved profile's values of this step, or nothing for a new company. */
  saved: Values | undefined;
  /** What was typed when the server refused it. */
  typed: Record<string, string> | undefined;
  serverErrors: FieldErrors | undefined;
  disabled: boolean;
}

/** A field's value to show: what was typed (after a refusal), else what is saved. */
export function valueReader(saved: Values | undefined, typed: Record<string, string> | undefined) {
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

export function StepForm({
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

export const required = (section: ProfileSection, field: string) =>
  (REQUIRED_FIELDS[section] as readonly string[]).includes(field);

/** The saved values of a step, as the step's form shows them. */
export const savedValues = (
  profile: CompanyProfile | undefined,
  section: ProfileSection,
): Values | undefined => (profile ? (profile[section] as unknown as Values) : undefined);
