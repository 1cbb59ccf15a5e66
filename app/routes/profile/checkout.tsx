import { Form, Link, type ShouldRevalidateFunctionArgs, useNavigation } from "react-router";
import { CHECKOUT_FORM, AddressBook } from "#app/components/checkout/address-book.tsx";
import { CheckoutOrder } from "#app/components/checkout/checkout-orders.tsx";
import { CheckoutSummary } from "#app/components/checkout/checkout-summary.tsx";
import { DeliveryTerms } from "#app/components/checkout/delivery-terms.tsx";
import { BlockingLines, StayingLines } from "#app/components/checkout/left-lines.tsx";
import { CHECKOUT_PATH } from "#app/components/cart/checkout-link.tsx";
import { ConfirmEmailNotice } from "#app/components/confirm-email-notice.tsx";
import { ActionNotice } from "#app/components/console/action-notice.tsx";
import { PageTitle } from "#app/components/page-title.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { DEFAULT_INCOTERM } from "#core/schemas/checkout.ts";
import type { ActionFailure } from "#core/schemas/field-errors.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/checkout";
import { type CheckoutIntent, loadCheckoutPage, runCheckoutAction } from "./checkout.server.ts";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

/** /profile/shopping/checkout: the signed-in buyer's cart becomes orders; others sign in first. */
export async function loader({ context, url }: Route.LoaderArgs) {
  return loadCheckoutPage(context.get(requestContext), url);
}

export async function action({ context, request }: Route.ActionArgs) {
  return runCheckoutAction(context.get(requestContext), request);
}

/** Read again after a refusal too: "your cart changed" must show the cart as it is now. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" || defaultShouldRevalidate;
}

type Failure = ActionFailure & { intent: CheckoutIntent; addressId: number | null };
const SAVED = ["address-added", "address-saved", "address-removed"];

export default function CheckoutRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const { checkout, addresses, shipTo, editing, saved, emailConfirmed } = loaderData;
  const failure = actionData as Failure | undefined;
  const placing = failure?.intent === "place" ? failure : undefined;
  const addressFailure =
    failure?.intent === "add-address" || failure?.intent === "edit-address" ? failure : undefined;
  const notice =
    placing ??
    (failure?.intent === "remove-address" ? failure : undefined) ??
    (saved && SAVED.includes(saved) && !failure
      ? { ok: true as const, notice: `addresses.saved.${saved}` }
      : undefined);
  const typed = placing?.values;
  const noteSeen = new Set<number>();
  return (
    <section aria-labelledby="checkout-title" aria-busy={busy} className="mx-auto max-w-5xl">
      <PageTitle>{t("checkout.title")}</PageTitle>
      <Link to="/profile/shopping/cart" className="text-sm text-brand-700 hover:underline">
        {t("checkout.backToCart")}
      </Link>
      <h1 id="checkout-title" className="mt-1 text-2xl font-bold">
        {t("checkout.title")}
      </h1>
      <ActionNotice result={notice} />
      {checkout.orders.length === 0 && checkout.blocking.length === 0 ? (
        <div className="mt-2 flex flex-col gap-4">
          <div className="rounded-lg border border-gray-200 bg-white px-4 py-8 text-center">
            <p className="mb-1 text-lg font-semibold">{t("checkout.nothingTitle")}</p>
            <p className="mb-5 text-sm text-gray-600">{t("checkout.errors.nothing")}</p>
            <Link
              to="/profile/shopping/cart"
              className="inline-block rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
            >
              {t("checkout.backToCart")}
            </Link>
          </div>
          <StayingLines lines={checkout.staying} />
        </div>
      ) : (
        <div className="mt-2 grid gap-4 lg:grid-cols-[minmax(0,1fr)_19rem]">
          <div className="flex min-w-0 flex-col gap-4">
            {emailConfirmed ? null : (
              <ConfirmEmailNotice text={t("checkout.confirmEmail")} returnTo={CHECKOUT_PATH} />
            )}
            <BlockingLines lines={checkout.blocking} />
            <AddressBook
              addresses={addresses}
              shipTo={typed?.addressId ? Number(typed.addressId) : shipTo}
              editing={editing}
              failure={addressFailure}
              error={placing?.fields.addressId}
            />
            <Form id={CHECKOUT_FORM} method="post" noValidate className="flex flex-col gap-4">
              <input type="hidden" name="intent" value="place" />
              <input type="hidden" name="cartDigest" value={checkout.digest} />
              <DeliveryTerms
                incoterm={typed?.incoterm || DEFAULT_INCOTERM}
                namedPlace={typed?.namedPlace ?? ""}
                errors={placing?.fields ?? {}}
              />
              <section aria-labelledby="orders-title" className="flex flex-col gap-3">
                <h2 id="orders-title" className="text-lg font-bold">
                  {t("checkout.ordersTitle")}
                </h2>
                {checkout.orders.map((order) => {
                  const first = !noteSeen.has(order.supplier.id);
                  noteSeen.add(order.supplier.id);
                  return (
                    <CheckoutOrder
                      key={`${order.supplier.id}-${order.currency}`}
                      order={order}
                      withNote={first}
                      note={typed?.[`note-${order.supplier.id}`] ?? ""}
                    />
                  );
                })}
              </section>
            </Form>
            <StayingLines lines={checkout.staying} />
          </div>
          <CheckoutSummary
            checkout={checkout}
            blocker={
              !emailConfirmed
                ? "checkout.blockers.email"
                : checkout.blocking.length
                  ? "checkout.blockers.lines"
                  : addresses.length
                    ? null
                    : "checkout.blockers.address"
            }
            formError={placing?.formError}
          />
        </div>
      )}
    </section>
  );
}
