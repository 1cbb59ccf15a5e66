import { useEffect, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import type {
  PurchaseRequestAnswer,
  PurchaseRequestPanelData,
} from "#app/routes/product/purchase-request.server.ts";
import { productPath } from "#core/rules/slug.ts";
import type { ProductDetail } from "#core/schemas/product.ts";
import { PURCHASE_REQUEST_INTENT } from "#core/schemas/purchase-request-rules.ts";
import { ConfirmEmailNotice, useNeedsEmailConfirmation } from "../confirm-email-notice.tsx";
import { LoginPrompt } from "../login-prompt.tsx";
import { PurchaseRequestForm } from "./purchase-request-form.tsx";
import { PURCHASE_REQUEST_SECTION_ID } from "./purchase-request-section.ts";

/** The page scrolls here for ?ask=true. */

const isOwnAnswer = (posted: unknown): posted is PurchaseRequestAnswer =>
  typeof posted === "object" &&
  posted !== null &&
  "intent" in posted &&
  posted.intent === PURCHASE_REQUEST_INTENT;

/**
 * Product purchase request: a visitor is asked to sign in (and comes back to this
 * tab); a signed-in buyer fills the form, sends it, and sees 'Your request is sent succesfully.'.
 */
export function PurchaseRequestPanel({
  product,
  data,
  posted,
}: {
  product: ProductDetail;
  data: PurchaseRequestPanelData;
  /** The page's action answer after a plain (script-less) post; only this form's counts. */
  posted: unknown;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<PurchaseRequestAnswer>();
  const unconfirmed = useNeedsEmailConfirmation();
  const answer = fetcher.data ?? (isOwnAnswer(posted) ? posted : undefined);
  // "Send another request" puts the sent answer aside and brings a fresh form.
  const [dismissed, setDismissed] = useState<PurchaseRequestAnswer | null>(null);
  const sent = answer?.sent === true && answer !== dismissed;
  const here = `${productPath(product.name, product._id)}?tab=request`;

  return (
    <section
      id={PURCHASE_REQUEST_SECTION_ID}
      aria-labelledby="purchase-request-title"
      className="max-w-3xl scroll-mt-4"
    >
      <h2 id="purchase-request-title" className="mb-1 text-lg font-bold">
        {t("productPage.tabs.request")}
      </h2>
      <p className="mb-4 text-sm text-gray-600">{t("purchaseRequest.intro")}</p>
      {!data.prefill ? (
        <LoginPrompt text={t("purchaseRequest.loginPrompt")} returnTo={here} />
      ) : unconfirmed ? (
        <ConfirmEmailNotice text={t("deal.confirmEmailToWrite")} returnTo={here} />
      ) : sent ? (
        <SentNotice
          anotherHref={here}
          onAnother={() => {
            setDismissed(answer);
          }}
        />
      ) : (
        <PurchaseRequestForm
          fetcher={fetcher}
          data={data}
          prefill={data.prefill}
          failed={answer && !answer.sent && answer !== dismissed ? answer : undefined}
        />
      )}
    </section>
  );
}

function SentNotice({ anotherHref, onAnother }: { anotherHref: string; onAnother: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  // The form the buyer was in is gone: the focus moves to what replaced it, which is read out.
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      role="status"
      tabIndex={-1}
      className="rounded-md border border-green-200 bg-green-50 p-4 text-green-900"
    >
      <p className="font-semibold">{t("purchaseRequest.sent")}</p>
      <p className="mb-3 text-sm">{t("deal.sentText")}</p>
      <Link
        to={anotherHref}
        replace
        preventScrollReset
        onClick={(event) => {
          event.preventDefault();
          onAnother();
        }}
        className="inline-flex min-h-11 items-center rounded-md border border-green-700 px-4 text-sm font-semibold text-green-900 hover:bg-green-100"
      >
        {t("purchaseRequest.another")}
      </Link>
    </div>
  );
}
