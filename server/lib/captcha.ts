/**
 * A pluggable captcha check. Turnstile,
 * hCaptcha and reCAPTCHA share one protocol: the widget posts its token in a form field and the
 * server asks the provider's "siteverify" URL with the secret. Settings: CAPTCHA_SITE_KEY,
 * CAPTCHA_SECRET, CAPTCHA_VERIFY_URL, CAPTCHA_SCRIPT_URL.
 */
export interface CaptchaSettings {
  siteKey: string;
  secret: string;
  verifyUrl: string;
  scriptUrl: string;
}

/** The form fields the three widgets post their token in. */
export const CAPTCHA_FIELDS = [
  "cf-turnstile-response",
  "h-captcha-response",
  "g-recaptcha-response",
] as const;

export function captchaToken(values: Record<string, string>): string {
  for (const field of CAPTCHA_FIELDS) if (values[field]) return values[field];
  return "";
}

/** Whether the provider accepts the token; a provider that cannot be reached counts as a refusal. */
export async function verifyCaptcha(
  settings: CaptchaSettings,
  token: string,
  ip: string | null,
): Promise<boolean> {
  if (!token || token.length > 4096) return false;
  try {
    const response = await fetch(settings.verifyUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        secret: settings.secret,
        response: token,
        ...(ip ? { remoteip: ip } : {}),
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) return false;
    return ((await response.json()) as { success?: unknown }).success === true;
  } catch {
    return false;
  }
}
