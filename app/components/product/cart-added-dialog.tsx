import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatNumber } from "#core/i18n/format.ts";
import { CART_PATH } from "#core/urls/account-paths.ts";

/**
 * After a successful add to cart, a modal offers Keep Shopping (closes it) or Go
 * To Cart. A native modal dialog: focus moves into it, Escape closes it, the page behind is inert,
 * and focus returns to the add button when it closes. `opened` changes for every success.
 */
export function CartAddedDialog({
  opened,
  quantity,
  productName,
  onClose,
}: {
  opened: unknown;
  quantity: number;
  productName: string;
  /** Where focus goes back to (the add button was disabled while sending, so the browser cannot tell). */
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (opened && !dialog.current?.open) dialog.current?.showModal();
  }, [opened]);
  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby="cart-added-title"
      aria-describedby="cart-added-text"
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-lg border border-gray-200 bg-white p-5 text-ink shadow-xl backdrop:bg-black/40"
    >
      <h2 id="cart-added-title" className="mb-2 flex items-center gap-2 text-lg font-bold">
        <span aria-hidden="true" className="text-green-700">
          ✓
        </span>
        {t("cart.addedTitle")}
      </h2>
      <p id="cart-added-text" className="mb-5 text-sm text-gray-700">
        {t("cart.addedText", { quantity: formatNumber(lang, quantity), name: `\u2068${productName}\u2069` })}
      </p>
      <div className="flex flex-wrap justify-end gap-3">
        <button
          type="button"
          // biome-ignore lint/a11y/noAutofocus: the modal's first action takes focus, as dialogs should
          autoFocus
          onClick={() => dialog.current?.close()}
          className="min-h-10 rounded-md border border-gray-300 px-4 py-2 font-semibold hover:bg-gray-50"
        >
          {t("cart.keepShopping")}
        </button>
        <Link
          to={CART_PATH}
          className="min-h-10 rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          {t("cart.goToCart")}
        </Link>
      </div>
    </dialog>
  );
}
