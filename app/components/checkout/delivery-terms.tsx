import { FormField } from "#app/components/form-field.tsx";
import { IncotermSelect, IncotermsExplained } from "#app/components/incoterm-choice.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
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
  return (
    <section aria-labelledby="terms-title" className="rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="terms-title" className="text-lg font-bold">
        {t("checkout.terms")}
      </h2>
      <p className="mb-3 text-sm text-gray-600">{t("checkout.termsHint")}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <IncotermSelect label={t("checkout.incoterm")} required value={incoterm} error={errors.incoterm} />
        <FormField
          name="namedPlace"
          label={t("checkout.namedPlace")}
          hint={t("checkout.namedPlaceHint")}
          maxLength={ORDER_TEXT_MAX}
          defaultValue={namedPlace}
          error={errors.namedPlace}
        />
      </div>
      <IncotermsExplained />
    </section>
  );
}
