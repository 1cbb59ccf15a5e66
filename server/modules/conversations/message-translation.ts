import { isLang, type Lang } from "#core/i18n/languages.ts";
import type { AppDeps } from "#server/deps.ts";
import { translateInto } from "#server/lib/translation-service.ts";
import { findTranslations, insertTranslations } from "./message.repo.ts";

type TranslationDeps = Pick<AppDeps, "db" | "config" | "clock" | "log">;

interface Translatable {
  id: number;
  sender_side: string;
  kind: string;
  body: string;
  lang: string | null;
}

/**
 * The reader's-language text of each message written in another language: message id → text.
 *
 * Translated lazily, when a reader in that language first loads the message, and kept: the sender
 * is never kept waiting on the service (nor refused when it is down), only languages somebody
 * reads are paid for, and every later reader gets the kept text without asking again. A reader
 * whose page comes while the service is down sees the original with its language named, and the
 * next load tries again. One request per source language covers the whole page. The reader's
 * own side's messages are not translated: they wrote them (or their colleagues did, for them).
 */
export async function translationsFor(
  deps: TranslationDeps,
  messages: Translatable[],
  readerLang: Lang,
  readerSide: string | undefined,
): Promise<Map<number, string>> {
  const foreign = messages.filter(
    (m) => m.kind === "text" && m.body && m.lang && m.lang !== readerLang && m.sender_side !== readerSide,
  );
  const found = new Map<number, string>();
  if (!foreign.length) return found;
  for (const row of await findTranslations(
    deps.db,
    foreign.map((m) => m.id),
    readerLang,
  ))
    found.set(row.message_id, row.body);
  const missing = foreign.filter((m) => !found.has(m.id));
  if (!missing.length || !deps.config.translation.url) return found;
  const bySource = new Map<Lang, Translatable[]>();
  for (const message of missing) {
    if (!isLang(message.lang)) continue;
    bySource.set(message.lang, [...(bySource.get(message.lang) ?? []), message]);
  }
  const at = new Date(deps.clock.now()).toISOString();
  for (const [source, group] of bySource) {
    try {
      const texts = await translateInto(
        deps.config.translation,
        source,
        readerLang,
        group.map((m) => m.body),
      );
      const rows = group.map((m, i) => ({
        message_id: m.id,
        lang: readerLang,
        body: texts[i]!,
        created_at: at,
      }));
      await insertTranslations(deps.db, rows);
      for (const row of rows) found.set(row.message_id, row.body);
    } catch (error) {
      deps.log.warn({ err: error, source, target: readerLang }, "message translation failed");
    }
  }
  return found;
}
