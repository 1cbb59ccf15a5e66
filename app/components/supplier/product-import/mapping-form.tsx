import { Form } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import type { ImportView } from "#core/schemas/product-import.ts";
import { columnLabel } from "./column-label.ts";

/** Each header of the sheet and the column it fills (proposed from the company's last mapping). */
export function ImportMappingForm({
  run,
  choices,
  groupNames,
  busy,
}: {
  run: ImportView;
  choices: string[];
  /** Variation groups' names in the member's language, by code. */
  groupNames: Record<string, string>;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <section
      aria-labelledby="import-mapping"
      className="space-y-3 rounded-lg border border-gray-200 bg-white p-4 sm:p-6"
    >
      <h2 id="import-mapping" className="text-lg font-semibold">
        {t("supplier.productImport.mapping")}
      </h2>
      <p className="text-sm text-gray-600">
        {t("supplier.productImport.mappingHelp", { file: run.sheetName })}
      </p>
      <Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="check" />
        <input type="hidden" name="run" value={run.id} />
        <ul className="grid gap-3 sm:grid-cols-2">
          {run.headers.map((header, i) =>
            header ? (
              <li key={header} className="min-w-0">
                <input type="hidden" name={`header.${i}`} value={header} />
                <label htmlFor={`column-${i}`} className="block break-words text-sm font-medium" dir="auto">
                  {header}
                </label>
                <select
                  id={`column-${i}`}
                  name={`column.${i}`}
                  defaultValue={run.mapping[header] ?? ""}
                  className="mt-1 block w-full max-w-full rounded-md border border-gray-300 px-3 py-2"
                >
                  <option value="">{t("supplier.productImport.ignoreColumn")}</option>
                  {choices.map((c) => (
                    <option key={c} value={c}>
                      {columnLabel(t, lang, c, groupNames)}
                    </option>
                  ))}
                </select>
              </li>
            ) : null,
          )}
        </ul>
        <button
          type="submit"
          disabled={busy}
          className="min-h-11 w-full rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60 sm:w-auto"
        >
          {t("supplier.productImport.check")}
        </button>
      </Form>
    </section>
  );
}
