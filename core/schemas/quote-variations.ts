/**
 * A quote line's variations: typed as "name: value" pairs separated by semicolons and kept as
 * [{ name, value }] like an order line's.
 */
export const VARIATIONS_MAX = 10;
export const VARIATION_TEXT_MAX = 400;
export const VARIATION_NAME_MAX = 60;
export const VARIATION_VALUE_MAX = 120;

/** "Colour: Blue; Size: XL" → [{ name: "Colour", value: "Blue" }, …]; undefined when a part is not "name: value". */
export function parseVariations(text: string): { name: string; value: string }[] | undefined {
  const parts = text
    .split(/[;\n]/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length > VARIATIONS_MAX) return undefined;
  const pairs: { name: string; value: string }[] = [];
  for (const part of parts) {
    const colon = part.indexOf(":");
    const name = part.slice(0, colon).trim();
    const value = part.slice(colon + 1).trim();
    if (
      colon < 0 ||
      !name ||
      !value ||
      name.length > VARIATION_NAME_MAX ||
      value.length > VARIATION_VALUE_MAX
    )
      return undefined;
    pairs.push({ name, value });
  }
  return pairs;
}

/** The variations as the form's text: the inverse of `parseVariations`. */
export function variationsText(pairs: readonly { name: string; value: string }[]): string {
  return pairs.map((p) => `${p.name}: ${p.value}`).join("; ");
}
