/**
 * A list of strings stored as JSON text (payment terms, markets, banner pictures…). A malformed
 * value reads as an empty list, so one bad row shows nothing rather than breaking its page.
 */
export function jsonList(value: string): string[] {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}
