import { Link } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import type { CartView } from "#core/schemas/cart.ts";

export const CHECKOUT_PATH = "/profile/shopping/checkout";

/**
 * Why the cart cannot go to checkout now: nothing in it can be ordered, or some line must be
 * changed or removed first (checkout refuses a cart with such a line). Ask Price lines never
 * block: they stay in the cart.
 */
export function checkoutBlocker(cart: CartView): string | null {
  const lines = cart.groups.flatMap((g) => g.lines);
  if (!lines.some((l) => l.orderable)) return "cart.checkoutNothing";
  if (lines.some((l) => l.problem !== null && l.problem !== "ask_price")) return "cart.checkoutFixLines";
  return null;
}

/** The cart's way on: Checkout, or the same button disabled with the reason under it. */
export function CheckoutLink({ cart }: { cart: CartView }) {
  const { t } = useTranslation();
  const blocker = checkoutBlocker(cart);
  const look = "inline-flex min-h-11 items-center justify-center rounded-md px-6 font-semibold";
  return (
    <div className="flex flex-col items-stretch gap-2 sm:items-end">
      {blocker ? (
        <button
          type="button"
          disabled
          aria-describedby="checkout-blocker"
          className={`${look} cursor-not-allowed bg-gray-200 text-gray-600`}
        >
          {t("cart.checkout")}
        </button>
      ) : (
        <Link to={CHECKOUT_PATH} className={`${look} bg-brand-600 text-white hover:bg-brand-700`}>
          {t("cart.checkout")}
        </Link>
      )}
      {blocker ? (
        <p id="checkout-blocker" className="text-sm text-gray-700 sm:text-end">
          {t(blocker)}
        </p>
      ) : null}
    </div>
  );
}
