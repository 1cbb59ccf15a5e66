import { useEffect, useState } from "react";
import { Link, useFetcher } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { NOT_FOUND_PICTURE } from "#app/lib/default-images.ts";
import { useLang } from "#app/lib/use-lang.ts";
import { formatMoney, formatNumber } from "#core/i18n/format.ts";
import { isOrderableQuantity, toQuantity } from "#core/rules/quantity-box.ts";
import type { CartLineView } from "#core/schemas/cart.ts";
import type { ActionFailure } from "#core/schemas/field-errors.ts";
import { useHydrated } from "../filter-panel/use-client-state.ts";
import { thumbnail } from "../product-card.tsx";
import { QuantityBox } from "../quantity-box.tsx";

/** The cart page's answer to a line's form (fetcher data, or actionData without JavaScript). */
export type CartLineResult =
  | { intent: "update-quantity" | "remove-line"; ok: true; lineId: number }
  | (ActionFailure & { intent: "update-quantity" | "remove-line"; lineId: number | null });

/**
 * One cart line: picture, name, chosen options, the unit price its quantity reaches (or Ask
 * Price), a quantity form and a remove form (plain posts without JavaScript), and the line total.
 */
export function CartLineItem({ line, posted }: { line: CartLineView; posted: CartLineResult | undefined }) {
  const { t } = useTranslation();
  const lang = useLang();
  const hydrated = useHydrated();
  const update = useFetcher<CartLineResult>();
  const remove = useFetcher<CartLineResult>();
  const [quantity, setQuantity] = useState(String(line.quantity));
  // The saved quantity wins whenever it changes (after an update, or another tab's).
  useEffect(() => setQuantity(String(line.quantity)), [line.quantity]);

  const own = (r: CartLineResult | undefined) => (r && r.lineId === line.id ? r : undefined);
  const answer = own(update.data) ?? own(remove.data) ?? own(posted);
  const failed = answer && !answer.ok ? answer : undefined;
  const updating = update.state !== "idle";
  const removing = remove.state !== "idle";
  const unit = t(`units.${line.unit}`, { defaultValue: t("units.piece") });
  const unchanged = toQuantity(quantity) === line.quantity;
  const quantityId = `quantity-${line.id}`;
  const price = (amount: number) => formatMoney(lang, amount, line.currency);

  return (
    <li
      aria-busy={updating || removing}
      className={`grid grid-cols-[4.5rem_minmax(0,1fr)] gap-3 p-3 sm:grid-cols-[4.5rem_minmax(0,1fr)_auto] sm:p-4 ${removing ? "opacity-50" : ""}`}
    >
      <img
        src={thumbnail(line.picture)}
        alt=""
        width={72}
        height={72}
        loading="lazy"
        data-fallback={NOT_FOUND_PICTURE}
        className="size-18 rounded-md border border-gray-200 object-cover"
      />
      <div className="min-w-0">
        {line.available ? (
          <Link to={line.productUrl} dir="auto" className="font-semibold break-words hover:underline">
            {line.productName}
          </Link>
        ) : (
          <p dir="auto" className="font-semibold break-words">
            {line.productName}
          </p>
        )}
        {line.variations.length ? (
          <p className="text-sm text-gray-600">
            {line.variations.map((v) => (
              <bdi key={v.name} className="me-3 inline-block">
                {v.name}: {v.value}
              </bdi>
            ))}
          </p>
        ) : null}
        <p className="mt-1 text-sm">
          <span className="text-gray-600">{t("cart.unitPrice")}: </span>
          {line.unitPrice === null ? (
            <span className="font-semibold">{t("product.askPrice")}</span>
          ) : (
            <>
              <span className="font-semibold whitespace-nowrap" data-testid="unit-price">
                {t("product.pricePer", { price: price(line.unitPrice), unit })}
              </span>{" "}
              {line.tierMinimumQuantity !== null ? (
                <span className="whitespace-nowrap text-gray-600">
                  (
                  {t("productPage.tierFrom", {
                    quantity: formatNumber(lang, line.tierMinimumQuantity),
                    unit,
                  })}
                  )
                </span>
              ) : null}
            </>
          )}
        </p>
        <p className="text-sm text-gray-600" data-testid="moq">
          {t("product.moq", { quantity: formatNumber(lang, line.minOrderQuantity), unit })}
        </p>
        <LineProblem line={line} unit={unit} />
      </div>
      <div className="col-span-2 flex flex-col gap-2 sm:col-span-1 sm:items-end">
        <update.Form method="post" noValidate className="flex items-end gap-2">
          <input type="hidden" name="intent" value="update-quantity" />
          <input type="hidden" name="lineId" value={line.id} />
          <QuantityBox
            id={quantityId}
            name="quantity"
            label={t("cart.quantityOf", { name: line.productName })}
            labelHidden
            value={quantity}
            onChange={setQuantity}
            hydrated={hydrated}
            invalid={Boolean(failed?.fields.quantity) || !isOrderableQuantity(quantity)}
            describedBy={failed?.fields.quantity ? `${quantityId}-error` : undefined}
          />
          <button
            type="submit"
            disabled={hydrated && (updating || unchanged || !isOrderableQuantity(quantity))}
            aria-label={t("cart.updateLabel", { name: line.productName })}
            className="min-h-10 rounded-md border border-brand-600 px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-gray-300 disabled:text-gray-500 disabled:hover:bg-transparent"
          >
            {updating ? t("cart.updating") : t("cart.update")}
          </button>
        </update.Form>
        {failed?.fields.quantity ? (
          <p id={`${quantityId}-error`} role="alert" className="text-sm text-red-700">
            {t(failed.fields.quantity)}
          </p>
        ) : null}
        {failed?.formError ? (
          <p role="alert" className="text-sm text-red-700">
            {t(failed.formError)}
          </p>
        ) : null}
        {answer?.ok && answer.intent === "update-quantity" && !updating && unchanged ? (
          <p role="status" className="text-sm text-green-800">
            {t("cart.updated")}
          </p>
        ) : null}
        <div className="flex items-center justify-between gap-3 sm:justify-end">
          <p className="text-sm">
            <span className="text-gray-600">{t("cart.lineTotal")}: </span>
            <span
              className={`text-base font-bold whitespace-nowrap ${line.orderable ? "" : "text-gray-500"}`}
              data-testid="line-total"
            >
              {line.lineTotal === null ? t("product.askPrice") : price(line.lineTotal)}
            </span>
          </p>
          <remove.Form method="post">
            <input type="hidden" name="intent" value="remove-line" />
            <input type="hidden" name="lineId" value={line.id} />
            <button
              type="submit"
              disabled={removing}
              aria-label={t("cart.removeLabel", { name: line.productName })}
              className="min-h-10 rounded-md px-2 py-2 text-sm font-semibold text-red-700 underline-offset-2 hover:underline disabled:opacity-60"
            >
              {removing ? t("cart.removing") : t("cart.remove")}
            </button>
          </remove.Form>
        </div>
      </div>
    </li>
  );
}

/** Why the line cannot be ordered now, in words: what to do about it, or that it stays (Ask Price). */
function LineProblem({ line, unit }: { line: CartLineView; unit: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (line.problem === null) return null;
  if (line.problem === "ask_price")
    return <p className="mt-1 text-sm text-gray-700">{t("cart.problems.ask_price")}</p>;
  return (
    <p className="mt-1 text-sm font-medium text-red-700" data-testid="line-problem">
      {t(line.problem === "unavailable" ? "cart.unavailable" : `cart.problems.${line.problem}`, {
        quantity: formatNumber(lang, line.minOrderQuantity),
        unit,
      })}
    </p>
  );
}
