import type { ReactNode } from "react";
import { useTranslation } from "../i18n/react.tsx";

/**
 * What every labelled form control shares: the label with its required marker, the error tied
 * to the control (aria-invalid + aria-describedby), and the control's look.
 *
 * `quiet` is for forms that flag a failing field without a text message (the product page's
 * purchase request form): the field turns red and its label's marker with it, and the reason is
 * still read by screen readers (visually hidden, not absent).
 */
export interface FieldLook {
  /** Shows the required marker (*) after the label; the control itself carries `required`. */
  marker?: boolean | undefined;
  quiet?: boolean | undefined;
}

export function controlClass(quiet: boolean | undefined, extra = "") {
  const base =
    "w-full rounded-md border border-gray-300 px-3 py-2 aria-[invalid]:border-red-600 disabled:bg-gray-100 disabled:text-gray-700";
  const flagged = quiet ? " aria-[invalid]:bg-red-50 aria-[invalid]:ring-1 aria-[invalid]:ring-red-600" : "";
  return `${base}${flagged}${extra ? ` ${extra}` : ""}`;
}

export const describedBy = (name: string, error?: string, hint?: string) =>
  [error ? `${name}-error` : null, hint ? `${name}-hint` : null].filter(Boolean).join(" ") || undefined;

export function FieldLabel({
  htmlFor,
  marker,
  flagged,
  children,
}: {
  htmlFor: string;
  marker?: boolean | undefined;
  /** A quiet error: the label turns red with its field. */
  flagged?: boolean | undefined;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className={`mb-1 block text-sm font-medium ${flagged ? "text-red-700" : ""}`}>
      {children}
      {marker ? (
        <span aria-hidden="true" className="ms-0.5 font-bold text-red-700">
          *
        </span>
      ) : null}
    </label>
  );
}

export function FieldHintAndError({
  name,
  hint,
  error,
  quiet,
}: {
  name: string;
  hint?: string | undefined;
  error?: string | undefined;
  quiet?: boolean | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      {hint && (!error || quiet) ? (
        <p id={`${name}-hint`} className="mt-1 text-xs text-gray-500">
          {hint}
        </p>
      ) : null}
      {error && quiet ? (
        <span id={`${name}-error`} className="sr-only">
          {t(error)}
        </span>
      ) : null}
      {error && !quiet ? (
        <p id={`${name}-error`} className="mt-1 text-sm text-red-700" role="alert">
          {t(error)}
        </p>
      ) : null}
    </>
  );
}

interface TextAreaProps extends React.TextareaHTMLAttributes<HTMLTextAreaElement>, FieldLook {
  name: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

/** A labelled text area, wired like FormField. */
export function TextAreaField({
  name,
  label,
  error,
  hint,
  marker,
  quiet,
  className,
  ...area
}: TextAreaProps) {
  return (
    <div className={className}>
      <FieldLabel htmlFor={name} marker={marker} flagged={quiet && Boolean(error)}>
        {label}
      </FieldLabel>
      <textarea
        id={name}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, error, hint && (!error || quiet) ? hint : undefined)}
        className={controlClass(quiet)}
        {...area}
      />
      <FieldHintAndError name={name} hint={hint} error={error} quiet={quiet} />
    </div>
  );
}

interface SelectProps extends React.SelectHTMLAttributes<HTMLSelectElement> {
  name: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  /** The first option (value ""), e.g. "All languages" or "No category". */
  emptyLabel?: string | undefined;
  /** Shows the required marker (*) after the label. */
  marker?: boolean | undefined;
  children: React.ReactNode;
}

/** A labelled select, wired like FormField (error announced and tied to the control). */
export function SelectField({
  name,
  label,
  error,
  hint,
  emptyLabel,
  marker,
  className,
  children,
  ...select
}: SelectProps) {
  return (
    // min-w-0: a long option (a deep category's name) must not widen the page on a phone.
    <div className={`min-w-0 ${className ?? ""}`}>
      <FieldLabel htmlFor={name} marker={marker}>
        {label}
      </FieldLabel>
      <select
        id={name}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(name, error, hint && !error ? hint : undefined)}
        className={controlClass(false, "min-h-10 max-w-full bg-white")}
        {...select}
      >
        {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
        {children}
      </select>
      <FieldHintAndError name={name} hint={hint} error={error} />
    </div>
  );
}
