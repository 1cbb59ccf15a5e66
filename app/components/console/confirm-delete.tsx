import { Form, useNavigation } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";

/**
 * The console's delete (or remove) with a confirmation step that needs no script: the first
 * button only opens the question (a native disclosure, so keyboards and screen readers know it),
 * the second one posts the form. The page's action answers it like any other form.
 */
export function ConfirmDelete({
  label,
  name,
  question,
  values,
  confirmLabel,
}: {
  /** The first button's text, e.g. "Delete" or "Remove". */
  label: string;
  /** What goes, so screen readers hear "Delete: Newsletter" among many rows. */
  name?: string | undefined;
  question: string;
  /** The hidden form values that say what to delete (intent, id). */
  values: Record<string, string | number>;
  confirmLabel?: string | undefined;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  return (
    <details className="group relative">
      <summary
        aria-label={name ? `${label}: ${name}` : undefined}
        className="inline-flex min-h-10 cursor-pointer list-none items-center rounded-md border border-red-300 bg-white px-3 text-sm font-semibold text-red-700 hover:bg-red-50 group-open:bg-red-50 [&::-webkit-details-marker]:hidden"
      >
        {label}
      </summary>
      <Form
        method="post"
        preventScrollReset
        // In the flow on phones (a floating box could leave the screen), floating from sm up.
        className="z-10 mt-2 w-64 max-w-[calc(100vw-2rem)] rounded-md border border-red-200 bg-red-50 p-3 text-sm shadow-lg sm:absolute sm:end-0"
      >
        {Object.entries(values).map(([key, value]) => (
          <input key={key} type="hidden" name={key} value={value} />
        ))}
        <p className="break-words text-red-900">{question}</p>
        <button
          type="submit"
          disabled={busy}
          aria-label={
            name ? `${confirmLabel ?? t("console.common.confirmYes")}: ${label} ${name}` : undefined
          }
          className="mt-2 min-h-10 rounded-md bg-red-700 px-4 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
        >
          {confirmLabel ?? t("console.common.confirmYes")}
        </button>
      </Form>
    </details>
  );
}
