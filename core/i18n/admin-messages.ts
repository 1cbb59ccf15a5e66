import { flatMessages } from "./i18n.ts";
import type { Lang } from "./languages.ts";
import ar from "./locales/admin/ar.json" with { type: "json" };
import de from "./locales/admin/de.json" with { type: "json" };
import en from "./locales/admin/en.json" with { type: "json" };
import es from "./locales/admin/es.json" with { type: "json" };
import fa from "./locales/admin/fa.json" with { type: "json" };
import fr from "./locales/admin/fr.json" with { type: "json" };
import hi from "./locales/admin/hi.json" with { type: "json" };
import it from "./locales/admin/it.json" with { type: "json" };
import iw from "./locales/admin/iw.json" with { type: "json" };
import ja from "./locales/admin/ja.json" with { type: "json" };
import ru from "./locales/admin/ru.json" with { type: "json" };
import tr from "./locales/admin/tr.json" with { type: "json" };
import zh from "./locales/admin/zh.json" with { type: "json" };

/**
 * The console's messages (everything under the `admin.` key), kept apart from the site's so that
 * public pages, which carry their whole dictionary, do not carry the console's as well. The
 * console layout sends its language's part as loader data (routes/admin/layout.tsx).
 */
export type AdminMessages = typeof en;
export const ADMIN_MESSAGES: Record<Lang, AdminMessages> = {
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

/** One language's console messages as "admin.nav.label" → text, as the layout sends them. */
export function flatAdminMessages(lang: Lang): Record<string, string> {
  let flat = flatCache.get(lang);
  if (!flat) {
    flat = flatMessages(ADMIN_MESSAGES[lang]);
    flatCache.set(lang, flat);
  }
  return flat;
}
