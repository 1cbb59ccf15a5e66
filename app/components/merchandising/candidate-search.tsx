import type { ReactNode } from "react";
import { Form } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";

/**
 * A search box that reloads the page with ?q= (so it works without script) and the matches
 * below it, each with its own "add" form (the children).
 */
export function CandidateSearch({
  q,
  label,
  hint,
  found,
  extra,
  children,
}: {
  q: string;
  label: string;
  hint: string;
  found: number;
  /** Further fields kept with the search (e.g. which list the products are for). */
  extra?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-6 rounded-lg border border-gray-200 bg-gray-50 p-3 sm:p-4">
      <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
        {extra}
        <label className="min-w-0 flex-1 text-sm">
          <span className="mb-1 block font-medium">{label}</span>
          <input
            type="search"
            name="q"
            defaultValue={q}
            maxLength={100}
            aria-describedby="candidate-hint"
            className="min-h-10 w-full rounded-md border border-gray-300 bg-white px-3"
          />
        </label>
        <button
          type="submit"
          className="min-h-10 rounded-md border border-gray-300 bg-white px-4 hover:bg-gray-100"
        >
          {t("console.merchandising.search")}
        </button>
      </Form>
      <p id="candidate-hint" className="mt-1 text-xs text-gray-500">
        {hint}
      </p>
      {q ? (
        <>
          <p className="mt-3 text-sm text-gray-600" aria-live="polite">
            {found
              ? t("console.merchandising.found", { count: found })
              : t("console.merchandising.nothingFound")}
          </p>
          <ul className="mt-2 space-y-2">{children}</ul>
        </>
      ) : null}
    </div>
  );
}
