import { useRef, useState } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { initialQuantity, isOrderableQuantity } from "#core/rules/quantity-box.ts";
import type { AddToCartResult } from "#core/schemas/cart.ts";
import { variationField } from "#core/schemas/cart-fields.ts";
import type { ProductDetail } from "#core/schemas/product.ts";
import { CART_PATH } from "#core/urls/account-paths.ts";
import { ConfirmEmailNotice, useNeedsEmailConfirmation } from "../confirm-email-notice.tsx";
import { useHydrated } from "../filter-panel/use-client-state.ts";
import { QuantityBox } from "../quantity-box.tsx";
import { CartAddedDialog } from "./cart-added-dialog.tsx";
import { type VariationChoice, VariationPicker } from "./variation-picker.tsx";

interface Props {
  product: ProductDetail;
  signedIn: boolean;
  /** The page's actionData: this box's answer when it was posted without JavaScript. */
  posted: unknown;
}

const isOwnAnswer = (posted: unknown): posted is AddToCartResult =>
  typeof posted === "object" && posted !== null && (posted as { intent?: unknown }).intent === "add-to-cart";

/** Variations, quantity box, add to cart and its modal. A new product starts afresh. */
export function BuyBox(props: Props) {
  return <BuyBoxForm key={props.product._id} {...props} />;
}

function BuyBoxForm({ product, signedIn, posted }: Props) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  const unconfirmed = useNeedsEmailConfirmation();
  const fetcher = useFetcher<AddToCartResult>();
  const addButton = useRef<HTMLButtonElement>(null);
  const postedAnswer = isOwnAnswer(posted) ? posted : undefined;
  const refill = postedAnswer && !postedAnswer.added ? postedAnswer.values : {};
  const [quantity, setQuantity] = useState(
    () => refill.quantity ?? String(initialQuantity(product.minOrderQuan)),
  );
  const [chosen, setChosen] = useState<VariationChoice>(() =>
    Object.fromEntries(
      product.customVariations.flatMap((v) => {
        const id = Number(refill[variationField(v._id)]);
        return v.values.some((x) => x._id === id) ? [[v._id, id]] : [];
      }),
    ),
  );
  const choose = (variationId: number, valueId: number) =>
    setChosen((current) => ({ ...current, [variationId]: valueId }));

  const { customVariations: variations, isCartAvailable } = product;
  const answer = fetcher.data ?? postedAnswer;
  const busy = fetcher.state !== "idle";
  const allChosen = variations.every((v) => chosen[v._id] !== undefined);
  const ready = signedIn && !unconfirmed && allChosen && isOrderableQuantity(quantity);
  // Before hydration the browser alone runs the form: only signing in (and a confirmed e-mail)
  // can be required then, and the server answers the rest (as it does when JavaScript never comes).
  const disabled = hydrated ? !ready || busy : !signedIn || unconfirmed;
  const failed = answer && !answer.added ? answer : undefined;
  const hints = [
    isCartAvailable && variations.length && !allChosen ? "cart-variation-hint" : null,
    isCartAvailable && !signedIn ? "cart-sign-in" : null,
    isCartAvailable && signedIn && unconfirmed ? "cart-confirm-email" : null,
  ].filter(Boolean);

  if (!isCartAvailable) {
    // Not sold through the cart: the options are shown, the Ask Company and request links do the rest.
    return <VariationPicker variations={variations} chosen={chosen} onChoose={choose} />;
  }

  return (
    <>
      <fetcher.Form method="post" noValidate aria-busy={busy} className="flex flex-col gap-3">
        <input type="hidden" name="intent" value="add-to-cart" />
        <VariationPicker
          variations={variations}
          chosen={chosen}
          onChoose={choose}
          describedBy="cart-variation-hint"
        />
        <div className="flex flex-wrap items-end gap-3">
          <QuantityBox
            id="cart-quantity"
            name="quantity"
            label={t("cart.quantity")}
            value={quantity}
            onChange={setQuantity}
            hydrated={hydrated}
            invalid={Boolean(failed?.fields.quantity) || (hydrated && !isOrderableQuantity(quantity))}
            describedBy={failed?.fields.quantity ? "cart-quantity-error" : undefined}
          />
          <button
            ref={addButton}
            type="submit"
            disabled={disabled}
            aria-describedby={hints.join(" ") || undefined}
            className="min-h-10 rounded-md bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-gray-400"
          >
            {busy ? t("cart.adding") : t("cart.addToCart")}
          </button>
        </div>
        {failed?.fields.quantity ? (
          <p id="cart-quantity-error" role="alert" className="text-sm text-red-700">
            {t(failed.fields.quantity)}
          </p>
        ) : null}
        {variations.length && !allChosen ? (
          <p
            id="cart-variation-hint"
            role={failed?.fields.variations ? "alert" : "status"}
            className="text-sm font-medium text-amber-800"
          >
            {t("cart.selectVariation")}
          </p>
        ) : null}
        {!signedIn ? (
          <p id="cart-sign-in" className="text-sm text-gray-700">
            {t("cart.signInToAdd")}{" "}
            <Link
              to={`/login?returnUrl=${encodeURIComponent(pathname + search)}`}
              className="font-semibold text-brand-700 underline"
            >
              {t("header.signIn")}
            </Link>
          </p>
        ) : null}
        {failed?.formError ? (
          <p role="alert" className="text-sm text-red-700">
            {t(failed.formError)}
          </p>
        ) : null}
        {postedAnswer?.added ? (
          // Without JavaScript there is no modal: the page says so and links on.
          <p
            role="status"
            className="flex flex-wrap gap-x-3 rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900"
          >
            <span>{t("cart.addedTitle")}</span>
            <Link to={CART_PATH} className="font-semibold underline">
              {t("cart.goToCart")}
            </Link>
          </p>
        ) : null}
        <CartAddedDialog
          // Opened once the fetcher is idle, so the add button (disabled while busy) can take focus
          // back when the dialog closes.
          opened={!busy && fetcher.data?.added ? fetcher.data : null}
          quantity={fetcher.data?.added ? fetcher.data.quantity : 0}
          productName={product.name}
          onClose={() => addButton.current?.focus()}
        />
      </fetcher.Form>
      {signedIn && unconfirmed ? (
        // Outside the cart form: the notice brings a form of its own.
        <div id="cart-confirm-email" className="mt-3">
          <ConfirmEmailNotice text={t("cart.confirmEmailToAdd")} returnTo={pathname + search} />
        </div>
      ) : null}
    </>
  );
}
