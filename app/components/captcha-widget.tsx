import { useCspNonce } from "../lib/csp-nonce.ts";

/**
 * The captcha widget when one is set up (CAPTCHA_*; server/lib/captcha.ts): the provider's
 * script finds the element by its class and posts its token with the form. Turnstile, hCaptcha
 * and reCAPTCHA each look for their own class, so one element serves all three. The script
 * carries the page's nonce; the scripts and frames it loads are allowed by the
 * Content-Security-Policy (server/http/security-headers.ts).
 */
export function CaptchaWidget({
  captcha,
  className,
}: {
  captcha: { siteKey: string; scriptUrl: string } | null;
  className?: string;
}) {
  const nonce = useCspNonce();
  if (!captcha) return null;
  return (
    <div className={className}>
      <div className="cf-turnstile h-captcha g-recaptcha" data-sitekey={captcha.siteKey} />
      <script src={captcha.scriptUrl} async defer nonce={nonce} />
    </div>
  );
}
