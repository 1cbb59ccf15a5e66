import { Link } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatMoney } from "#core/i18n/format.ts";
import type { CartSupplierGroup as Group } from "#core/schemas/cart.ts";
import { CompanyLogo } from "../company/company-logo.tsx";
import { VerifiedBadge } from "../company/verified-badge.tsx";
import { CartLineItem, type CartLineResult } from "./cart-line-item.tsx";

/** One supplier's part of the cart: who sells (logo, name, link), the lines, and the supplier total. */
export function CartSupplierGroup({ group, posted }: { group: Group; posted: CartLineResult | undefined }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { supplier } = group;
  const titleId = `cart-supplier-${supplier.id}`;
  const blocked = group.lines.some((l) => l.problem !== null && l.problem !== "ask_price");
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-gray-200 bg-white">
      <header className="flex items-center gap-3 border-b border-gray-200 px-3 py-3 sm:px-4">
        <CompanyLogo src={supplier.logo} size={40} className="size-10 flex-none rounded object-contain" />
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
          <h2 id={titleId} className="min-w-0 font-bold break-words">
            <span className="sr-only">{t("product.supplier")}: </span>
            <Link to={supplier.url} dir="auto" className="hover:underline">
              {supplier.name}
            </Link>
          </h2>
          {supplier.isVerified ? <VerifiedBadge /> : null}
        </div>
      </header>
      <ul aria-label={t("cart.linesOf", { name: supplier.name })} className="divide-y divide-gray-200">
        {group.lines.map((line) => (
          <CartLineItem key={line.id} line={line} posted={posted} />
        ))}
      </ul>
      <footer className="flex flex-col items-end gap-1 border-t border-gray-200 bg-gray-50 px-3 py-3 text-end sm:px-4">
        <p>
          <span className="text-gray-700">{t("cart.supplierTotal")}: </span>
          <span className="text-lg font-bold" data-testid="supplier-total">
            {group.totals.length
              ? group.totals.map((total) => formatMoney(lang, total.amount, total.currency)).join(" + ")
              : group.hasAskPrice
                ? t("product.askPrice")
                : "—"}
          </span>
        </p>
        {group.hasAskPrice && group.totals.length ? (
          <p className="text-xs text-gray-600">{t("cart.askPriceNote")}</p>
        ) : null}
        {blocked ? <p className="text-xs text-gray-600">{t("cart.notOrderableNote")}</p> : null}
      </footer>
    </section>
  );
}
