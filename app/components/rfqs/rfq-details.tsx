import { useTranslation } from "#app/i18n/react.tsx";
import { orderMoney } from "#app/components/order-sheet/money.ts";
import type { BuyerRfqView } from "#app/lib/rfq-page.server.ts";
import { useLang } from "#app/lib/use-lang.ts";
import { formatDate, formatList, formatNumber, isolate } from "#core/i18n/format.ts";
import { rfqFilePath } from "#core/urls/rfq-paths.ts";
import { RfqStatusBadge, useQuotesText, useStandingText } from "./rfq-standing.tsx";

const KB = 1024;
const MB = 1024 * KB;

/** A file's size in the reader's digits: "850 KB", "2.4 MB". */
function useSize(): (bytes: number) => string {
  const { t } = useTranslation();
  const lang = useLang();
  return (bytes) =>
    bytes >= MB
      ? t("rfqBuyer.files.mb", { size: formatNumber(lang, Math.round((bytes / MB) * 10) / 10) })
      : t("rfqBuyer.files.kb", { size: formatNumber(lang, Math.max(1, Math.round(bytes / KB))) });
}

/** The request's title, where it stands (quotes of the most asked, time left or why it closed) and its dates. */
export function RfqHeader({ rfq, now }: { rfq: BuyerRfqView; now: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const quotes = useQuotesText();
  const standing = useStandingText();
  return (
    <header>
      <h1 id="rfq-title" className="mt-2 text-2xl font-bold break-words">
        <bdi>{rfq.source.title}</bdi>
      </h1>
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm" data-rfq-standing>
        <RfqStatusBadge status={rfq.status} />
        <span className="font-semibold">{quotes(rfq)}</span>
        <span>{standing(rfq, now)}</span>
        {rfq.isExtended ? <span className="text-gray-600">{t("rfqBuyer.extended")}</span> : null}
      </div>
      <p className="mt-1 text-sm text-gray-600">
        {t("rfqBuyer.postedOn", { date: formatDate(lang, rfq.createdAt) })}
        {" · "}
        {rfq.status === "open"
          ? t("rfqBuyer.closesOn", { date: formatDate(lang, rfq.closesAt) })
          : t("rfqBuyer.closedOn", { date: formatDate(lang, rfq.closedAt ?? rfq.closesAt) })}
      </p>
      {rfq.closedNote ? (
        <p className="mt-1 text-sm text-gray-700">
          {t("rfqBuyer.closedNote")} <bdi>{rfq.closedNote}</bdi>
        </p>
      ) : null}
    </header>
  );
}

/** The request as the buyer wrote it: the terms, the description and the files (countries named by the loader). */
export function RfqDetails({
  rfq,
  countries,
}: {
  rfq: BuyerRfqView;
  countries: { destination: string; buyer: string };
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const size = useSize();
  const terms: [string, React.ReactNode][] = [
    [t("rfqBuyer.form.category"), rfq.categoryName],
    [t("rfqBuyer.form.quantity"), `${formatNumber(lang, rfq.quantity)} ${t(`units.${rfq.unit}`)}`],
    [
      t("rfqBuyer.form.targetPrice"),
      rfq.targetPrice ? orderMoney(lang, rfq.targetPrice.amountE4, rfq.targetPrice.currency) : null,
    ],
    [
      t("rfqBuyer.terms.destination"),
      <>
        {countries.destination}
        {rfq.destinationPort ? (
          <>
            {" · "}
            <bdi>{rfq.destinationPort}</bdi>
          </>
        ) : null}
      </>,
    ],
    [
      t("rfqBuyer.form.incoterm"),
      rfq.incoterm
        ? `${rfq.incoterm} · ${t(`incoterms.${rfq.incoterm}.name`)}`
        : t("rfqBuyer.form.incotermNone"),
    ],
    [t("rfqBuyer.form.neededBy"), rfq.neededBy ? formatDate(lang, rfq.neededBy) : null],
    [
      t("rfqBuyer.form.certificates"),
      rfq.certificates.length ? isolate(formatList(lang, rfq.certificates.map(isolate))) : null,
    ],
    [
      t("rfqBuyer.terms.buyer"),
      <>
        {rfq.buyerCompany ? (
          <>
            <bdi>{rfq.buyerCompany}</bdi>
            {" · "}
          </>
        ) : null}
        {countries.buyer}
      </>,
    ],
  ];
  return (
    <section aria-labelledby="rfq-terms-title" className="rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="rfq-terms-title" className="text-lg font-bold">
        {t("rfqBuyer.terms.title")}
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
        {terms
          .filter(([, value]) => value !== null)
          .map(([label, value]) => (
            <div key={label} className="sm:contents">
              <dt className="font-medium text-gray-600">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
      </dl>
      <h3 className="mt-4 font-semibold">{t("rfqBuyer.form.description")}</h3>
      <p className="mt-1 text-sm break-words whitespace-pre-line" dir="auto">
        {rfq.source.description}
      </p>
      {rfq.attachments.length ? (
        <>
          <h3 className="mt-4 font-semibold">{t("rfqBuyer.form.files")}</h3>
          <ul className="mt-1 space-y-1 text-sm">
            {rfq.attachments.map((file) => (
              <li key={file.id}>
                <a
                  href={rfqFilePath(rfq.id, file.id)}
                  download
                  className="inline-flex min-h-10 flex-wrap items-center gap-x-2 text-brand-700"
                >
                  <bdi className="break-all underline">{file.name}</bdi>
                  <span className="text-gray-600">({size(file.byteSize)})</span>
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
