/**
 * The quantity box and its limits (min 1, max 99999). Pure functions so the product page,
 * the cart page and their tests share one reading of the rules (docs/decisions/004-cart-quantity-box.md):
 * - it starts from a value: the product's MOQ when that is an orderable quantity, else 1;
 * - plus: when the next value would go above 99999 it wraps to 0 and then increments (→ 1);
 * - minus: the value is floored at 1, and decrements above it (so minus never leaves 1–99999);
 * - anything that is not a whole number becomes 0 (and 0 cannot be ordered).
 */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 99999;

// Arabic-Indic and Persian digits are numbers too: visitors of ar/fa pages may type them.
const NATIVE_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;
const asciiDigits = (text: string) =>
  text.replace(NATIVE_DIGITS, (d) => String((d.codePointAt(0)! - 0x0660) % 0x90));

/** The quantity a typed or stored value stands for: a whole number ≥ 0, or 0 for anything else. */
export function toQuantity(value: unknown): number {
  if (typeof value === "number") return Number.isSafeInteger(value) && value >= 0 ? value : 0;
  if (typeof value !== "string") return 0;
  const text = asciiDigits(value.trim());
  if (!/^[0-9]{1,15}$/.test(text)) return 0;
  return Number(text);
}

/** The box's text after the visitor typed: digits stay as typed (or empty while editing), anything else is 0. */
export function normalizeTyped(text: string): string {
  const digits = asciiDigits(text.trim());
  if (digits === "" || /^[0-9]+$/.test(digits)) return digits;
  return "0";
}

export function increment(value: unknown): number {
  const current = toQuantity(value);
  return (current >= QUANTITY_MAX ? 0 : current) + 1;
}

export function decrement(value: unknown): number {
  const current = toQuantity(value);
  return current <= QUANTITY_MIN ? QUANTITY_MIN : Math.min(current, QUANTITY_MAX + 1) - 1;
}

export function isOrderableQuantity(value: unknown): boolean {
  const quantity = toQuantity(value);
  return quantity >= QUANTITY_MIN && quantity <= QUANTITY_MAX;
}

/** Where the box starts on a product page: the minimum order when it is orderable, else 1. */
export function initialQuantity(minOrderQuantity: number | null | undefined): number {
  return isOrderableQuantity(minOrderQuantity ?? 0) ? minOrderQuantity! : QUANTITY_MIN;
}
