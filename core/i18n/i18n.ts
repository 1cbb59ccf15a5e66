/**
 * Translation without a library: the locale files are plain nested JSON with `{{name}}`
 * placeholders and no plurals or nesting (a test keeps every key in every locale), so looking
 * a key up and filling its placeholders is all that is needed. This keeps about 17 KB of
 * compressed JavaScript (i18next and react-i18next) off every page.
 */
export type TOptions = { defaultValue?: string } & Record<string, unknown>;
/** `options` may be the default text itself, as in `t("errorPage.title", "Something went wrong")`. */
export type TFunction = (key: string, options?: TOptions | string) => string;

/** A `t` for one language; keys it lacks come from `fallback` (English on the server), then the default or the key. */
export function createTranslator(messages: object, fallback?: object): TFunction {
  return (key, given) => {
    const options = typeof given === "string" ? { defaultValue: given } : given;
    const text = lookup(messages, key) ?? (fallback ? lookup(fallback, key) : undefined);
    if (text === undefined) return options?.defaultValue ?? key;
    return options ? interpolate(text, options) : text;
  };
}

/**
 * A `t` that answers from `messages` (flat: "console.nav.label" → text, see flatMessages) first and
 * asks `parent` for the rest: how a part of the site brings its own messages (the console's,
 * core/i18n/console-messages.ts) without every public page carrying them.
 */
export function extendTranslator(messages: Record<string, string>, parent: TFunction): TFunction {
  return (key, given) => {
    const text = Object.hasOwn(messages, key) ? messages[key] : undefined;
    if (text === undefined) return parent(key, given);
    const options = typeof given === "string" ? { defaultValue: given } : given;
    return options ? interpolate(text, options) : text;
  };
}

/** A nested dictionary as "a.b.c" → text, to send as loader data. */
export const flatMessages = (messages: object): Record<string, string> =>
  Object.fromEntries(flatten(messages));

function lookup(messages: object, key: string): string | undefined {
  return flatten(messages).get(key);
}

// Each dictionary is flattened once ("a.b.c" → text), so a lookup is one Map read: a product
// page looks up a few hundred keys on every render.
const flatDictionaries = new WeakMap<object, Map<string, string>>();
function flatten(messages: object): Map<string, string> {
  let flat = flatDictionaries.get(messages);
  if (!flat) {
    const map = new Map<string, string>();
    const walk = (node: object, prefix: string) => {
      for (const [key, value] of Object.entries(node)) {
        if (typeof value === "string") map.set(prefix + key, value);
        else if (typeof value === "object" && value !== null) walk(value, `${prefix}${key}.`);
      }
    };
    walk(messages, "");
    flatDictionaries.set(messages, map);
    flat = map;
  }
  return flat;
}

// Values go in as text; React escapes them on the page and e-mails are plain text.
const interpolate = (text: string, values: TOptions) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
