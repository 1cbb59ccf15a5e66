import { FileText } from "lucide-static";
import { Link } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { RFQ_BOARD_PATH, RFQ_FORM_PATH } from "#core/urls/rfq-paths.ts";
import { DecorativeIcon } from "../decorative-icon.tsx";

/**
 * Request-for-quotation card: signed-in buyers open the request form in a new tab;
 * anonymous visitors sign in first and come back to it.
 */
export function RfqCard({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const href = signedIn ? RFQ_FORM_PATH : `/login?returnUrl=${encodeURIComponent(RFQ_FORM_PATH)}`;
  return (
    <section
      aria-labelledby="rfq-title"
      className="flex flex-col gap-2 rounded-lg bg-gradient-to-br from-brand-700 to-brand-600 p-4 text-white"
    >
      <DecorativeIcon svg={FileText} className="size-8" />
      <h2 id="rfq-title" className="text-lg font-bold">
        {t("home.rfq.title")}
      </h2>
      <p className="text-sm text-white/95">{t("home.rfq.text")}</p>
      <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-2">
        <a
          href={href}
          target={signedIn ? "_blank" : undefined}
          rel={signedIn ? "noopener" : undefined}
          className="rounded-md bg-white px-4 py-2 text-sm font-bold text-brand-700 hover:bg-brand-50"
          data-rfq-link
        >
          {t("home.rfq.action")}
          {signedIn ? <span className="sr-only"> {t("home.opensInNewTab")}</span> : null}
        </a>
        <Link to={RFQ_BOARD_PATH} className="text-sm font-semibold text-white underline" data-rfq-board-link>
          {t("home.rfq.board")}
        </Link>
      </div>
    </section>
  );
}
