import { useTranslation } from "#app/i18n/react.tsx";

type Result = { ok: true; notice: string } | { ok: false; error: string } | undefined;

/** The last console action's outcome, announced to screen readers (the region is always there). */
export function ActionNotice({ result }: { result: Result }) {
  const { t } = useTranslation();
  return (
    <div aria-live="polite" role="status" className="mt-3 min-h-6 text-sm">
      {result ? (
        <p
          className={`rounded-md border px-3 py-2 ${
            result.ok
              ? "border-green-200 bg-green-50 text-green-800"
              : "border-red-200 bg-red-50 text-red-800"
          }`}
        >
          {t(result.ok ? result.notice : result.error)}
        </p>
      ) : null}
    </div>
  );
}
