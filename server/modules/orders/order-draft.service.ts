import { isLang, type Lang } from "#core/i18n/languages.ts";
import { unitPriceFor } from "#core/rules/cart-pricing.ts";
import { moneyText, numberToE4 } from "#core/rules/money.ts";
import { DRAFT_ERRORS, type OrderDraft } from "#core/schemas/order-draft.ts";
import { PRODUCT_UNITS } from "#core/schemas/purchase-request-rules.ts";
import { durableTransaction } from "#server/db/durable-transaction.ts";
import type { AppDeps } from "#server/deps.ts";
import { AppError } from "#server/lib/errors.ts";
import type { Actor } from "#server/modules/accounts/index.ts";
import { requireCan } from "#server/modules/companies/index.ts";
import { type DealForOrder, findDealForOrder } from "#server/modules/deals/index.ts";
import { findCompanyPriceList, type PriceListProduct } from "#server/modules/products/index.ts";
import { createOrder } from "./order-create.ts";
import { findCompanyPaymentDetails } from "./payment-details.repo.ts";

type Deps = Pick<AppDeps, "db" | "clock" | "config">;

export const NO_BUYER_ACCOUNT = "supplier.orderDraft.errors.noBuyerAccount";

/** What the draft form shows: the inquiry, the company's products to choose from, and whether it can be paid. */
export interface OrderDraftContext {
  deal: DealForOrder;
  products: PriceListProduct[];
  hasBankDetails: boolean;
}

/**
 * The inquiry a member drafts an order from, with the company's products. Only members who may
 * manage orders; an inquiry of another company, or none, is not found.
 */
export async function loadOrderDraft(
  deps: Deps,
  actor: Actor,
  companyId: number,
  dealId: number,
  lang: Lang,
): Promise<OrderDraftContext> {
  await requireCan(deps.db, actor, "orders.manage", companyId);
  const deal = await findDealForOrder(deps.db, companyId, dealId, lang);
  if (!deal) throw new AppError("not_found");
  const [products, bank] = await Promise.all([
    findCompanyPriceList(deps.db, companyId, lang),
    findCompanyPaymentDetails(deps.db, companyId),
  ]);
  return { deal, products, hasBankDetails: bank !== undefined };
}

/** A price as the form's decimal text: at least 2 decimals, up to the 4 prices are kept with. */
function priceText(value: number): string {
  const text = moneyText(numberToE4(value), 4);
  return text.replace(/(\.\d\d\d?)0+$/, "$1").replace(/(\.\d\d)0$/, "$1");
}

/**
 * "Fill from my product": each row with one of the company's products gets the price of the tier
 * its quantity reaches (else the product's lowest price) and the product's unit; the currency
 * follows the products when they share one. The name is left to the product (the buyer reads it
 * in their language) unless one was typed. Rows without a product, or whose product has no price,
 * are left as they are.
 */
export function fillFromProducts(
  values: Record<string, string>,
  products: PriceListProduct[],
): Record<string, string> {
  const byId = new Map(products.map((p) => [String(p.id), p]));
  const filled = { ...values };
  const currencies = new Set<string>();
  for (const key of Object.keys(values)) {
    const match = /^lines\.(\d+)\.product$/.exec(key);
    const product = match ? byId.get(values[key] ?? "") : undefined;
    if (!match || !product) continue;
    const row = `lines.${match[1]}`;
    const quantity = Number(values[`${row}.quantity`]);
    const price = unitPriceFor(product, Number.isSafeInteger(quantity) && quantity > 0 ? quantity : 1);
    if (price !== null) filled[`${row}.unitPrice`] = priceText(price);
    if (product.unit && (PRODUCT_UNITS as readonly string[]).includes(product.unit))
      filled[`${row}.unit`] = product.unit;
    currencies.add(product.currency);
  }
  if (currencies.size === 1) filled.currency = [...currencies][0]!;
  return filled;
}

/**
 * Saves the draft as an order proposed to the inquiry's buyer, who confirms or declines it: made
 * by the supplier side, from the inquiry, priced exactly as typed. The buyer must have an account
 * (someone without one cannot confirm); every chosen product must be the company's own, and is
 * named in the buyer's language. Gives the order's id.
 */
export async function draftOrderFromDeal(
  deps: Deps,
  actor: Actor,
  companyId: number,
  dealId: number,
  draft: OrderDraft,
  lang: Lang,
): Promise<number> {
  await requireCan(deps.db, actor, "orders.manage", companyId);
  const deal = await findDealForOrder(deps.db, companyId, dealId, lang);
  if (!deal) throw new AppError("not_found");
  const buyerUserId = deal.buyerUserId;
  if (buyerUserId === null) throw new AppError("conflict", NO_BUYER_ACCOUNT, { form: NO_BUYER_ACCOUNT });
  const buyerLang: Lang = isLang(deal.buyerLang) ? deal.buyerLang : "en";
  const products = new Map((await findCompanyPriceList(deps.db, companyId, buyerLang)).map((p) => [p.id, p]));
  const lines = draft.lines.map((line) => {
    const product = line.product === undefined ? undefined : products.get(line.product);
    if (line.product !== undefined && !product)
      throw new AppError("invalid_data", DRAFT_ERRORS.choice, { form: DRAFT_ERRORS.choice });
    return {
      productId: product?.id ?? null,
      productName: line.name || product?.name || "",
      variations: [],
      unit: line.unit,
      quantity: line.quantity,
      unitPriceE4: line.unitPrice,
    };
  });
  return durableTransaction(deps.db, (trx) =>
    createOrder(
      trx,
      {
        buyerUserId,
        supplierCompanyId: companyId,
        origin: "inquiry",
        createdBy: { side: "supplier", userId: actor.id },
        dealId: deal.id,
        currency: draft.currency,
        lines,
        incoterm: draft.incoterm ?? null,
        namedPlace: draft.namedPlace,
        shipTo: { name: deal.buyerName, company: deal.buyerCompany },
        buyerNote: null,
        supplierNote: draft.note,
        leadTimeDays: draft.leadTimeDays,
        shippingIncluded: draft.shipping === "included",
        shipmentCostE4: draft.shipping === "cost" ? (draft.shippingCost ?? null) : null,
        depositPercent: draft.depositPercent ?? null,
        lang,
      },
      deps.clock.now(),
      deps.config,
    ),
  );
}
