import { useNavigation } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { useRootData } from "#app/lib/root-data.ts";
import { useLang } from "#app/lib/use-lang.ts";
import { languageName } from "#core/i18n/format.ts";
import { hostForLang, LANG_CODES } from "#core/i18n/languages.ts";
import type { CategoryOption } from "#core/schemas/catalog.ts";

/** The 13 site languages, each named in the page language and in itself. */
export function LanguageOptions() {
  const lang = useLang();
  return LANG_CODES.map((code) => (
    <option key={code} value={code}>
      {`${languageName(lang, code)} (${code})`}
    </option>
  ));
}

/** Categories in tree order; depth shown by indentation so the list reads as a tree. */
export function CategoryOptions({ categories }: { categories: CategoryOption[] }) {
  return categories.map((c) => (
    <option key={c.code} value={c.code}>
      {`${"\u00a0\u00a0".repeat(c.level - 1)}${c.name} (${c.code})`}
    </option>
  ));
}

/** An address of the public site on the host of `language` (each language has its own host). */
export function usePublicUrl() {
  const root = useRootData();
  return (language: string, path: string) => {
    if (!root) return path;
    const host = hostForLang(root.siteHost, language as (typeof LANG_CODES)[number]);
    return `${root.siteProtocol}://${host}${path}`;
  };
}

/** A notice after a change (saved, deleted), read out by screen readers. */
export function Notice({ text }: { text: string | null }) {
  return (
    <div aria-live="polite" role="status">
      {text ? (
        <p className="mt-3 rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-800">
          {text}
        </p>
      ) : null}
    </div>
  );
}

/** The form's main button with a progress label while it is being sent. */
export function SaveButton() {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  return (
    <button
      type="submit"
      name="intent"
      value="save"
      disabled={busy}
      aria-busy={busy || undefined}
      className="min-h-10 rounded-md bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
    >
      {busy ? t("console.common.saving") : t("console.common.save")}
    </button>
  );
}
