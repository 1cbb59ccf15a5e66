import { useState } from "react";
import { SelectField } from "#app/components/field-parts.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { INCOTERMS } from "#core/rules/order-flow.ts";

/**
 * A choice of Incoterm (the 11 rules, each named), with the chosen rule's one-line explanation
 * under the list, announced as it changes. `emptyLabel` offers "no preference" where the rule is
 * optional.
 */
export function IncotermSelect({
  name = "incoterm",
  label,
  value,
  error,
  required,
  emptyLabel,
}: {
  name?: string;
  label: string;
  value: string;
  error: string | undefined;
  required?: boolean;
  emptyLabel?: string;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(value);
  const known = (INCOTERMS as readonly string[]).includes(chosen);
  return (
    <div>
      <SelectField
        name={name}
        label={label}
        required={required}
        marker={required}
        emptyLabel={emptyLabel}
        value={chosen}
        onChange={(event) => setChosen(event.currentTarget.value)}
        error={error}
      >
        {INCOTERMS.map((code) => (
          <option key={code} value={code}>
            {code} · {t(`incoterms.${code}.name`)}
          </option>
        ))}
      </SelectField>
      {known ? (
        <p className="mt-1 text-sm text-gray-700" aria-live="polite">
          {t(`incoterms.${chosen}.explain`)}
        </p>
      ) : null}
    </div>
  );
}

/** Every Incoterm named and explained, in a fold the reader opens when unsure. */
export function IncotermsExplained() {
  const { t } = useTranslation();
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer font-semibold text-brand-700">{t("checkout.incotermsAll")}</summary>
      <dl className="mt-2 grid gap-2">
        {INCOTERMS.map((code) => (
          <div key={code}>
            <dt className="font-semibold">
              {code} · {t(`incoterms.${code}.name`)}
            </dt>
            <dd className="text-gray-700">{t(`incoterms.${code}.explain`)}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
