import { useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { FilterFieldset } from "./filter-fieldset.tsx";
import { CheckIcon } from "./icons.tsx";

export type RangeKey = "minPrice" | "maxPrice" | "minOrderQuantity";
export type RangeValues = Partial<Record<RangeKey, number | undefined>>;

export interface RangeField {
  key: RangeKey;
  /** The input's name in the no-JavaScript form (minp, maxp, moq). */
  name: string;
  label: string;
  value: number | undefined;
}

interface RangeFilterProps {
  id: string;
  title: string;
  /** Prices take decimals; an order quantity is a whole number. The first of two fields is the minimum. */
  kind: "price" | "quantity";
  fields: RangeField[];
  onApply: (values: RangeValues) => void;
  /** Bottom-sheet mode: OK only stages the values, so a check mark tells the visitor it worked. */
  stages: boolean;
  hydrated: boolean;
  defaultOpen: boolean;
}

/** The inputs go initialized → changed (typed) → applied (OK). */
type RangeStatus = "initialized" | "changed" | "applied";

/** The listing URL and the API refuse larger amounts. */
const MAX_AMOUNT = 1e12;
const keyOf = (values: Array<number | undefined>) => values.map((v) => v ?? "").join("|");
const textOf = (value: number | undefined) => (value === undefined ? "" : String(value));
const replaced = <T,>(list: T[], at: number, value: T) => list.map((old, i) => (i === at ? value : old));

/** Number inputs with an OK button (price min/max, minimum order quantity). */
export function RangeFilter({
  id,
  title,
  kind,
  fields,
  onApply,
  stages,
  hydrated,
  defaultOpen,
}: RangeFilterProps) {
  const { t } = useTranslation();
  const outsideKey = keyOf(fields.map((f) => f.value));
  const fresh = () => ({
    texts: fields.map((f) => textOf(f.value)),
    unreadable: fields.map(() => false),
    status: "initialized" as RangeStatus,
    error: null as string | null,
    seen: outsideKey,
  });
  const [form, setForm] = useState(fresh);
  // Values changed from outside (Clear All, closing the sheet, another address): start again from
  // them. Values this form just applied come back with the key it already noted, so nothing resets.
  if (form.seen !== outsideKey) setForm(fresh());

  const apply = () => {
    const values: Array<number | undefined> = [];
    for (const [i, text] of form.texts.entries()) {
      const n = text.trim() === "" ? undefined : Number(text);
      if (form.unreadable[i] || (n !== undefined && (!Number.isFinite(n) || n < 0 || n > MAX_AMOUNT))) {
        return setForm({ ...form, error: "filters.invalidNumber" });
      }
      // The listing address only carries whole order quantities.
      if (n !== undefined && kind === "quantity" && !Number.isInteger(n)) {
        return setForm({ ...form, error: "filters.invalidQuantity" });
      }
      values.push(n);
    }
    const [min, max] = values;
    if (min !== undefined && max !== undefined && min > max)
      return setForm({ ...form, error: "filters.minAboveMax" });
    setForm({ ...form, status: "applied", error: null, seen: keyOf(values) });
    onApply(Object.fromEntries(fields.map((f, i) => [f.key, values[i]])));
  };

  const errorId = `${id}-error`;
  const staged = stages && form.status === "applied";
  return (
    <FilterFieldset
      id={id}
      title={title}
      defaultOpen={defaultOpen}
      badge={staged ? <CheckIcon className="size-4 text-green-700" /> : null}
    >
      <div className="flex flex-wrap items-end gap-2">
        {fields.map((field, i) => (
          <div key={field.key} className="min-w-0 flex-1 basis-20">
            <label htmlFor={`${id}-${field.name}`} className="mb-0.5 block text-xs text-gray-600">
              {field.label}
            </label>
            <input
              id={`${id}-${field.name}`}
              name={field.name}
              type="number"
              min={0}
              step={kind === "price" ? "any" : 1}
              inputMode={kind === "price" ? "decimal" : "numeric"}
              value={form.texts[i]}
              onChange={(e) => {
                const texts = replaced(form.texts, i, e.target.value);
                // A number input reports "" for text it cannot read; only validity tells it from empty.
                const unreadable = replaced(form.unreadable, i, e.target.validity.badInput);
                setForm({ ...form, texts, unreadable, status: "changed", error: null });
              }}
              onKeyDown={(e) => {
                if (e.key === "Enter") {
                  e.preventDefault();
                  apply();
                }
              }}
              aria-invalid={form.error ? true : undefined}
              aria-describedby={form.error ? errorId : undefined}
              className="min-h-10 w-full rounded-md border border-gray-300 px-2 text-sm aria-[invalid]:border-red-600 min-[770px]:min-h-8"
            />
          </div>
        ))}
        <button
          // Without JavaScript, OK sends the whole form, which applies every filter at once.
          type={hydrated ? "button" : "submit"}
          onClick={hydrated ? apply : undefined}
          className="min-h-10 rounded-md border border-brand-600 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 min-[770px]:min-h-8"
        >
          {t("filters.ok")}
        </button>
      </div>
      {staged ? (
        <p role="status" className="sr-only">
          {t("filters.staged")}
        </p>
      ) : null}
      {form.error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {t(form.error)}
        </p>
      ) : null}
    </FilterFieldset>
  );
}
