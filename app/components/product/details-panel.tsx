import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { countryName, formatList, formatNumber } from "#core/i18n/format.ts";
import type { ProductDetail } from "#core/schemas/product.ts";
import { InfoTable } from "../company/info-table.tsx";

/** Product Details tab: quick details, packaging and delivery, specifications. */
export function DetailsPanel({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const lang = useLang();
  const unit = t(`units.${product.fobUnit}`, { defaultValue: t("units.piece") });
  const description = product.description.long;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <InfoTable
        caption={t("productPage.quickDetails")}
        rows={[
          [t("productPage.fields.brand"), product.brand],
          [t("productPage.fields.origin"), countryName(lang, product.placeOfOrigin)],
          [
            t("productPage.fields.packaging"),
            product.packaging && t(`packaging.${product.packaging}`, { defaultValue: product.packaging }),
          ],
          ...product.variations.map(
            ({ group, options }) => [group, formatList(lang, options)] as [string, string],
          ),
          [
            t("productPage.fields.capacity"),
            product.productionCapacity !== null &&
              `${formatNumber(lang, product.productionCapacity)} ${t(`units.${product.productionCapUnit ?? product.fobUnit}`, { defaultValue: unit })} ${t(`capacityTimes.${product.productionCapTime ?? "month"}`)}`,
          ],
          [
            t("productPage.fields.paymentTerms"),
            product.paymentTerms.length > 0 &&
              formatList(
                lang,
                product.paymentTerms.map((p) => t(`paymentTypes.${p}`, { defaultValue: p })),
              ),
          ],
        ]}
      />
      <InfoTable
        caption={t("productPage.packagingDelivery")}
        rows={[
          [t("productPage.fields.packagingDetails"), product.packagingDetails],
          [
            t("productPage.fields.deliveryTime"),
            product.deliveryTime !== null &&
              t("productPage.days", { formatted: formatNumber(lang, product.deliveryTime) }),
          ],
        ]}
      />
      {description ? (
        <div className="lg:col-span-2">
          <h2 className="mb-2 text-base font-semibold">{t("productPage.specifications")}</h2>
          <div
            className="rich-text text-sm"
            lang={product.textLang !== lang ? product.textLang : undefined}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server, h1/h2 removed
            dangerouslySetInnerHTML={{ __html: description }}
          />
        </div>
      ) : null}
    </div>
  );
}
