import { data, redirect } from "react-router";
import { parseId } from "#core/schemas/id.ts";
import { formFailure } from "#server/lib/form-response.ts";
import {
  addBuyerAddress,
  getCheckout,
  listBuyerAddresses,
  placeOrders,
  removeBuyerAddress,
  updateBuyerAddress,
} from "#server/modules/orders/index.ts";
import type { RequestContext } from "#server/request-context.ts";

export const CHECKOUT = "/profile/shopping/checkout";
/** Where a buyer goes once the orders are placed (the page of their orders). */
export const ORDERS = "/profile/orders";
const LOGIN = `/login?returnUrl=${encodeURIComponent(CHECKOUT)}`;

export const CHECKOUT_INTENTS = ["place", "add-address", "edit-address", "remove-address"] as const;
export type CheckoutIntent = (typeof CHECKOUT_INTENTS)[number];
/** The fields of the place form that carry a note to one supplier: `note-<company id>`. */
export const NOTE_FIELD = /^note-(\d{1,10})$/;

function signedIn(ctx: RequestContext) {
  if (!ctx.user) throw redirect(LOGIN);
  return ctx.user;
}

/**
 * The checkout page: the orders the cart would make, the saved addresses with the one to ship to
 * (`?ship=`, else the default) and which address form is open (`?edit=<id>`, `?add`, or the add
 * form when there is no address yet).
 */
export async function loadCheckoutPage(ctx: RequestContext, url: URL) {
  const user = signedIn(ctx);
  const [checkout, addresses] = await Promise.all([
    getCheckout(ctx.deps.db, user.id, ctx.lang),
    listBuyerAddresses(ctx.deps.db, user.id),
  ]);
  const own = (param: string | null) => {
    const id = parseId(param ?? undefined);
    return addresses.some((a) => a.id === id) ? id : undefined;
  };
  const editing: number | "new" | null =
    own(url.searchParams.get("edit")) ?? (url.searchParams.has("add") || !addresses.length ? "new" : null);
  return {
    checkout,
    addresses,
    shipTo: own(url.searchParams.get("ship")) ?? addresses.find((a) => a.isDefault)?.id ?? null,
    editing,
    saved: url.searchParams.get("saved"),
    emailConfirmed: user.emailConfirmed,
  };
}

const back = (query: string) => redirect(`${CHECKOUT}?${query}`, 303);

/**
 * The page's forms, told apart by `intent`: place the orders (then the orders page), or add,
 * change or remove a saved address (then this page again, the address chosen). A refusal comes
 * back to the form that was sent, with what was typed.
 */
export async function runCheckoutAction(ctx: RequestContext, request: Request) {
  const user = signedIn(ctx);
  const form = await request.formData().catch(() => new FormData());
  const values = Object.fromEntries(
    [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  const intent = values.intent as CheckoutIntent;
  if (!CHECKOUT_INTENTS.includes(intent)) throw data(null, { status: 400 });
  const addressId = parseId(values.addressId) ?? null;
  try {
    if (intent === "place") {
      const notes = Object.entries(values).flatMap(([field, note]) => {
        const match = NOTE_FIELD.exec(field);
        return match && note.trim() ? [{ supplierCompanyId: Number(match[1]), note }] : [];
      });
      const placed = await placeOrders(
        ctx.deps,
        user.id,
        {
          addressId: values.addressId ?? "",
          incoterm: values.incoterm ?? "",
          namedPlace: values.namedPlace ?? "",
          notes,
          cartDigest: values.cartDigest || undefined,
        },
        ctx.lang,
      );
      return redirect(`${ORDERS}?placed=${placed.orders.length}`, 303);
    }
    if (intent === "add-address") {
      const added = await addBuyerAddress(ctx.deps, user.id, values);
      return back(`ship=${added.id}&saved=address-added`);
    }
    if (addressId === null) throw data(null, { status: 404 });
    if (intent === "edit-address") {
      await updateBuyerAddress(ctx.deps, user.id, addressId, values);
      return back(`ship=${addressId}&saved=address-saved`);
    }
    await removeBuyerAddress(ctx.deps, user.id, addressId);
    return back("saved=address-removed");
  } catch (error) {
    return formFailure(error, values, { extra: { intent, addressId } });
  }
}
