import { Form, Link } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { countryName, isolate } from "#core/i18n/format.ts";
import type { BuyerAddress } from "#core/schemas/buyer-address.ts";
import type { ActionFailure } from "#core/schemas/field-errors.ts";
import { AddressForm } from "./address-form.tsx";

/** The checkout form the address choice belongs to (the choice sits outside it, beside the address forms). */
export const CHECKOUT_FORM = "checkout-form";

/** An address as a label on a parcel: one line per part, the country in the reader's language (the phone apart). */
export function addressLines(a: BuyerAddress, lang: Parameters<typeof countryName>[0]): string[] {
  return [
    [a.recipient, a.company].filter(Boolean).join(", "),
    [a.line1, a.line2].filter(Boolean).join(", "),
    [a.postalCode, a.city, a.region].filter(Boolean).join(" "),
    countryName(lang, a.country),
  ].filter(Boolean);
}

interface Props {
  addresses: BuyerAddress[];
  shipTo: number | null;
  /** The address whose form is open, "new" for the add form. */
  editing: number | "new" | null;
  /** A refused address form (it opens again with what was typed). */
  failure: (ActionFailure & { intent: string; addressId: number | null }) | undefined;
  /** The place form's message for the choice (none chosen, not one's own). */
  error: string | undefined;
}

/**
 * Ship to: the saved addresses to choose from (the default chosen first), each to change or
 * remove, and a form to add one, all on the checkout page and without JavaScript.
 */
export function AddressBook({ addresses, shipTo, editing, failure, error }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const keep = shipTo ? `ship=${shipTo}` : "";
  const refusedEdit = failure?.intent === "edit-address" ? failure.addressId : null;
  const open = failure?.intent === "add-address" ? "new" : (refusedEdit ?? editing);
  const edited = typeof open === "number" ? addresses.find((a) => a.id === open) : undefined;
  return (
    <section aria-labelledby="ship-to-title" className="rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="ship-to-title" className="text-lg font-bold">
        {t("checkout.shipTo")}
      </h2>
      {addresses.length ? (
        <fieldset className="mt-2" aria-describedby={error ? "addressId-error" : undefined}>
          <legend className="sr-only">{t("checkout.chooseAddress")}</legend>
          <ul className="grid gap-3 sm:grid-cols-2">
            {addresses.map((a) => (
              <li
                key={a.id}
                className="flex flex-col rounded-md border border-gray-200 has-checked:border-brand-600 has-checked:ring-1 has-checked:ring-brand-600"
              >
                <label className="flex flex-1 cursor-pointer gap-3 p-3">
                  <input
                    type="radio"
                    name="addressId"
                    value={a.id}
                    form={CHECKOUT_FORM}
                    defaultChecked={a.id === shipTo}
                    required
                    className="mt-1 size-4 flex-none"
                  />
                  <span className="min-w-0 text-sm break-words">
                    <span className="flex flex-wrap items-center gap-2">
                      <bdi className="font-semibold">{a.label}</bdi>
                      {a.isDefault ? (
                        <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs text-gray-700">
                          {t("addresses.default")}
                        </span>
                      ) : null}
                    </span>
                    {addressLines(a, lang).map((line) => (
                      <span key={line} className="block text-gray-700">
                        <bdi>{line}</bdi>
                      </span>
                    ))}
                    {a.phone ? (
                      <span className="block text-gray-700">
                        <bdi dir="ltr">{a.phone}</bdi>
                      </span>
                    ) : null}
                  </span>
                </label>
                <div className="flex items-center gap-4 border-t border-gray-100 px-3 py-1">
                  <Link
                    to={`?edit=${a.id}&ship=${a.id}`}
                    preventScrollReset
                    aria-label={t("addresses.editLabel", { label: isolate(a.label) })}
                    className="min-h-9 content-center text-sm font-semibold text-brand-700 hover:underline"
                  >
                    {t("addresses.edit")}
                  </Link>
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="intent" value="remove-address" />
                    <input type="hidden" name="addressId" value={a.id} />
                    <button
                      type="submit"
                      aria-label={t("addresses.removeLabel", { label: isolate(a.label) })}
                      className="min-h-9 text-sm font-semibold text-red-700 hover:underline"
                    >
                      {t("addresses.remove")}
                    </button>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
          {error ? (
            <p id="addressId-error" role="alert" className="mt-2 text-sm text-red-700">
              {t(error)}
            </p>
          ) : null}
        </fieldset>
      ) : (
        <p className="mt-1 text-sm text-gray-700">{t("checkout.noAddress")}</p>
      )}
      {open === "new" ? (
        <AddressForm
          address={undefined}
          failure={failure?.intent === "add-address" ? failure : undefined}
          cancelTo={addresses.length ? `?${keep}` : undefined}
        />
      ) : edited ? (
        <AddressForm
          key={edited.id}
          address={edited}
          failure={refusedEdit === edited.id ? failure : undefined}
          cancelTo={`?${keep}`}
        />
      ) : (
        <Link
          to={`?add=1${keep ? `&${keep}` : ""}`}
          preventScrollReset
          className="mt-3 inline-flex min-h-10 items-center rounded-md border border-brand-600 px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t("addresses.addAnother")}
        </Link>
      )}
    </section>
  );
}
