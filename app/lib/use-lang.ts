import { useRootData } from "./root-data.ts";
import type { Lang } from "~/i18n/languages.ts";

export function useLang(): Lang {
  return useRootData()?.lang ?? "en";
}
