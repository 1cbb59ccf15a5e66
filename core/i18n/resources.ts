import type { Lang } from "./languages.ts";
import ar from "./locales/ar.json" with { type: "json" };
import de from "./locales/de.json" with { type: "json" };
import en from "./locales/en.json" with { type: "json" };
import es from "./locales/es.json" with { type: "json" };
import fa from "./locales/fa.json" with { type: "json" };
import fr from "./locales/fr.json" with { type: "json" };
import hi from "./locales/hi.json" with { type: "json" };
import it from "./locales/it.json" with { type: "json" };
import iw from "./locales/iw.json" with { type: "json" };
import ja from "./locales/ja.json" with { type: "json" };
import ru from "./locales/ru.json" with { type: "json" };
import tr from "./locales/tr.json" with { type: "json" };
import zh from "./locales/zh.json" with { type: "json" };

/** Every locale's messages. Server only: the browser receives its one language in the page (page-messages.ts). */
export type Messages = typeof en;
export const MESSAGES: Record<Lang, Messages> = { en, tr, ar, zh, es, fr, de, iw, hi, ja, fa, it, ru };
