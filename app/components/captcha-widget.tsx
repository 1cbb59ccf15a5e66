/**
 * The captcha widget when one is set up (CAPTCHA_*; server/lib/captcha.ts): the provider's
 * script finds the element by its class and posts its token with the form. Turnstile, hCaptcha
 * and reCAPTCHA each look for their own class, so one element serves all three.
 */
export function CaptchaWidget({
  captcha,
  className,
}: {
  captcha: { siteKey: string; scriptUrl: string } | null;
  className?: string;
}) {
  if (!captcha) return null;
  return (
    <div className={className}>
      <div className="cf-turnstile h-captcha g-recaptcha" data-sitekey={captcha.siteKey} />
      <script src={captcha.scriptUrl} async defer />
    </div>
  );
}
