import { useLocation } from "react-router";
import { useTranslation } from "../i18n/react.tsx";

/**
 * Shown when a page fails: a calm message in the page language, never a stack trace. A refusal
 * (403) may name its own explanation (`notAllowedText`); the default is the console's.
 */
export function ErrorPage({
  status,
  notAllowedText = "errorPage.notAllowedText",
}: {
  status: number;
  notAllowedText?: "errorPage.notAllowedText" | "errorPage.staffNoWorkspaceText";
}) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <section className="mx-auto max-w-lg py-12 text-center" aria-labelledby="error-title">
      <p className="text-5xl font-extrabold text-gray-300">{status}</p>
      <h1 id="error-title" className="mt-3 text-xl font-semibold">
        {status === 403
          ? t("errorPage.notAllowedTitle")
          : t(
              status >= 400 && status < 500 ? "errorPage.badRequest" : "errorPage.title",
              "Something went wrong",
            )}
      </h1>
      <p className="mt-2 text-gray-600">
        {status === 403 ? t(notAllowedText) : t("errorPage.text", "Please try again in a moment.")}
      </p>
      <div className="mt-6 flex justify-center gap-3">
        {/* Plain links: they work even when the page's scripts failed. A refusal is not worth retrying. */}
        {status === 403 ? null : (
          <a
            href={`${location.pathname}${location.search}`}
            className="rounded-md border border-gray-300 px-4 py-2 hover:bg-gray-100"
          >
            {t("errorPage.retry", "Try again")}
          </a>
        )}
        <a href="/" className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
          {t("errorPage.home", "Home")}
        </a>
      </div>
    </section>
  );
}
