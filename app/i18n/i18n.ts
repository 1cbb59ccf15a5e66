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

function lookup(messages: object, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}

// Values go in as text; React escapes them on the page and e-mails are plain text.
const interpolate = (text: string, values: TOptions) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
