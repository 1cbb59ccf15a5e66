import type { ReactNode } from "react";
import { useTranslation } from "#app/i18n/react.tsx";

/** One part of the product form: a titled group of fields on a card. */
export function EditorSection({
  id,
  title,
  help,
  children,
}: {
  id: string;
  title: string;
  help?: string | undefined;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-4 rounded-lg border border-gray-200 bg-white p-4 sm:p-6"
    >
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        {help ? <p className="mt-1 text-sm text-gray-600">{help}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** A form-level message for a field path that has no input of its own (a list as a whole). */
export function PathError({ id, error }: { id: string; error: string | undefined }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
      {t(error)}
    </p>
  );
}

export const smallButton =
  "inline-flex min-h-10 items-center rounded-md border border-gray-300 bg-white px-3 text-sm hover:bg-gray-100 disabled:opacity-50";
