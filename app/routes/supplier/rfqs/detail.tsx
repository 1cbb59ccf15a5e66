import { Link } from "react-router";
import { fileSizeText } from "#app/components/orders/order-format.ts";
import { PageTitle } from "#app/components/page-title.tsx";
import { RfqTerms, RfqTextOrigin } from "#app/components/rfq/rfq-parts.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { countryName, languageName } from "#core/i18n/format.ts";
import {
  newQuotePath,
  SUPPLIER_RFQS_PATH,
  supplierQuotePath,
  supplierRfqFilePath,
} from "#core/urls/rfq-paths.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/detail";
import { loadRfqPage } from "./detail.server.ts";

/** One request for quotation: its terms, its text and the original, its files, the buyer, and Quote now. */
export async function loader({ context, request, url, params }: Route.LoaderArgs) {
  return loadRfqPage(context.get(requestContext), request, url, params.rfqId);
}

type Data = Route.ComponentProps["loaderData"];

const PANEL = "min-w-0 rounded-lg border border-gray-200 bg-white p-4";
const BUTTON = "inline-flex min-h-10 items-center rounded-md px-4 text-sm font-semibold";

/** The buyer's words in the reader's language, with the buyer's own a click away (no script needed). */
function RequestText({ rfq }: { rfq: Data["rfq"] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const differs = rfq.text.lang !== rfq.original.lang;
  return (
    <section aria-labelledby="rfq-text-title" className={PANEL}>
      <h2 id="rfq-text-title" className="font-semibold">
        {t("supplier.rfqs.request")}
      </h2>
      <RfqTextOrigin text={rfq.text} sourceLang={rfq.sourceLang} />
      <p className="mt-2 break-words whitespace-pre-line" lang={rfq.text.lang} dir="auto">
        {rfq.text.description}
      </p>
      {differs ? (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer text-brand-700 underline">
            {t("supplier.rfqs.showOriginal", { language: languageName(lang, rfq.original.lang) })}
          </summary>
          <div lang={rfq.original.lang} dir="auto" className="mt-2 rounded-md bg-gray-50 p-3">
            <p className="font-semibold break-words">{rfq.original.title}</p>
            <p className="mt-1 break-words whitespace-pre-line">{rfq.original.description}</p>
          </div>
        </details>
      ) : null}
    </section>
  );
}

function Attachments({ rfq }: { rfq: Data["rfq"] }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (!rfq.attachments.length) return null;
  return (
    <section aria-labelledby="rfq-files-title" className={PANEL}>
      <h2 id="rfq-files-title" className="font-semibold">
        {t("supplier.rfqs.files")}
      </h2>
      <ul className="mt-2 space-y-1">
        {rfq.attachments.map((file) => (
          <li key={file.id}>
            <a
              href={supplierRfqFilePath(rfq.id, file.id)}
              download
              className="inline-flex min-h-10 items-center gap-2 break-all text-brand-700"
            >
              <bdi className="underline">{file.name}</bdi>
              <span className="text-sm text-gray-600">({fileSizeText(lang, file.byteSize)})</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Who asks: the company and country always; the person once the buyer has answered the company's quote. */
function Buyer({ rfq }: { rfq: Data["rfq"] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { buyer } = rfq;
  return (
    <section aria-labelledby="rfq-buyer-title" className={PANEL}>
      <h2 id="rfq-buyer-title" className="font-semibold">
        {t("supplier.rfqs.buyer")}
      </h2>
      <dl className="mt-2 space-y-2 text-sm">
        <div>
          <dt className="text-gray-600">{t("supplier.rfqs.buyerCompany")}</dt>
          <dd className="font-medium break-words">
            {buyer.company ? <bdi>{buyer.company}</bdi> : t("supplier.rfqs.notGiven")}
          </dd>
        </div>
        <div>
          <dt className="text-gray-600">{t("supplier.rfqs.buyerCountry")}</dt>
          <dd className="font-medium">{countryName(lang, buyer.country)}</dd>
        </div>
        {buyer.isRevealed ? (
          <>
            <div>
              <dt className="text-gray-600">{t("supplier.rfqs.buyerName")}</dt>
              <dd className="font-medium break-words">
                <bdi>{buyer.name}</bdi>
              </dd>
            </div>
            {buyer.email ? (
              <div>
                <dt className="text-gray-600">{t("supplier.rfqs.buyerEmail")}</dt>
                <dd className="font-medium break-all">
                  <a href={`mailto:${buyer.email}`} dir="ltr" className="text-brand-700 underline">
                    {buyer.email}
                  </a>
                </dd>
              </div>
            ) : null}
            {buyer.phone ? (
              <div>
                <dt className="text-gray-600">{t("supplier.rfqs.buyerPhone")}</dt>
                <dd className="font-medium">
                  <a
                    href={`tel:${buyer.phone.replace(/[^\d+]/g, "")}`}
                    dir="ltr"
                    className="text-brand-700 underline"
                  >
                    {buyer.phone}
                  </a>
                </dd>
              </div>
            ) : null}
          </>
        ) : null}
      </dl>
      {buyer.isRevealed ? null : (
        <p className="mt-3 text-sm text-gray-600" data-buyer-hidden>
          {t("supplier.rfqs.buyerHidden")}
        </p>
      )}
    </section>
  );
}

/** Quote now, the company's quote, or why neither. */
function QuoteAction({ data }: { data: Data }) {
  const { t } = useTranslation();
  const { rfq, block } = data;
  if (rfq.quote)
    return (
      <Link
        to={supplierQuotePath(rfq.quote.id)}
        className={`${BUTTON} border border-brand-600 text-brand-700 hover:bg-brand-50`}
      >
        {t("supplier.rfqs.yourQuote")}
      </Link>
    );
  if (rfq.canQuote)
    return (
      <Link to={newQuotePath(rfq.id)} className={`${BUTTON} bg-brand-600 text-white hover:bg-brand-700`}>
        {t("supplier.rfqs.quoteNow")}
      </Link>
    );
  if (!block) return null;
  return (
    <p
      className="rounded-md border border-gray-200 bg-gray-50 p-3 text-sm text-gray-800"
      data-quote-block={block}
    >
      {block === "closed"
        ? t("supplier.rfqs.cannot.closed", {
            reason: t(`rfq.closedReason.${rfq.closedReason ?? "expired"}`),
          })
        : block === "role"
          ? t("supplier.rfqs.cannot.role", { role: t(`supplier.roles.${data.role}`) })
          : t(`supplier.rfqs.cannot.${block}`)}
    </p>
  );
}

export default function SupplierRfqRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { rfq, now } = loaderData;
  return (
    <article aria-labelledby="rfq-title">
      <PageTitle>{[rfq.text.title, t("supplier.rfqs.title")]}</PageTitle>
      <p className="text-sm">
        <Link to={SUPPLIER_RFQS_PATH} className="text-brand-700 underline">
          <span aria-hidden="true" className="inline-block rtl:rotate-180">
            ‹
          </span>{" "}
          {t("supplier.rfqs.back")}
        </Link>
      </p>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <h1 id="rfq-title" className="min-w-0 text-2xl font-bold break-words" lang={rfq.text.lang} dir="auto">
          {rfq.text.title}
        </h1>
        <div className="shrink-0">
          <QuoteAction data={loaderData} />
        </div>
      </div>
      <div className="mt-4 grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="min-w-0 space-y-4">
          <RequestText rfq={rfq} />
          <section aria-labelledby="rfq-terms-title" className={PANEL}>
            <h2 id="rfq-terms-title" className="mb-3 font-semibold">
              {t("supplier.rfqs.terms")}
            </h2>
            <RfqTerms rfq={rfq} now={now} closedReason={rfq.status === "closed" ? rfq.closedReason : null} />
          </section>
          <Attachments rfq={rfq} />
        </div>
        <div className="min-w-0">
          <Buyer rfq={rfq} />
        </div>
      </div>
    </article>
  );
}
