import { JsonLd } from "~/components/json-ld.tsx";
import { useTranslation } from "~/i18n/react.tsx";
import { useSiteOrigin } from "~/lib/site-origin.ts";
import { companyPath, productPath } from "~/lib/slug.ts";
import { productData } from "~/lib/structured-data.ts";
import type { ProductDetail } from "~/schemas/product.ts";

/** schema.org Product of the page: price tiers as offers, or "price on request". */
export function ProductStructuredData({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const origin = useSiteOrigin();
  const unit = t(`units.${product.fobUnit}`, { defaultValue: t("units.piece") });
  const fromPrice = product.fobPriceMin ?? 0;
  return (
    <JsonLd
      data={productData(
        {
          url: origin + productPath(product.name, product._id),
          name: product.name,
          images: product.pictures.map((p) => origin + p),
          brand: product.brand,
          sku: product._id,
          seller: {
            name: product.company.name,
            url: origin + companyPath(product.company.name, product.company._id),
          },
          currency: "USD",
          tiers:
            product.pricePerQuantity.length > 0
              ? product.pricePerQuantity.map((tier) => ({
                  minQuantity: tier.minimumQuantity,
                  price: tier.fobPrice,
                }))
              : fromPrice > 0
                ? [{ minQuantity: product.minOrderQuan ?? 1, price: fromPrice }]
                : [],
          unit,
        },
        t("productPage.priceOnRequest"),
      )}
    />
  );
}
