import { SelectField } from "#app/components/field-parts.tsx";
import { useTranslation } from "#app/i18n/react.tsx";

/** A select of translated choices (`{prefix}.{value}`), with "—" for none. */
export function ChoiceSelect({
  name,
  label,
  choices,
  prefix,
  value,
  error,
}: {
  name: string;
  label: string;
  choices: readonly string[];
  prefix: string;
  value: string;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <SelectField name={name} label={label} emptyLabel="—" defaultValue={value} error={error}>
      {choices.map((c) => (
        <option key={c} value={c}>
          {prefix ? t(`${prefix}.${c}`) : c}
        </option>
      ))}
    </SelectField>
  );
}

/** A labelled checkbox on its own line, large enough to hit on a phone. */
export function CheckField({
  name,
  label,
  hint,
  checked,
  error,
  value,
}: {
  name: string;
  label: string;
  hint?: string | undefined;
  checked: boolean;
  error?: string | undefined;
  value?: string;
}) {
  const { t } = useTranslation();
  const id = value ? `${name}-${value}` : name;
  return (
    <div>
      <label htmlFor={id} className="flex min-h-10 items-center gap-2 text-sm">
        <input
          id={id}
          name={name}
          type="checkbox"
          value={value}
          defaultChecked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
          className="h-4 w-4"
        />
        <span className="font-medium">{label}</span>
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="ms-6 text-xs text-gray-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="ms-6 text-sm text-red-700">
          {t(error)}
        </p>
      ) : null}
    </div>
  );
}
