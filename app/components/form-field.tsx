import { Link, useNavigation } from "react-router";
import { PASSWORD_MIN_LENGTH } from "#core/schemas/accounts.ts";
import { useTranslation } from "../i18n/react.tsx";
import { controlClass, describedBy, FieldHintAndError, FieldLabel, type FieldLook } from "./field-parts.tsx";

interface FieldProps extends React.InputHTMLAttributes<HTMLInputElement>, FieldLook {
  name: string;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

/**
 * A labelled input whose error is announced to screen readers and tied to the input. Its id is
 * its name unless `id` is given: pages that repeat one form per row pass unique ids.
 */
export function FormField({ id, name, label, error, hint, marker, quiet, className, ...input }: FieldProps) {
  const fieldId = id ?? name;
  return (
    <div className={className}>
      <FieldLabel htmlFor={fieldId} marker={marker} flagged={quiet && Boolean(error)}>
        {label}
      </FieldLabel>
      <input
        id={fieldId}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(fieldId, error, hint && (!error || quiet) ? hint : undefined)}
        // Addresses, numbers and passwords read left to right even on RTL pages.
        dir={input.type === "email" || input.type === "tel" || input.type === "password" ? "ltr" : undefined}
        className={controlClass(quiet)}
        {...input}
      />
      <FieldHintAndError name={fieldId} hint={hint} error={error} quiet={quiet} />
    </div>
  );
}

export function FormAlert({
  tone,
  children,
}: {
  tone: "error" | "success" | "info";
  children: React.ReactNode;
}) {
  const styles = {
    error: "border-red-200 bg-red-50 text-red-800",
    success: "border-green-200 bg-green-50 text-green-800",
    info: "border-blue-200 bg-blue-50 text-blue-800",
  };
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`mb-4 rounded-md border px-3 py-2 text-sm ${styles[tone]}`}
    >
      {children}
    </div>
  );
}

export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: React.ReactNode;
}) {
  return (
    <section
      className="mx-auto max-w-md rounded-lg border border-gray-200 bg-white p-5 shadow-sm sm:p-8"
      aria-labelledby="auth-title"
    >
      <h1 id="auth-title" className="text-2xl font-bold">
        {title}
      </h1>
      {intro ? <p className="mt-1 mb-5 text-sm text-gray-600">{intro}</p> : <div className="mb-5" />}
      {children}
    </section>
  );
}

/** The form's main button; disabled with a progress label while the form is being sent. */
export function SubmitButton({ busyLabel, children }: { busyLabel?: string; children: string }) {
  const busy = useNavigation().state === "submitting";
  return (
    <button
      type="submit"
      disabled={busy}
      aria-busy={busy || undefined}
      className="w-full rounded-md bg-brand-600 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
    >
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}

/** The line under an account form that leads to the neighbouring form ("New here? Create an account"). */
export function AuthFooterLink({ prompt, to, children }: { prompt?: string; to: string; children: string }) {
  return (
    <p className="mt-6 text-center text-sm text-gray-600">
      {prompt ? `${prompt} ` : null}
      <Link to={to} className="font-semibold text-brand-700 hover:underline">
        {children}
      </Link>
    </p>
  );
}

/** A new password and its confirmation, as registration, password reset and change ask for them. */
export function NewPasswordFields({
  label,
  errors,
}: {
  label: string;
  errors: Record<string, string | undefined>;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormField
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        label={label}
        hint={t("auth.passwordHint")}
        error={errors.password}
      />
      <FormField
        name="passwordConfirm"
        type="password"
        autoComplete="new-password"
        required
        label={t("auth.passwordConfirm")}
        error={errors.passwordConfirm}
      />
    </>
  );
}
