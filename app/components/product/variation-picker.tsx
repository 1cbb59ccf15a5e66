import { NOT_FOUND_PICTURE } from "#app/lib/default-images.ts";
import { variationField } from "#core/schemas/cart-fields.ts";
import type { ProductDetail } from "#core/schemas/product.ts";
import { thumbnail } from "../product-card.tsx";

/** The chosen value id per custom variation id. */
export type VariationChoice = Record<number, number>;

/**
 * One radio group per custom variation, value images shown. The radios are named
 * `variation-{id}`, so the add-to-cart form posts the choices even without JavaScript.
 */
export function VariationPicker({
  variations,
  chosen,
  onChoose,
  describedBy,
}: {
  variations: ProductDetail["customVariations"];
  chosen: VariationChoice;
  onChoose: (variationId: number, valueId: number) => void;
  describedBy?: string | undefined;
}) {
  if (!variations.length) return null;
  return (
    <div className="flex flex-col gap-3">
      {variations.map((variation) => (
        <fieldset key={variation._id} aria-describedby={chosen[variation._id] ? undefined : describedBy}>
          <legend className="mb-1 text-sm font-semibold">
            <bdi>{variation.name}</bdi>
          </legend>
          <div className="flex flex-wrap gap-2">
            {variation.values.map((value) => (
              <label
                key={value._id}
                className="flex min-h-10 cursor-pointer items-center gap-2 rounded-md border border-gray-300 bg-white px-2 py-1 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold"
              >
                <input
                  type="radio"
                  name={variationField(variation._id)}
                  value={value._id}
                  checked={chosen[variation._id] === value._id}
                  onChange={() => onChoose(variation._id, value._id)}
                  className="accent-brand-600"
                />
                {value.image ? (
                  <img
                    src={thumbnail(value.image)}
                    alt=""
                    width={28}
                    height={28}
                    loading="lazy"
                    data-fallback={NOT_FOUND_PICTURE}
                    className="size-7 rounded object-cover"
                  />
                ) : null}
                <bdi>{value.name}</bdi>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
