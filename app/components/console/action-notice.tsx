import { useTranslation } from "#app/i18n/react.tsx";
import type { ActionFailure } from "#core/schemas/field-errors.ts";

type Result = { ok: true; notice: string } | Pick<ActionFailure, "ok" | "formError" | "fields"> | undefined;

/**
 * A refusal's line, for pages whose only place for messages is this notice: the form's message,
 * else the one refused value's own (an unknown id, a bad link), else "check the highlighted fields".
 */
function refusalText(result: Pick<ActionFailure, "formError" | "fields">): string {
  const fields = Object.values(result.fields);
  return result.formError ?? (fields.length === 1 ? (fields[0] as string) : "errors.invalid_data");
}

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
          {t(result.ok ? result.notice : refusalText(result))}
        </p>
      ) : null}
    </div>
  );
}
