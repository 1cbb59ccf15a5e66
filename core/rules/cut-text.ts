/**
 * The longest start of `text` that fits `maxLength` UTF-16 units (what maxLength attributes and
 * Zod's max count), cut at a character boundary: an emoji or other astral character is never
 * split in half.
 */
export function cutText(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  let cut = "";
  for (const char of text) {
    if (cut.length + char.length > maxLength) break;
    cut += char;
  }
  return cut;
}
