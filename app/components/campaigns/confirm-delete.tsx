import { useFetcher } from "react-router";
import { useTranslation } from "~/i18n/react.tsx";

/**
 * A delete button that asks first. The question opens in place (a disclosure), so the
 * confirmation works with a keyboard, a screen reader and without JavaScript.
 */
export function ConfirmDelete({
  question,
  values,
  label,
}: {
  question: string;
  /** The hidden form values that say what to delete (intent, id). */
  values: Record<string, string | number>;
  /** The button's accessible name, e.g. "Delete Newsletter". */
  label: string;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<{ ok: boolean; error?: string | undefined }>();
  const failed = fetcher.data && !fetcher.data.ok ? (fetcher.data.error ?? "errors.server") : undefined;
  return (
    <details className="group">
      <summary
        aria-label={label}
        className="inline-flex min-h-10 cursor-pointer list-none items-center rounded-md border border-red-300 px-3 text-sm text-red-700 hover:bg-red-50"
      >
        {t("admin.common.delete")}
      </summary>
      <fetcher.Form
        method="post"
        className="mt-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm"
        role="group"
        aria-label={label}
      >
        {Object.entries(values).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <p>{question}</p>
        <button
          type="submit"
          disabled={fetcher.state !== "idle"}
          className="mt-2 min-h-10 rounded-md bg-red-700 px-4 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
        >
          {t("admin.campaigns.confirmDelete")}
        </button>
        {failed ? (
          <p role="alert" className="mt-2 text-red-800">
            {t(failed)}
          </p>
        ) : null}
      </fetcher.Form>
    </details>
  );
}
