import { Link } from "react-router";
import { PageTitle } from "#app/components/page-title.tsx";
import { QuoteEditor } from "#app/components/supplier/quotes/quote-editor.tsx";
import { QuoteRequestSummary } from "#app/components/supplier/quotes/quote-request.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { PAYMENT_DETAILS_PATH } from "#core/schemas/payment-details.ts";
import type { Route } from "./+types/new";

const W = "supplier.quote.form";
const NOTICE = "mt-4 rounded-md border px-3 py-2 text-sm";

type Props = Pick<Route.ComponentProps, "loaderData" | "actionData">;

/** Where "back" goes: the quote once begun, else the inquiry or the request it answers. */
function backLink(page: Extract<Props["loaderData"], { action: string }>): { to: string; label: string } {
  if (page.quoteId !== null) return { to: `/supplier/quotes/${page.quoteId}`, label: `${W}.backQuote` };
  return page.request.kind === "inquiry"
    ? { to: `/supplier/inquiries/${page.request.dealId}`, label: `${W}.backInquiry` }
    : { to: `/supplier/rfqs/${page.request.rfqId}`, label: `${W}.backRfq` };
}

/** The page title: a new quote, the draft of revision N, or a new revision N. */
function titleOf(page: Extract<Props["loaderData"], { action: string }>): [string, Record<string, number>?] {
  if (page.draft) return [`${W}.titleDraft`, { number: page.draft.number }];
  if (page.replaces) return [`${W}.titleRevise`, { number: page.replaces.number + 1 }];
  return [`${W}.titleNew`];
}

/**
 * The quote editor's page, for a new quote and for a thread's next revision alike: what the buyer
 * asked for, why the quote cannot be sent now (and what to do), and the form.
 */
export function QuoteEditorPage({ loaderData, actionData }: Props) {
  const { t } = useTranslation();
  if (!("action" in loaderData) || loaderData.refusal !== undefined) {
    return (
      <section aria-labelledby="quote-editor-title" className="max-w-3xl">
        <PageTitle>{t(`${W}.titleNew`)}</PageTitle>
        <h1 id="quote-editor-title" className="text-2xl font-bold">
          {t(`${W}.titleNew`)}
        </h1>
        <p role="alert" className={`${NOTICE} border-amber-200 bg-amber-50 text-amber-900`}>
          {t(loaderData.refusal ?? "errors.conflict")}
        </p>
        <Link to="/supplier/quotes" className="mt-3 inline-block text-sm text-brand-700 underline">
          {t(`${W}.backQuotes`)}
        </Link>
      </section>
    );
  }
  const page = loaderData;
  const back = backLink(page);
  const [title, titleValues] = titleOf(page);
  const answer = actionData && "values" in actionData ? actionData : undefined;
  const failure = answer && !answer.ok ? answer : undefined;
  // Without a buyer's account, or once the quote is over, there is nothing to write.
  const blocked =
    page.problem !== null && page.problem !== "supplier.quote.errors.noBankDetails" ? page.problem : null;
  return (
    <section aria-labelledby="quote-editor-title" className="max-w-5xl">
      <PageTitle>{t(title, titleValues)}</PageTitle>
      <Link to={back.to} className="text-sm text-brand-700 underline">
        {t(back.label)}
      </Link>
      <h1 id="quote-editor-title" className="mt-2 text-2xl font-bold">
        {t(title, titleValues)}
      </h1>
      <p className="mt-1 text-sm text-gray-600">{t(`${W}.intro`)}</p>
      <div className="mt-4">
        <QuoteRequestSummary request={page.request} now={page.now} />
      </div>
      {blocked ? (
        <p role="alert" className={`${NOTICE} border-amber-200 bg-amber-50 text-amber-900`}>
          {t(blocked)}
        </p>
      ) : (
        <>
          {page.hasBankDetails ? null : (
            <p className={`${NOTICE} border-blue-200 bg-blue-50 text-blue-900`}>
              {t(`${W}.noBankDetails`)}{" "}
              <Link to={PAYMENT_DETAILS_PATH} className="font-semibold underline">
                {t("supplier.paymentDetails.title")}
              </Link>
            </p>
          )}
          {page.replaces ? (
            <p className={`${NOTICE} border-gray-200 bg-gray-50 text-gray-800`}>
              {t(`${W}.replaces`, { number: page.replaces.number })}
            </p>
          ) : null}
          <QuoteEditor
            action={page.action}
            quoteId={page.quoteId}
            products={page.products}
            variations={page.variations}
            values={answer?.values ?? page.values}
            shape={answer?.shape ?? page.shape}
            draftVersion={answer?.draftVersion ?? page.draft?.version ?? 0}
            attachments={page.attachments}
            removed={answer?.removed ?? []}
            hasBankDetails={page.hasBankDetails}
            today={page.today}
            failure={failure}
          />
        </>
      )}
    </section>
  );
}
