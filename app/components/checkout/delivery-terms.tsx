import { useState } from "react";
import { SelectField } from "#app/components/field-parts.tsx";
import { FormField } from "#app/components/form-field.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { INCOTERMS } from "#core/rules/order-flow.ts";
import { ORDER_TEXT_MAX } from "#core/schemas/orders.ts";

/**
 * The buyer's preferred Incoterm (the 11 rules, each named and explained in a line) and the place
 * or port it names. The chosen rule's line shows under the list; all of them in a fold below.
 */
export function DeliveryTerms({
  incoterm,
  namedPlace,
  errors,
}: {
  incoterm: string;
  namedPlace: string;
  errors: Record<string, string | undefined>;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(incoterm);
  const known = (INCOTERMS as readonly string[]).includes(chosen);
  return (
    <section aria-labelledby="terms-title" className="rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="terms-title" className="text-lg font-bold">
        {t("checkout.terms")}
      </h2>
      <p className="mb-3 text-sm text-gray-600">{t("checkout.termsHint")}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <SelectField
            name="incoterm"
            label={t("checkout.incoterm")}
            required
            marker
            value={chosen}
            onChange={(event) => setChosen(event.currentTarget.value)}
            error={errors.incoterm}
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
        <FormField
          name="namedPlace"
          label={t("checkout.namedPlace")}
          hint={t("checkout.namedPlaceHint")}
          maxLength={ORDER_TEXT_MAX}
          defaultValue={namedPlace}
          error={errors.namedPlace}
        />
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-700">
          {t("checkout.incotermsAll")}
        </summary>
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
    </section>
  );
}
