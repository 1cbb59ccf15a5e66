import { Form, useNavigation } from "react-router";
import { controlClass, describedBy, FieldHintAndError, FieldLabel } from "#app/components/field-parts.tsx";
import { FormField } from "#app/components/form-field.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import type { OrderStep } from "#core/rules/order-flow.ts";

/** The refusal of one step form, as the page's action answers it (only that form shows it). */
export interface StepFailure {
  step: string;
  formError?: string | undefined;
  fields: Record<string, string>;
  values: Record<string, string>;
  needsBankDetails?: boolean;
}

export const BUTTON = {
  primary:
    "inline-flex min-h-10 items-center justify-center rounded-md bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60",
  plain:
    "inline-flex min-h-10 items-center justify-center rounded-md border border-gray-300 bg-white px-4 text-sm font-semibold hover:bg-gray-100 disabled:opacity-60",
  danger:
    "inline-flex min-h-10 items-center justify-center rounded-md border border-red-300 bg-white px-4 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60",
};

/** One step's form: a plain POST to the order's own address (files as multipart), its step named. */
export function StepForm({
  step,
  files,
  children,
}: {
  step: OrderStep;
  files?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Form
      method="post"
      encType={files ? "multipart/form-data" : undefined}
      className="mt-3 space-y-3"
      data-step={step}
    >
      <input type="hidden" name="step" value={step} />
      {children}
    </Form>
  );
}

export function SubmitStep({ tone = "primary", children }: { tone?: keyof typeof BUTTON; children: string }) {
  const busy = useNavigation().state === "submitting";
  return (
    <button type="submit" disabled={busy} aria-busy={busy || undefined} className={BUTTON[tone]}>
      {children}
    </button>
  );
}

/** A field of a step form: unique id per form, its error and the value sent last time. */
export function StepField({
  step,
  name,
  failure,
  defaultValue,
  ...input
}: Omit<React.ComponentProps<typeof FormField>, "id" | "error" | "defaultValue"> & {
  step: OrderStep;
  failure: StepFailure | undefined;
  defaultValue?: string | number | undefined;
}) {
  return (
    <FormField
      id={`${step}-${name}`}
      name={name}
      error={failure?.fields[name]}
      defaultValue={failure?.values[name] ?? defaultValue}
      {...input}
    />
  );
}

/** A labelled select, wired like FormField. */
export function StepSelect({
  step,
  name,
  label,
  options,
  failure,
  defaultValue,
  hint,
  required,
}: {
  step: OrderStep;
  name: string;
  label: string;
  options: { value: string; label: string }[];
  failure: StepFailure | undefined;
  defaultValue?: string | undefined;
  hint?: string | undefined;
  required?: boolean;
}) {
  const id = `${step}-${name}`;
  const error = failure?.fields[name];
  return (
    <div>
      <FieldLabel htmlFor={id} marker={required}>
        {label}
      </FieldLabel>
      <select
        id={id}
        name={name}
        required={required}
        defaultValue={failure?.values[name] ?? defaultValue ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint && !error ? hint : undefined)}
        className={controlClass(false, "bg-white")}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldHintAndError name={id} hint={hint} error={error} />
    </div>
  );
}

/** The refusal of the whole form (not of one field), inside the form it is about. */
export function StepError({ failure }: { failure: StepFailure | undefined }) {
  const { t } = useTranslation();
  if (!failure?.formError) return null;
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {t(failure.formError)}
      {failure.needsBankDetails ? (
        <>
          {" "}
          <a href="/supplier/orders/payment-details" className="font-semibold underline">
            {t("supplier.orders.addBankDetails")}
          </a>
        </>
      ) : null}
    </p>
  );
}
