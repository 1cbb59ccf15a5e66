import { Link } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatNumber } from "#core/i18n/format.ts";
import type { CheckoutLeftLine } from "#core/schemas/checkout.ts";

const CART = "/profile/shopping/cart";

/** Lines that must be changed or removed in the cart before checkout: each with its reason. */
export function BlockingLines({ lines }: { lines: CheckoutLeftLine[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (!lines.length) return null;
  return (
    <section
      aria-labelledby="blocking-title"
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900"
    >
      <h2 id="blocking-title" className="font-bold">
        {t("checkout.blockingTitle")}
      </h2>
      <ul className="mt-2 list-disc space-y-1 ps-5">
        {lines.map(({ supplierName, line }) => {
          const unit = t(`units.${line.unit}`, { defaultValue: t("units.piece") });
          const reason =
            line.problem === "unavailable"
              ? "cart.unavailable"
              : `cart.problems.${line.problem ?? "unavailable"}`;
          return (
            <li key={line.id}>
              <bdi className="font-semibold">{line.productName}</bdi> · <bdi>{supplierName}</bdi>
              <span className="block">
                {t(reason, { quantity: formatNumber(lang, line.minOrderQuantity), unit })}
              </span>
            </li>
          );
        })}
      </ul>
      <Link
        to={CART}
        className="mt-3 inline-flex min-h-10 items-center rounded-md bg-white px-4 font-semibold text-red-800 ring-1 ring-red-300 hover:bg-red-100"
      >
        {t("checkout.backToCart")}
      </Link>
    </section>
  );
}

/** Ask Price lines: they stay in the cart, not ordered, for the supplier to quote. */
export function StayingLines({ lines }: { lines: CheckoutLeftLine[] }) {
  const { t } = useTranslation();
  if (!lines.length) return null;
  return (
    <section
      aria-labelledby="staying-title"
      className="rounded-lg border border-gray-200 bg-white p-4 text-sm"
    >
      <h2 id="staying-title" className="font-semibold">
        {t("checkout.stayingTitle")}
      </h2>
      <p className="text-gray-600">{t("checkout.stayingText")}</p>
      <ul className="mt-2 list-disc space-y-1 ps-5 text-gray-800">
        {lines.map(({ supplierName, line }) => (
          <li key={line.id}>
            <Link to={line.productUrl} dir="auto" className="hover:underline">
              {line.productName}
            </Link>{" "}
            · <bdi className="text-gray-600">{supplierName}</bdi>
          </li>
        ))}
      </ul>
    </section>
  );
}
