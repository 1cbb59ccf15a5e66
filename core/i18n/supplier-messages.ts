import { flatMessages } from "./i18n.ts";
import type { Lang } from "./languages.ts";
import ar from "./locales/supplier/ar.json" with { type: "json" };
import de from "./locales/supplier/de.json" with { type: "json" };
import en from "./locales/supplier/en.json" with { type: "json" };
import es from "./locales/supplier/es.json" with { type: "json" };
import fa from "./locales/supplier/fa.json" with { type: "json" };
import fr from "./locales/supplier/fr.json" with { type: "json" };
import hi from "./locales/supplier/hi.json" with { type: "json" };
import it from "./locales/supplier/it.json" with { type: "json" };
import iw from "./locales/supplier/iw.json" with { type: "json" };
import ja from "./locales/supplier/ja.json" with { type: "json" };
import ru from "./locales/supplier/ru.json" with { type: "json" };
import tr from "./locales/supplier/tr.json" with { type: "json" };
import zh from "./locales/supplier/zh.json" with { type: "json" };

/**
 * The supplier workspace's messages (everything under the `supplier.` key), kept apart from the
 * site's so that public pages, which carry their whole dictionary, do not carry the workspace's.
 * The workspace layout sends its language's part as loader data (app/routes/supplier/layout.tsx);
 * e-mails to suppliers read them through the server's translator.
 */
export type SupplierMessages = typeof en;
export const SUPPLIER_MESSAGES: Record<Lang, SupplierMessages> = {
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

/** One language's workspace messages as "supplier.nav.label" → text, as the layout sends them. */
export function flatSupplierMessages(lang: Lang): Record<string, string> {
  let flat = flatCache.get(lang);
  if (!flat) {
    flat = flatMessages(SUPPLIER_MESSAGES[lang]);
    flatCache.set(lang, flat);
  }
  return flat;
}
