import { COUNTRY_CODES } from "#core/i18n/country-codes.ts";
import { adoptServerNames, type NameTable, nameTable } from "#core/i18n/format.ts";
import { LANG_CODES, type Lang } from "#core/i18n/languages.ts";
import { MESSAGES } from "#core/i18n/resources.ts";

/**
 * The page language's messages, delivered once per page as a `<script type="application/json">`
 * rather than in the root loader's data, with the country and language names the server rendered
 * (which the browser's own Intl may word otherwise: core/i18n/format.ts).
 *
 * Why: as loader data the whole dictionary (about 40 KB) was serialised by turbo-stream on every
 * request; this JSON is made once per language and process, and the browser reads it back at
 * hydration. Client-side navigations keep the root layout, so they never need it again (and the
 * language only changes with the host, which is a full page load).
 */
export const MESSAGES_ELEMENT_ID = "i18n-messages";

export interface PageMessages {
  messages: object;
  /** What the script element holds: JSON with `<` escaped, so no text can close the element. */
  json: string;
}

/** The script element's JSON. */
interface PageMessagesJson {
  messages: object;
  names: NameTable;
}

const NONE: PageMessages = { messages: {}, json: "{}" };
const serverCache = new Map<Lang, PageMessages>();
let clientMessages: PageMessages | undefined;

/** `lang` is the root loader's; undefined when it failed (the error page then shows its defaults). */
export function pageMessages(lang: Lang | undefined): PageMessages {
  // A build-time constant: the client bundle drops this branch, and with it every locale file.
  if (import.meta.env.SSR) {
    if (!lang) return NONE;
    let cached = serverCache.get(lang);
    if (!cached) {
      const messages = MESSAGES[lang];
      const sent: PageMessagesJson = { messages, names: nameTable(lang, COUNTRY_CODES, LANG_CODES) };
      cached = { messages, json: JSON.stringify(sent).replace(/</g, "\\u003c") };
      serverCache.set(lang, cached);
    }
    return cached;
  }
  if (!clientMessages) {
    const json = document.getElementById(MESSAGES_ELEMENT_ID)?.textContent;
    const sent = json ? (JSON.parse(json) as Partial<PageMessagesJson>) : undefined;
    clientMessages = sent?.messages ? { messages: sent.messages, json: json! } : NONE;
    adoptServerNames(sent?.names);
  }
  return clientMessages;
}
