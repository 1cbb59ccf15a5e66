import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { languageName } from "#core/i18n/format.ts";

/** Where the synonym groups live in the console. */
export const SYNONYMS_PATH = "/admin/search/synonyms";

/** A group's language as the console names it: "Every language", or the language in the page's. */
export function useGroupLanguage() {
  const { t } = useTranslation();
  const lang = useLang();
  return (code: string | null) => (code ? languageName(lang, code) : t("console.synonyms.everyLanguage"));
}
