import { useEffect, useRef } from "react";
import { Form } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";

/**
 * A list filter as one choice: a GET form whose select applies itself when changed. Without
 * JavaScript an Apply button does the same, so the address always says what is shown. A choice
 * made before the page's script ran (no change event reached it) is applied when it starts.
 */
export function FilterSelect({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
}) {
  const { t } = useTranslation();
  const select = useRef<HTMLSelectElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page becomes interactive
  useEffect(() => {
    if (select.current && select.current.value !== value) select.current.form?.requestSubmit();
  }, []);
  return (
    <Form method="get" className="flex flex-wrap items-end gap-2">
      <label className="text-sm">
        <span className="mb-1 block font-medium">{label}</span>
        <select
          ref={select}
          name={name}
          defaultValue={value}
          className="min-h-10 rounded-md border border-gray-300 bg-white px-2"
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <noscript>
        <button type="submit" className="min-h-10 rounded-md border border-gray-300 px-3">
          {t("console.common.apply")}
        </button>
      </noscript>
    </Form>
  );
}
