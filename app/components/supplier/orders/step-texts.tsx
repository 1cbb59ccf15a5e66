import { controlClass, describedBy, FieldHintAndError, FieldLabel } from "#app/components/field-parts.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import type { OrderStep } from "#core/rules/order-flow.ts";
import { ORDER_NOTE_MAX, ORDER_REASON_MAX } from "#core/schemas/orders.ts";
import type { StepFailure } from "./step-fields.tsx";

/** A text the buyer reads: a reason (required) or a note (optional), with a unique id per form. */
function StepText({
  step,
  name,
  failure,
  label,
  hint,
  required,
  maxLength,
}: {
  step: OrderStep;
  name: string;
  failure: StepFailure | undefined;
  label: string;
  hint: string;
  required: boolean;
  maxLength: number;
}) {
  const id = `${step}-${name}`;
  const error = failure?.fields[name];
  return (
    <div>
      <FieldLabel htmlFor={id} marker={required}>
        {label}
      </FieldLabel>
      <textarea
        id={id}
        name={name}
        required={required}
        maxLength={maxLength}
        rows={3}
        dir="auto"
        defaultValue={failure?.values[name] ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, error ? undefined : hint)}
        className={controlClass(false)}
      />
      <FieldHintAndError name={id} hint={error ? undefined : hint} error={error} />
    </div>
  );
}

/** Why the supplier declines or rejects: required, and the buyer reads it. */
export function ReasonField(props: { step: OrderStep; failure: StepFailure | undefined; label: string }) {
  const { t } = useTranslation();
  return (
    <StepText
      {...props}
      name="reason"
      hint={t("supplier.orders.reasonHint")}
      required
      maxLength={ORDER_REASON_MAX}
    />
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
