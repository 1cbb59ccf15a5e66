import { Link } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatPercent, formatUnitCount } from "#core/i18n/duration.ts";
import { countryName } from "#core/i18n/format.ts";
import { companyPath, productPath } from "#core/rules/slug.ts";
import type { ProductSummary } from "#core/schemas/search.ts";
import { VerifiedBadge } from "../company/verified-badge.tsx";

/**
 * The supplier on a listing's card, what a buyer weighs before writing: its name, verified badge,
 * country and years on Caravan, how quickly it answers (once it has enough inquiries to tell),
 * and "Contact supplier", which opens the product's inquiry form.
 */
export function CardSupplier({ product }: { product: ProductSummary }) {
  const { t } = useTranslation();
  const lang = useLang();
  const years =
    product.companyYears > 0
      ? t("listing.card.years", { years: formatUnitCount(lang, product.companyYears, "year") })
      : t("listing.card.underAYear");
  return (
    <div className="mt-auto flex flex-col gap-1 pt-1 text-xs text-gray-600" data-card-supplier="">
      <Link
        to={companyPath(product.companyName, product.companyId)}
        dir="auto"
        className="block min-h-6 truncate leading-6 align-page text-gray-700 hover:underline"
      >
        {product.companyName}
      </Link>
      {product.companyVerified ? (
        <p>
          <VerifiedBadge />
        </p>
      ) : null}
      <p>
        <span data-card-country="">{countryName(lang, product.companyCountry)}</span>
        {" · "}
        <span>{years}</span>
      </p>
      {product.responseRate !== null ? (
        <p data-card-response="">
          {t("inquiries.responseShare", { share: formatPercent(lang, product.responseRate) })}
        </p>
      ) : null}
      <Link
        to={productPath(product.name, product.id, true)}
        className="mt-1 inline-flex min-h-9 items-center justify-center rounded-md border border-brand-600 px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        {t("listing.card.contact")}
        {/* Every card has this link: its product tells them apart for screen readers. */}
        <span className="sr-only">
          {" "}
          <bdi>{product.name}</bdi>
        </span>
      </Link>
    </div>
  );
}
