import type { TFunction } from "./i18n.ts";

/**
 * A `t` that answers from `messages` (flat: "admin.nav.label" → text) first and asks `parent`
 * for the rest: how a part of the site brings its own messages (the console's,
 * app/i18n/admin-messages.server.ts) without every public page carrying them. Kept apart from
 * i18n.ts, which only type-imports here, so the console's chunk does not split the site's
 * translation code out of the root chunk that every page loads.
 */
export function extendTranslator(messages: Record<string, string>, parent: TFunction): TFunction {
  return (key, given) => {
    const text = Object.hasOwn(messages, key) ? messages[key] : undefined;
    if (text === undefined) return parent(key, given);
    if (given === undefined || typeof given === "string") return text;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
      Object.hasOwn(given, name) ? String(given[name]) : placeholder,
    );
  };
}
