import { type Lang, languageInfo } from "#core/i18n/languages.ts";
import { translator } from "#server/lib/i18n.ts";
import type { SignInThrottled } from "./sign-in-throttle.ts";

/** "45 seconds", "3 minutes" in the page's language (Intl chooses the plural). */
export function waitText(lang: Lang, seconds: number): string {
  const [unit, amount] =
    seconds < 90 ? (["second", seconds] as const) : (["minute", Math.ceil(seconds / 60)] as const);
  return new Intl.NumberFormat(languageInfo(lang).intl, { style: "unit", unit, unitDisplay: "long" }).format(
    amount,
  );
}

/** The values of a throttle message's placeholders. */
export function throttleValues(lang: Lang, error: SignInThrottled) {
  return { wait: waitText(lang, error.retryAfterSeconds) };
}

/** Why a sign-in was refused and when to try again, translated. */
export function throttleMessage(lang: Lang, error: SignInThrottled): string {
  return translator(lang)(error.messageKey, throttleValues(lang, error));
}
