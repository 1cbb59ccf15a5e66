/**
 * The first `max` characters of `text`, counted in code points so a character outside the Basic
 * Multilingual Plane (an emoji, many CJK ideographs) is never cut in half: `String#slice` counts
 * UTF-16 units, and a lone half cannot be written in UTF-8 (encodeURIComponent throws on it).
 */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  return Array.from(text).slice(0, max).join("");
}
