/**
 * The filter encoding in the address: options are separated by commas, the two sides of a
 * range by an underscore, spaces become dashes. A value's own separators are escaped by
 * placeholders first, so any string survives the trip ("Wi-Fi" → "Wi~dFi", "a,b" → "a~cb").
 */

const PLACEHOLDER: Record<string, string> = { "~": "~t", "-": "~d", ",": "~c", _: "~u" };
const ESCAPED: Record<string, string> = { t: "~", d: "-", c: ",", u: "_" };

export function encodeFilterValue(value: string): string {
  // "~" is escaped in the same pass as the others, so a placeholder is never escaped twice.
  return value.replace(/[~\-,_]/g, (char) => PLACEHOLDER[char]!).replace(/ /g, "-");
}

export function decodeFilterValue(encoded: string): string {
  // One pass: after encoding, "-" only ever means a space and "~" only ever starts a placeholder.
  // An unknown "~x" (a hand-typed address) is kept as it is.
  return encoded.replace(/-|~([tdcu])/g, (_match, letter: string | undefined) =>
    letter ? ESCAPED[letter]! : " ",
  );
}

export function encodeFilterList(values: string[]): string {
  return values.map(encodeFilterValue).join(",");
}

/** The values of a comma list, in order, without empty items or repeats. */
export function decodeFilterList(encoded: string): string[] {
  const values = new Set<string>();
  for (const item of encoded.split(",")) {
    const value = decodeFilterValue(item);
    if (value) values.add(value);
  }
  return [...values];
}

export interface Range {
  min?: number;
  max?: number;
}

const isAmount = (n: number | undefined): n is number => n !== undefined && Number.isFinite(n) && n >= 0;

/** "min_max", either side may be empty ("10_", "_200"); "" when neither is set. */
export function encodeRange(min?: number, max?: number): string {
  if (!isAmount(min) && !isAmount(max)) return "";
  return `${isAmount(min) ? String(min) : ""}_${isAmount(max) ? String(max) : ""}`;
}

// Plain decimals, plus the exponent form String() gives very small or large numbers. Refusing the
// rest keeps "0x10", "Infinity" or " 5" (which Number() would accept) out of the address's meaning.
const AMOUNT = /^(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** A finite number ≥ 0 written in the address, or undefined for anything else (empty included). */
export function decodeAmount(text: string): number | undefined {
  if (!AMOUNT.test(text)) return undefined;
  const n = Number(text);
  return Number.isFinite(n) ? n : undefined;
}

/** Each side separately: a side that is not a finite number ≥ 0 is left unset. Needs the "_". */
export function decodeRange(encoded: string): Range {
  const at = encoded.indexOf("_");
  if (at < 0) return {};
  const min = decodeAmount(encoded.slice(0, at));
  const max = decodeAmount(encoded.slice(at + 1));
  return { ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
}
