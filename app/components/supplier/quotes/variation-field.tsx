import { useEffect, useState } from "react";
import { FormField } from "#app/components/form-field.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { VARIATION_TEXT_MAX } from "#core/schemas/quote-variations.ts";

export type VariationGroup = { name: string; values: string[] };

const W = "supplier.quote.form";

/** The text with `name: value` set: the pair of that name replaced (or taken out for ""), else added. */
export function withVariation(text: string, name: string, value: string): string {
  const parts = text
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean);
  const key = name.trim().toLowerCase();
  const others = parts.filter((part) => part.split(":")[0]!.trim().toLowerCase() !== key);
  const at = parts.findIndex((part) => part.split(":")[0]!.trim().toLowerCase() === key);
  const pair = `${name}: ${value}`;
  if (!value) return others.join("; ");
  if (at < 0) return [...others, pair].join("; ");
  const kept = [...parts];
  kept[at] = pair;
  return kept.join("; ");
}

/** The value chosen for `name` in the text, or "". */
function chosen(text: string, name: string): string {
  const key = name.trim().toLowerCase();
  for (const part of text.split(";")) {
    const colon = part.indexOf(":");
    if (colon > 0 && part.slice(0, colon).trim().toLowerCase() === key) return part.slice(colon + 1).trim();
  }
  return "";
}

/**
 * A line's variations as text ("Colour: Blue; Size: XL"). The chosen product's own variations are
 * named under it; with JavaScript each is also a list whose choice writes its pair into the text.
 */
export function VariationField({
  name,
  defaultValue,
  error,
  groups,
}: {
  name: string;
  defaultValue: string;
  error: string | undefined;
  groups: VariationGroup[];
}) {
  const { t } = useTranslation();
  const [hydrated, setHydrated] = useState(false);
  const [text, setText] = useState(defaultValue);
  useEffect(() => setHydrated(true), []);
  const offered = groups.map((g) => `${g.name} (${g.values.join(", ")})`).join("; ");
  const hint = offered
    ? `${t(`${W}.variationHint`)} ${t(`${W}.variationOffered`, { list: offered })}`
    : t(`${W}.variationHint`);
  const pick = (group: string, value: string, form: HTMLFormElement | null) => {
    const input = form?.elements.namedItem(name) as HTMLInputElement | null;
    if (!input) return;
    input.value = withVariation(input.value, group, value);
    setText(input.value);
  };
  return (
    <div className="col-span-2 lg:col-span-4">
      <FormField
        name={name}
        label={t(`${W}.variation`)}
        hint={hint}
        defaultValue={defaultValue}
        maxLength={VARIATION_TEXT_MAX}
        dir="auto"
        error={error}
        onInput={(event) => setText(event.currentTarget.value)}
      />
      {hydrated && groups.length ? (
        <fieldset className="mt-2 flex flex-wrap gap-3">
          <legend className="sr-only">{t(`${W}.variationPicker`)}</legend>
          {groups.map((group, g) => (
            <label key={group.name} className="text-sm">
              <span className="mb-1 block font-medium">
                <bdi>{group.name}</bdi>
              </span>
              <select
                id={`${name}-pick-${g}`}
                value={chosen(text, group.name)}
                onChange={(event) => pick(group.name, event.currentTarget.value, event.currentTarget.form)}
                className="min-h-10 rounded-md border border-gray-300 bg-white px-2"
              >
                <option value="">{t(`${W}.variationNone`)}</option>
                {group.values.map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
