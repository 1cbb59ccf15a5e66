import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatUnitCount } from "#core/i18n/duration.ts";
import { formatMoney, formatNumber } from "#core/i18n/format.ts";
import type { ProductSummary } from "#core/schemas/search.ts";

/**
 * What the list view adds to a card, for buyers comparing offers line by line: the price at each
 * quantity, the lead time and the product's approved certificates. The grid keeps to the picture,
 * price and supplier.
 */
export function CardDetails({ product, unit }: { product: ProductSummary; unit: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div className="flex flex-col gap-1.5 text-xs text-gray-700" data-card-details="">
      {product.priceTiers.length ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={t("productPage.tiers")}>
          {product.priceTiers.map((tier) => (
            <li key={tier.minQuantity} className="rounded border border-gray-200 bg-gray-50 px-2 py-1">
              <span className="text-gray-600">
                {t("productPage.tierFrom", { quantity: formatNumber(lang, tier.minQuantity), unit })}
              </span>{" "}
              <span className="font-semibold text-ink">{formatMoney(lang, tier.price, "USD")}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {product.leadTimeDays ? (
        <p>{t("listing.card.leadTime", { days: formatUnitCount(lang, product.leadTimeDays, "day") })}</p>
      ) : null}
      {product.certifications.length ? (
        <div className="flex flex-wrap items-center gap-1">
          <span>{t("listing.card.certificates")}</span>
          <ul className="flex flex-wrap gap-1">
            {product.certifications.map((name) => (
              <li key={name} className="rounded bg-green-50 px-1.5 py-0.5 font-medium text-green-800">
                <bdi>{name}</bdi>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
