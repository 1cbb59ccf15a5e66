import { flatMessages } from "./i18n.ts";
import type { Lang } from "./languages.ts";
import ar from "./locales/console/ar.json" with { type: "json" };
import de from "./locales/console/de.json" with { type: "json" };
import en from "./locales/console/en.json" with { type: "json" };
import es from "./locales/console/es.json" with { type: "json" };
import fa from "./locales/console/fa.json" with { type: "json" };
import fr from "./locales/console/fr.json" with { type: "json" };
import hi from "./locales/console/hi.json" with { type: "json" };
import it from "./locales/console/it.json" with { type: "json" };
import iw from "./locales/console/iw.json" with { type: "json" };
import ja from "./locales/console/ja.json" with { type: "json" };
import ru from "./locales/console/ru.json" with { type: "json" };
import tr from "./locales/console/tr.json" with { type: "json" };
import zh from "./locales/console/zh.json" with { type: "json" };

/**
 * The console's messages (everything under the `console.` key), kept apart from the site's so that
 * public pages, which carry their whole dictionary, do not carry the console's as well. The
 * console layout sends its language's part as loader data (app/routes/console/layout.tsx).
 */
export type ConsoleMessages = typeof en;
export const CONSOLE_MESSAGES: Record<Lang, ConsoleMessages> = {
  en,
  tr,
  ar,
  zh,
  es,
  fr,
  de,
  iw,
  hi,
  ja,
  fa,
  it,
  ru,
};

const flatCache = new Map<Lang, Record<string, string>>();

/** One language's console messages as "console.nav.label" → text, as the layout sends them. */
export function flatConsoleMessages(lang: Lang): Record<string, string> {
  let flat = flatCache.get(lang);
  if (!flat) {
    flat = flatMessages(CONSOLE_MESSAGES[lang]);
    flatCache.set(lang, flat);
  }
  return flat;
}
