import type { Lang } from "#core/i18n/languages.ts";
import { useRootData } from "./root-data.ts";

export function useLang(): Lang {
  return useRootData()?.lang ?? "en";
}
