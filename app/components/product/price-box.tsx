import { Link } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatMoney, formatNumber } from "#core/i18n/format.ts";
import { productPath } from "#core/rules/slug.ts";
import type { ProductDetail } from "#core/schemas/product.ts";

/**
 * The price (USD per packaging unit) or Ask Price, the MOQ, and the price tiers
 * as boxes "≥ N pieces" with their dollar price.
 */
export function PriceBox({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const unit = t(`units.${product.fobUnit}`, { defaultValue: t("units.piece") });
  const hasPrice = (product.fobPriceMin ?? 0) > 0;
  return (
    <div className="flex flex-col gap-3">
      {hasPrice ? (
        <p className="text-2xl font-bold">
          {product.fobPriceMax && product.fobPriceMax > product.fobPriceMin!
            ? t("product.priceRange", {
                min: formatMoney(lang, product.fobPriceMin!, "USD"),
                max: formatMoney(lang, product.fobPriceMax, "USD"),
              })
            : formatMoney(lang, product.fobPriceMin!, "USD")}{" "}
          <span className="text-base font-normal text-gray-600">/ {unit}</span>
        </p>
      ) : (
        <Link
          to={productPath(product.name, product._id, true)}
          className="self-start rounded-md border border-brand-600 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t("product.askPrice")}
        </Link>
      )}
      {product.minOrderQuan ? (
        <p className="text-sm text-gray-700">
          {t("product.moq", {
            quantity: formatNumber(lang, product.minOrderQuan),
            unit: t(`units.${product.minOrderUnit}`, { defaultValue: unit }),
          })}
        </p>
      ) : null}
      {product.pricePerQuantity.length ? (
        <ul className="flex flex-wrap gap-2" aria-label={t("productPage.tiers")}>
          {product.pricePerQuantity.map((tier) => (
            <li
              key={tier.minimumQuantity}
              className="rounded-md border border-gray-200 bg-gray-50 px-3 py-2 text-center"
            >
              <p className="text-xs text-gray-600">
                {t("productPage.tierFrom", { quantity: formatNumber(lang, tier.minimumQuantity), unit })}
              </p>
              <p className="font-bold">{formatMoney(lang, tier.fobPrice, "USD")}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
