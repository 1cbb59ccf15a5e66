import { Link } from "react-router";
import { useTranslation } from "../i18n/react.tsx";

/**
 * What an anonymous visitor sees instead of a form that needs an account:
 * why, and a sign-in button that brings them back to `returnTo` afterwards.
 */
export function LoginPrompt({ text, returnTo }: { text: string; returnTo: string }) {
  const { t } = useTranslation();
  return (
    <div className="rounded-md border border-gray-200 bg-gray-50 p-4 text-sm">
      <p className="mb-3">{text}</p>
      <Link
        to={`/login?returnUrl=${encodeURIComponent(returnTo)}`}
        className="inline-flex min-h-11 items-center rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
      >
        {t("header.signIn")}
      </Link>
    </div>
  );
}
