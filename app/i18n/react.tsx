import { createContext, type ReactNode, useContext } from "react";
import type { TFunction } from "#core/i18n/i18n.ts";

const TranslationContext = createContext<TFunction>((key, options) =>
  typeof options === "string" ? options : (options?.defaultValue ?? key),
);

/** Gives the page's `t` to every component below (the root layout sets it up per language). */
export function TranslationProvider({ t, children }: { t: TFunction; children?: ReactNode }) {
  return <TranslationContext value={t}>{children}</TranslationContext>;
}

/** The page language's `t` (same call shape as react-i18next's hook, which this replaces). */
export function useTranslation(): { t: TFunction } {
  return { t: useContext(TranslationContext) };
}
