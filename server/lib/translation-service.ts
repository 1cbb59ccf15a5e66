import { LANG_CODES, type Lang } from "#core/i18n/languages.ts";
import { AppError } from "./errors.ts";

/** Our language codes as LibreTranslate knows them (Hebrew is `he` there, `iw` in our URLs). */
const SERVICE_CODE: Partial<Record<Lang, string>> = { iw: "he" };
const TIMEOUT_MS = 15_000;

export interface TranslationSettings {
  /** A LibreTranslate-compatible base URL (POST {url}/translate); undefined when none is configured. */
  url: string | undefined;
  apiKey: string | undefined;
}

/**
 * Translates texts from `source` into every other interface language (run before a deal is
 * created, so the supplier reads it in their language). Returns, per text, a map of language →
 * text that includes the original. Without a configured service the maps hold the original language only — never
 * invented text. Any failure is `translation_failed` and nothing is returned.
 */
export async function translateToAllLanguages(
  settings: TranslationSettings,
  source: Lang,
  texts: string[],
): Promise<Record<string, string>[]> {
  const maps = texts.map((text) => ({ [source]: text }) as Record<string, string>);
  const url = settings.url;
  if (!url) return maps;
  const targets = LANG_CODES.filter((lang) => lang !== source);
  try {
    await Promise.all(
      targets.map(async (target) => {
        const translated = await translate({ ...settings, url }, source, target, texts);
        translated.forEach((t, i) => {
          maps[i]![target] = t;
        });
      }),
    );
  } catch (error) {
    throw new AppError("translation_failed", "errors.translation_failed", undefined, { cause: error });
  }
  return maps;
}

/**
 * The console's test button: one text into one language. Answers the translation, or
 * `translation_failed` (with the cause logged by the caller) when the service is missing or fails.
 */
export async function testTranslationService(
  settings: TranslationSettings,
  source: Lang,
  target: Lang,
  text: string,
): Promise<string> {
  const url = settings.url;
  if (!url) throw new AppError("translation_failed", "errors.translation_failed");
  try {
    const [translated] = await translate({ ...settings, url }, source, target, [text]);
    return translated!;
  } catch (error) {
    throw new AppError("translation_failed", "errors.translation_failed", undefined, { cause: error });
  }
}

/**
 * Texts from `source` into one `target` language, in order, for background jobs (a failure is
 * thrown as it is, for the job to retry). `html` keeps the markup of rich texts.
 */
export async function translateInto(
  settings: TranslationSettings,
  source: Lang,
  target: Lang,
  texts: string[],
  format: "text" | "html" = "text",
): Promise<string[]> {
  const url = settings.url;
  if (!url) throw new AppError("translation_failed", "errors.translation_failed");
  return translate({ ...settings, url }, source, target, texts, format);
}

/** One POST {url}/translate: every text from `source` into `target`, in order. */
async function translate(
  settings: TranslationSettings & { url: string },
  source: Lang,
  target: Lang,
  texts: string[],
  format: "text" | "html" = "text",
): Promise<string[]> {
  const endpoint = new URL("translate", settings.url.endsWith("/") ? settings.url : `${settings.url}/`);
  const response = await fetch(endpoint, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      q: texts,
      source: SERVICE_CODE[source] ?? source,
      target: SERVICE_CODE[target] ?? target,
      format,
      ...(settings.apiKey ? { api_key: settings.apiKey } : {}),
    }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`translation service answered ${response.status}`);
  const body = (await response.json()) as { translatedText?: unknown };
  const translated = body.translatedText;
  if (
    !Array.isArray(translated) ||
    translated.length !== texts.length ||
    !translated.every((t) => typeof t === "string")
  )
    throw new Error("translation service answered an unexpected shape");
  return translated as string[];
}
