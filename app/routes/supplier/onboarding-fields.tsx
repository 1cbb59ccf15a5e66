import { FieldHintAndError } from "#app/components/field-parts.tsx";
import { useTranslation } from "#app/i18n/react.tsx";

/**
 * A group of boxes of one name, for a list field (business types, markets…): a fieldset whose
 * legend is the field's label, its error tied to the group. The form posts one value per ticked
 * box; the server reads them as the list.
 */
export function CheckboxGroup({
  name,
  label,
  options,
  checked,
  error,
  marker,
  disabled,
}: {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  checked: readonly string[];
  error?: string | undefined;
  marker?: boolean;
  disabled?: boolean;
}) {
  return (
    <fieldset
      id={name}
      // The step's list of what is missing links here.
      tabIndex={-1}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${name}-error` : undefined}
      disabled={disabled}
      className="min-w-0"
    >
      <legend className="mb-1 block text-sm font-medium">
        {label}
        {marker ? (
          <span aria-hidden="true" className="ms-0.5 font-bold text-red-700">
            *
          </span>
        ) : null}
      </legend>
      <div className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-2 lg:grid-cols-3">
        {options.map((option) => (
          <label key={option.value} className="flex min-h-8 items-center gap-2 text-sm">
            <input
              type="checkbox"
              name={name}
              value={option.value}
              defaultChecked={checked.includes(option.value)}
              className="size-4"
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldHintAndError name={name} error={error} />
    </fieldset>
  );
}

/** The required fields a step still misses, each a link to its control. */
export function MissingFields({
  fields,
  ids = {},
}: {
  fields: readonly string[];
  ids?: Record<string, string>;
}) {
  const { t } = useTranslation();
  if (!fields.length)
    return (
      <p
        role="status"
        className="mb-4 rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-800"
      >
        {t("supplier.onboarding.stepComplete")}
      </p>
    );
  return (
    <div className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <p className="font-semibold">{t("supplier.onboarding.stillMissing")}</p>
      <ul className="mt-1 list-disc ps-5">
        {fields.map((field) => (
          <li key={field}>
            <a href={`#${ids[field] ?? field}`} className="underline">
              {t(`supplier.onboarding.fields.${field}`)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
