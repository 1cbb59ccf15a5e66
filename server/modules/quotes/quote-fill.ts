import { unitPriceFor } from "#core/rules/cart-pricing.ts";
import { moneyText, numberToE4 } from "#core/rules/money.ts";
import { QUOTE_PRICE_ROWS_MAX } from "#core/rules/quote-flow.ts";
import { PRODUCT_UNITS } from "#core/schemas/purchase-request-rules.ts";
import type { PriceListProduct } from "#server/modules/products/index.ts";

/** A price as the form's decimal text: at least 2 decimals, up to the 4 prices are kept with. */
export function priceText(e4: number): string {
  const text = moneyText(e4, 4);
  return text.replace(/(\.\d\d\d?)0+$/, "$1").replace(/(\.\d\d)0$/, "$1");
}

/** A product's prices as price rows: its tiers by quantity, else its one price from its minimum order. */
function productRows(product: PriceListProduct): { from: number; priceE4: number }[] {
  const tiers = product.tiers
    .filter((t) => t.fobPrice > 0 && t.minimumQuantity >= 1)
    .sort((a, b) => a.minimumQuantity - b.minimumQuantity);
  const rows: { from: number; priceE4: number }[] = [];
  for (const tier of tiers) {
    const from = Math.ceil(tier.minimumQuantity);
    if (rows.length && rows.at(-1)!.from >= from) continue;
    rows.push({ from, priceE4: numberToE4(tier.fobPrice) });
  }
  if (rows.length) return rows.slice(0, QUOTE_PRICE_ROWS_MAX);
  const price = unitPriceFor(product, 1);
  const from =
    product.minOrderQuantity && product.minOrderQuantity > 1 ? Math.ceil(product.minOrderQuantity) : 1;
  return price === null ? [] : [{ from, priceE4: numberToE4(price) }];
}

/**
 * "Fill from my product": each line with one of the company's products gets the product's price
 * tiers as its price rows (or its one price, from its minimum order) and the product's unit; the
 * currency follows the products when they share one. The line's quantity, name and variations
 * are left as they are; a line without a product, or whose product has no price, too.
 */
export function fillQuoteFromProducts(
  values: Record<string, string>,
  products: readonly PriceListProduct[],
): Record<string, string> {
  const byId = new Map(products.map((p) => [String(p.id), p]));
  const filled = { ...values };
  const currencies = new Set<string>();
  for (const key of Object.keys(values)) {
    const match = /^lines\.(\d+)\.product$/.exec(key);
    const product = match ? byId.get(values[key] ?? "") : undefined;
    if (!match || !product) continue;
    const line = `lines.${match[1]}`;
    const rows = productRows(product);
    if (rows.length) {
      for (let i = 0; i < QUOTE_PRICE_ROWS_MAX; i++) {
        const row = rows[i];
        filled[`${line}.prices.${i}.from`] = row ? String(row.from) : "";
        filled[`${line}.prices.${i}.price`] = row ? priceText(row.priceE4) : "";
      }
      currencies.add(product.currency);
    }
    if (product.unit && (PRODUCT_UNITS as readonly string[]).includes(product.unit))
      filled[`${line}.unit`] = product.unit;
  }
  if (currencies.size === 1) filled.currency = [...currencies][0]!;
  return filled;
}
