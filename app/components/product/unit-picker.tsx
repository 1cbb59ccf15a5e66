import { useId, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { controlClass, describedBy, FieldHintAndError, FieldLabel } from "../field-parts.tsx";
import { useHydrated } from "../filter-panel/use-client-state.ts";

/**
 * The unit comes from the product units list, with a filter. A plain select
 * (it posts without JavaScript and every platform makes it accessible); once the page's script
 * runs, a filter box above it narrows the options to the translated names that contain what the
 * visitor types, and selects the first match when the chosen unit is filtered out.
 */
export function UnitPicker({
  name,
  label,
  units,
  defaultValue,
  error,
  className,
}: {
  name: string;
  label: string;
  units: readonly string[];
  defaultValue: string;
  error?: string | undefined;
  className?: string;
}) {
  const { t } = useTranslation();
  const statusId = useId();
  const scripted = useHydrated();
  const [filter, setFilter] = useState("");
  const [value, setValue] = useState(defaultValue);

  const named = units.map((unit) => ({ unit, name: t(`units.${unit}`) }));
  const matchesOf = (text: string) => {
    const needle = text.trim().toLocaleLowerCase();
    return needle ? named.filter((u) => u.name.toLocaleLowerCase().includes(needle)) : named;
  };
  const matches = matchesOf(filter);
  const shown = matches.length ? matches : named;

  const onFilter = (text: string) => {
    setFilter(text);
    const found = matchesOf(text);
    if (found.length && !found.some((u) => u.unit === value)) setValue(found[0]!.unit);
  };

  return (
    <div className={className}>
      <FieldLabel htmlFor={name} marker flagged={Boolean(error)}>
        {label}
      </FieldLabel>
      <div className="grid gap-2 sm:grid-cols-2">
        {scripted ? (
          <input
            type="search"
            value={filter}
            onChange={(e) => onFilter(e.currentTarget.value)}
            // Enter here means "done filtering", not "send the form".
            onKeyDown={(e) => e.key === "Enter" && e.preventDefault()}
            aria-label={t("purchaseRequest.fields.unitFilter")}
            aria-controls={name}
            aria-describedby={filter ? statusId : undefined}
            placeholder={t("purchaseRequest.fields.unitFilterPlaceholder")}
            autoComplete="off"
            className={controlClass(true, "min-w-0")}
          />
        ) : null}
        <select
          id={name}
          name={name}
          required
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(name, error)}
          className={controlClass(true, "min-w-0 bg-white")}
        >
          {shown.map((u) => (
            <option key={u.unit} value={u.unit}>
              {u.name}
            </option>
          ))}
        </select>
      </div>
      <p
        id={statusId}
        role="status"
        className={filter && !matches.length ? "mt-1 text-xs text-gray-600" : "sr-only"}
      >
        {filter
          ? matches.length
            ? t("purchaseRequest.unitsShown", { count: matches.length, total: named.length })
            : t("purchaseRequest.noUnitMatch")
          : ""}
      </p>
      <FieldHintAndError name={name} error={error} quiet />
    </div>
  );
}
