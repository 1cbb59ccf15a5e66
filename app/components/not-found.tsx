import { Link } from "react-router";
import { useTranslation } from "../i18n/react.tsx";

/** The 404 page: image, SORRY, the not-found text and a Go Back button to /profile. */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <section
      className="mx-auto flex max-w-lg flex-col items-center py-10 text-center"
      aria-labelledby="not-found-title"
    >
      <svg role="img" aria-label={t("notFound.imageAlt")} viewBox="0 0 200 140" className="mb-6 w-56">
        <rect x="10" y="110" width="180" height="8" rx="4" fill="#e5e7eb" />
        <path
          d="M60 60l40-20 40 20v40l-40 20-40-20z"
          fill="#fed7aa"
          stroke="#c2410c"
          strokeWidth="3"
          strokeLinejoin="round"
        />
        <path
          d="M60 60l40 20 40-20M100 80v40"
          fill="none"
          stroke="#c2410c"
          strokeWidth="3"
          strokeLinejoin="round"
        />
        <text x="100" y="32" textAnchor="middle" fontSize="28" fontWeight="700" fill="#9ca3af">
          ?
        </text>
      </svg>
      <p className="text-4xl font-extrabold tracking-widest text-brand-700">{t("notFound.sorry")}</p>
      <h1 id="not-found-title" className="mt-3 text-xl font-semibold">
        {t("notFound.text")}
      </h1>
      <Link
        to="/profile"
        className="mt-6 rounded-md bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700"
      >
        {t("notFound.goBack")}
      </Link>
    </section>
  );
}
