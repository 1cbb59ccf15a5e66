import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { controlClass, describedBy, FieldHintAndError, FieldLabel } from "#app/components/field-parts.tsx";
import type { OrderStep } from "#core/rules/order-flow.ts";
import { ORDER_REASON_MAX } from "#core/schemas/orders.ts";

/** The page action's refusal of one step's form, as it answers it (only that form shows it). */
export interface StepFailure {
  step: string;
  formError?: string | undefined;
  fields: Record<string, string>;
  values: Record<string, string>;
  /** The supplier asked for payment without bank details on file. */
  needsBankDetails?: boolean;
}

export const BUTTON = {
  primary:
    "inline-flex min-h-10 items-center justify-center rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 disabled:opacity-60",
  plain:
    "inline-flex min-h-10 items-center justify-center rounded-md border border-gray-300 bg-white px-4 font-semibold hover:bg-gray-100 disabled:opacity-60",
  danger:
    "inline-flex min-h-10 items-center justify-center rounded-md border border-red-300 bg-white px-4 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60",
};

/** A step's form: a plain POST to the order's own address (files as multipart) naming its step; works without JavaScript. */
export function StepForm({
  step,
  files,
  children,
}: {
  step: OrderStep;
  files?: boolean;
  children: ReactNode;
}) {
  return (
    <Form
      method="post"
      encType={files ? "multipart/form-data" : undefined}
      className="mt-3 space-y-3"
      data-step-form={step}
    >
      <input type="hidden" name="step" value={step} />
      {children}
    </Form>
  );
}

/** The step's button, busy while the form is on its way. */
export function SubmitStep({ tone = "primary", children }: { tone?: keyof typeof BUTTON; children: string }) {
  const busy = useNavigation().state === "submitting";
  return (
    <button type="submit" disabled={busy} aria-busy={busy || undefined} className={BUTTON[tone]}>
      {children}
    </button>
  );
}

/** A text the other side reads: a reason (required) or a note (optional), with a unique id per form. */
export function StepText({
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
  hint?: string | undefined;
  required: boolean;
  maxLength: number;
}) {
  const id = `${step}-${name}`;
  const error = failure?.fields[name];
  const shownHint = error ? undefined : hint;
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
        aria-describedby={describedBy(id, error, shownHint)}
        className={controlClass(false, "bg-white")}
      />
      <FieldHintAndError name={id} hint={shownHint} error={error} />
    </div>
  );
}

/** Why a step ends or refuses something: required, and the other side reads it. */
export function ReasonField(props: {
  step: OrderStep;
  failure: StepFailure | undefined;
  label: string;
  hint?: string;
}) {
  return <StepText {...props} name="reason" required maxLength={ORDER_REASON_MAX} />;
}
