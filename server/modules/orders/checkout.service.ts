import type { Lang } from "#core/i18n/languages.ts";
import { moneyText, currencyDigits } from "#core/rules/money.ts";
import {
  CHECKOUT_ERRORS,
  type CheckoutInput,
  CheckoutSchema,
  type CheckoutView,
  type PlacedOrders,
} from "#core/schemas/checkout.ts";
import { fieldErrors, nulFieldErrors } from "#core/schemas/field-errors.ts";
import { orderNumber } from "#core/schemas/orders.ts";
import { durableTransaction } from "#server/db/durable-transaction.ts";
import type { Db } from "#server/db/connect.ts";
import type { AppDeps } from "#server/deps.ts";
import { AppError } from "#server/lib/errors.ts";
import { requireConfirmedEmail } from "#server/modules/accounts/index.ts";
import { getCart, removeOrderedLines } from "#server/modules/cart/index.ts";
import { isCompanyMember } from "#server/modules/companies/index.ts";
import { getBuyerAddress, shipToOf } from "./buyer-addresses.service.ts";
import { planCheckout, unitPriceE4 } from "./checkout-plan.ts";
import { createOrder } from "./order-create.ts";

type Deps = Pick<AppDeps, "db" | "clock" | "config">;

/** What the checkout page shows: the orders the cart would make, and the lines it would not order. */
export async function getCheckout(db: Db, userId: number, lang: Lang): Promise<CheckoutView> {
  return planCheckout(await getCart(db, userId, lang));
}

/** Parses a checkout from a form or the API: a refusal with every field's message, or the data. */
export function parseCheckoutInput(input: unknown): CheckoutInput {
  const nul = nulFieldErrors(input);
  if (nul) throw new AppError("invalid_data", undefined, nul);
  const parsed = CheckoutSchema.safeParse(input);
  if (!parsed.success) throw new AppError("invalid_data", undefined, fieldErrors(parsed.error));
  return parsed.data;
}

const refuse = (key: string) => new AppError("conflict", key, { form: key });

/**
 * Places the buyer's orders: in one durable transaction the cart is read again and priced again,
 * each supplier's orderable lines become one order per currency (status Created, the supplier's
 * turn), and exactly the ordered lines leave the cart; Ask Price lines stay. Nothing changes when
 * the address is not the buyer's, a line is below its minimum order or no longer sold, a supplier
 * is not visible to buyers or is the buyer's own company, or the cart changed since the buyer
 * looked (`cartDigest`). Buying needs a confirmed e-mail address.
 */
export async function placeOrders(
  deps: Deps,
  userId: number,
  input: unknown,
  lang: Lang,
): Promise<PlacedOrders> {
  const checkout = parseCheckoutInput(input);
  await requireConfirmedEmail(deps, userId);
  const now = deps.clock.now();
  return durableTransaction(deps.db, async (trx) => {
    const address = await getBuyerAddress(trx, userId, checkout.addressId).catch((error: unknown) => {
      throw error instanceof AppError && error.code === "not_found"
        ? new AppError("invalid_data", CHECKOUT_ERRORS.address, { addressId: CHECKOUT_ERRORS.address })
        : error;
    });
    const plan = planCheckout(await getCart(trx, userId, lang));
    const blocker = plan.blocking[0]?.line.problem;
    if (blocker && blocker !== "ask_price") throw refuse(CHECKOUT_ERRORS[blocker]);
    if (!plan.orders.length) throw refuse(CHECKOUT_ERRORS.nothing);
    if (checkout.cartDigest !== undefined && checkout.cartDigest !== plan.digest)
      throw refuse(CHECKOUT_ERRORS.cartChanged);
    const notes = new Map(checkout.notes.map((n) => [n.supplierCompanyId, n.note || null]));
    const placed: PlacedOrders["orders"] = [];
    for (const order of plan.orders) {
      if (await isCompanyMember(trx, order.supplier.id, userId)) throw refuse(CHECKOUT_ERRORS.ownCompany);
      const id = await createOrder(
        trx,
        {
          buyerUserId: userId,
          supplierCompanyId: order.supplier.id,
          origin: "cart",
          createdBy: { side: "buyer", userId },
          currency: order.currency,
          lines: order.lines.map((line) => ({
            productId: line.productId,
            productName: line.productName,
            variations: line.variations,
            unit: line.unit,
            quantity: line.quantity,
            unitPriceE4: unitPriceE4(line),
          })),
          incoterm: checkout.incoterm,
          namedPlace: checkout.namedPlace,
          shipTo: shipToOf(address),
          buyerNote: notes.get(order.supplier.id) ?? null,
          lang,
        },
        now,
        deps.config,
      );
      placed.push({
        id,
        number: orderNumber(id),
        supplierCompanyId: order.supplier.id,
        currency: order.currency,
        goodsTotal: moneyText(order.totalE4, currencyDigits(order.currency)),
        lineCount: order.lines.length,
      });
    }
    await removeOrderedLines(
      trx,
      userId,
      plan.orders.flatMap((o) => o.lines.map((l) => l.id)),
    );
    return { orders: placed, linesLeftInCart: plan.staying.length };
  });
}
