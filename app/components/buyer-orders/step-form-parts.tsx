import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { FieldHintAndError } from "#app/components/field-parts.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import type { OrderStep } from "#core/rules/order-flow.ts";
import type { ActionFailure } from "#core/schemas/field-errors.ts";
import { ORDER_REASON_MAX } from "#core/schemas/orders.ts";

/** The page action's refusal of one step's form (undefined when the last post was another's). */
export type StepFailure = Pick<ActionFailure, "fields" | "values" | "formError"> | undefined;

export const PRIMARY =
  "inline-flex min-h-10 items-center rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 disabled:opacity-60";
export const DANGER =
  "inline-flex min-h-10 items-center rounded-md border border-red-300 bg-white px-4 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60";
export const SECONDARY =
  "inline-flex min-h-10 items-center rounded-md border border-gray-300 bg-white px-4 font-semibold hover:bg-gray-100 disabled:opacity-60";
export const CONTROL =
  "w-full rounded-md border border-gray-300 bg-white px-3 py-2 aria-[invalid]:border-red-600";

/** A step's form: posts to the page's action with its `step`, and works without JavaScript. */
export function StepForm({
  step,
  children,
  multipart,
}: {
  step: OrderStep;
  children: ReactNode;
  multipart?: boolean;
}) {
  return (
    <Form
      method="post"
      encType={multipart ? "multipart/form-data" : undefined}
      className="space-y-3"
      data-step-form={step}
    >
      <input type="hidden" name="step" value={step} />
      {children}
    </Form>
  );
}

export function SubmitStep({ className, children }: { className: string; children: string }) {
  const busy = useNavigation().state === "submitting";
  return (
    <button type="submit" disabled={busy} aria-busy={busy || undefined} className={className}>
      {children}
    </button>
  );
}

/** A labelled field of a step's form with its hint and its translated error, tied together. */
export function StepField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {children}
      <FieldHintAndError name={id} hint={hint} error={error} />
    </div>
  );
}

export const fieldProps = (id: string, error: string | undefined, hint?: string) => ({
  id,
  "aria-invalid": error ? true : undefined,
  "aria-describedby":
    [error ? `${id}-error` : null, hint && !error ? `${id}-hint` : null].filter(Boolean).join(" ") ||
    undefined,
});

/** The reason a step that ends something needs, in the buyer's words. */
export function ReasonField({
  step,
  failure,
  label,
}: {
  step: OrderStep;
  failure: StepFailure;
  label: string;
}) {
  const id = `${step}-reason`;
  const error = failure?.fields.reason;
  return (
    <StepField id={id} label={label} error={error}>
      <textarea
        name="reason"
        required
        maxLength={ORDER_REASON_MAX}
        rows={3}
        dir="auto"
        defaultValue={failure?.values.reason ?? ""}
        className={CONTROL}
        {...fieldProps(id, error)}
      />
    </StepField>
  );
}

/**
 * The confirmation a step that ends or commits something asks for, without JavaScript: a box
 * the buyer ticks, saying in words what they confirm (the server checks it too).
 */
export function ConfirmBox({
  step,
  failure,
  children,
}: {
  step: OrderStep;
  failure: StepFailure;
  children: string;
}) {
  const { t } = useTranslation();
  const id = `${step}-confirmed`;
  const error = failure?.fields.confirmed;
  return (
    <div>
      <label htmlFor={id} className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          name="confirmed"
          required
          className="mt-0.5 size-5 flex-none"
          {...fieldProps(id, error)}
        />
        <span>{children}</span>
      </label>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}
