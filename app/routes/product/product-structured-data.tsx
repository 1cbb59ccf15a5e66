import { JsonLd } from "#app/components/json-ld.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useSiteOrigin } from "#app/lib/site-origin.ts";
import { breadcrumbData, IN_STOCK, plainText, productData } from "#app/lib/structured-data.ts";
import { categoryPath, companyPath, productPath } from "#core/rules/slug.ts";
import type { CommentInfo } from "#core/schemas/comments.ts";
import type { ProductDetail } from "#core/schemas/product.ts";

/**
 * schema.org Product of the page (price tiers as offers; none for Ask Price, as the page shows
 * no price) and the category trail the page's breadcrumb shows, as a BreadcrumbList.
 */
export function ProductStructuredData({
  product,
  ratings,
}: {
  product: ProductDetail;
  ratings: CommentInfo;
}) {
  const { t } = useTranslation();
  const origin = useSiteOrigin();
  const url = origin + productPath(product.name, product._id);
  const unit = t(`units.${product.fobUnit}`, { defaultValue: t("units.piece") });
  // The page shows Ask Price unless the product's price is above 0; the data says what the page says.
  const fromPrice = product.fobPriceMin ?? 0;
  const tiers =
    fromPrice <= 0
      ? []
      : product.pricePerQuantity.length > 0
        ? product.pricePerQuantity.map((tier) => ({
            minQuantity: tier.minimumQuantity,
            price: tier.fobPrice,
          }))
        : [{ minQuantity: product.minOrderQuan ?? 1, price: fromPrice }];
  const description = product.description.long ? plainText(product.description.long) : "";
  const trail = [
    { name: t("listing.home"), url: `${origin}/` },
    ...product.categories.map((c) => ({
      name: c.name,
      url: origin + categoryPath(c.name, c.id, c.hasChildren),
    })),
    { name: product.name, url },
  ];
  // Two scripts, the product first: each a complete description of its own.
  return (
    <>
      <JsonLd
        data={productData({
          url,
          name: product.name,
          description: description || null,
          images: product.pictures.map((p) => origin + p),
          brand: product.brand,
          sku: product._id,
          seller: {
            name: product.company.name,
            url: origin + companyPath(product.company.name, product.company._id),
          },
          currency: product.fobCurrency || "USD",
          tiers,
          unit,
          availability: IN_STOCK,
          rating: { average: ratings.averageStar, count: ratings.commentNumber },
        })}
      />
      <JsonLd data={breadcrumbData(trail)} />
    </>
  );
}
