import { Link } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { RFQ_FORM_PATH, SUPPLIER_RFQS_PATH } from "#core/urls/rfq-paths.ts";

const BUTTON =
  "inline-flex min-h-10 items-center justify-center rounded-md px-4 text-sm font-semibold text-center";

const signInTo = (path: string) => `/login?returnUrl=${encodeURIComponent(path)}`;

/**
 * What a visitor of the board can do next: a supplier joins (or, signed in, opens the requests of
 * their workspace, where they quote), a buyer posts a request of their own (signing in first).
 */
export function BoardCalls({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <section
        aria-labelledby="rfq-suppliers-title"
        className="rounded-lg border border-brand-100 bg-brand-50 p-4"
      >
        <h2 id="rfq-suppliers-title" className="font-semibold">
          {t("rfqBoard.suppliers.title")}
        </h2>
        <p className="mt-1 text-sm text-gray-700">{t("rfqBoard.suppliers.text")}</p>
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
          {signedIn ? (
            <Link to={SUPPLIER_RFQS_PATH} className={`${BUTTON} bg-brand-600 text-white hover:bg-brand-700`}>
              {t("rfqBoard.suppliers.workspace")}
            </Link>
          ) : (
            <>
              <Link
                to="/register?as=seller"
                className={`${BUTTON} bg-brand-600 text-white hover:bg-brand-700`}
              >
                {t("rfqBoard.suppliers.join")}
              </Link>
              <Link to={signInTo(SUPPLIER_RFQS_PATH)} className="text-sm text-brand-700 underline">
                {t("rfqBoard.suppliers.signIn")}
              </Link>
            </>
          )}
        </div>
      </section>
      <section aria-labelledby="rfq-buyers-title" className="rounded-lg border border-gray-200 bg-white p-4">
        <h2 id="rfq-buyers-title" className="font-semibold">
          {t("rfqBoard.buyers.title")}
        </h2>
        <p className="mt-1 text-sm text-gray-700">{t("rfqBoard.buyers.text")}</p>
        <Link
          to={signedIn ? RFQ_FORM_PATH : signInTo(RFQ_FORM_PATH)}
          className={`${BUTTON} mt-3 border border-brand-600 text-brand-700 hover:bg-brand-50`}
        >
          {t("rfqBoard.buyers.post")}
        </Link>
      </section>
    </div>
  );
}
