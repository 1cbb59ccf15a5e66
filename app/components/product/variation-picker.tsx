import { useTranslation } from "~/i18n/react.tsx";
import type { ProductDetail } from "~/schemas/product.ts";

/** Storefront §2.7: one radio group per custom variation, value images shown. */
export function VariationPicker({ variations }: { variations: ProductDetail["customVariations"] }) {
  const { t } = useTranslation();
  if (!variations.length) return null;
  return (
    <div className="flex flex-col gap-3">
      {variations.map((variation) => (
        <fieldset key={variation._id}>
          <legend className="mb-1 text-sm font-semibold">{variation.name}</legend>
          <div className="flex flex-wrap gap-2">
            {variation.values.map((value) => (
              <label
                key={value._id}
                className="flex min-h-10 cursor-pointer items-center gap-2 rounded-md border border-gray-300 px-2 py-1 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name={`variation-${variation._id}`}
                  value={value._id}
                  className="accent-brand-600"
                />
                {value.image ? (
                  <img
                    src={value.image}
                    alt=""
                    width={28}
                    height={28}
                    loading="lazy"
                    className="size-7 rounded object-cover"
                  />
                ) : null}
                {value.name}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <p className="sr-only">{t("productPage.chooseVariations")}</p>
    </div>
  );
}
