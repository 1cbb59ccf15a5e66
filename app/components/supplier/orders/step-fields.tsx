import { controlClass, describedBy, FieldHintAndError, FieldLabel } from "#app/components/field-parts.tsx";
import { FormField } from "#app/components/form-field.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { type StepFailure, StepText } from "#app/components/orders/step-form.tsx";
import type { OrderStep } from "#core/rules/order-flow.ts";
import { ORDER_NOTE_MAX } from "#core/schemas/orders.ts";

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

/** An optional note to the buyer with a confirmation or a change. */
export function NoteField(props: { step: OrderStep; failure: StepFailure | undefined; label: string }) {
  const { t } = useTranslation();
  return (
    <StepText
      {...props}
      name="note"
      hint={t("supplier.orders.noteHint")}
      required={false}
      maxLength={ORDER_NOTE_MAX}
    />
  );
}
