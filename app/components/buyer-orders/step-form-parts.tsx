import type { ReactNode } from "react";
import { FieldHintAndError } from "#app/components/field-parts.tsx";
import type { StepFailure } from "#app/components/orders/step-form.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import type { OrderStep } from "#core/rules/order-flow.ts";

export const CONTROL =
  "w-full rounded-md border border-gray-300 bg-white px-3 py-2 aria-[invalid]:border-red-600";

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
  failure: StepFailure | undefined;
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
