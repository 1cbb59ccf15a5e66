import { Link } from "react-router";
import { EvidenceStatus, evidenceTitle } from "#app/components/supplier/evidence-parts.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatDate } from "#core/i18n/format.ts";
import type { EvidenceView } from "#core/schemas/verification.ts";

/**
 * The company page's evidence: each verification document and certificate with its review
 * status, dates, the operator's reason and its file, and the way to the page where the operator
 * decides on them.
 */
export function SupplierEvidence({
  companyId,
  documents,
  certificates,
}: {
  companyId: number;
  documents: EvidenceView[];
  certificates: EvidenceView[];
}) {
  const { t } = useTranslation();
  return (
    <>
      <p className="mt-2 text-sm">
        <Link to={`/admin/suppliers/${companyId}/evidence`} className="text-brand-700 underline">
          {t("console.suppliers.evidence.review")}
        </Link>
      </p>
      <EvidenceList
        id="evidence-documents"
        title={t("console.suppliers.evidence.documents")}
        empty={t("console.suppliers.evidence.noDocuments")}
        items={documents}
      />
      <EvidenceList
        id="evidence-certificates"
        title={t("console.suppliers.evidence.certificates")}
        empty={t("console.suppliers.evidence.noCertificates")}
        items={certificates}
      />
    </>
  );
}

function EvidenceList({
  id,
  title,
  empty,
  items,
}: {
  id: string;
  title: string;
  empty: string;
  items: EvidenceView[];
}) {
  return (
    <div className="mt-4">
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      {items.length ? (
        <ul aria-labelledby={id} className="mt-2 space-y-2 text-sm">
          {items.map((item) => (
            <EvidenceItem key={item.id} item={item} />
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-gray-600">{empty}</p>
      )}
    </div>
  );
}

function EvidenceItem({ item }: { item: EvidenceView }) {
  const { t } = useTranslation();
  const lang = useLang();
  const what = evidenceTitle(t, item);
  const day = (value: string) => formatDate(lang, value);
  const dates = [
    item.startDate ? t("console.suppliers.evidence.validFrom", { date: day(item.startDate) }) : null,
    item.endDate
      ? t("console.evidence.validUntil", { date: day(item.endDate) })
      : t("console.suppliers.evidence.noExpiry"),
    t("console.evidence.submitted", { date: day(item.createdAt) }),
    item.reviewedAt ? t("console.suppliers.evidence.reviewed", { date: day(item.reviewedAt) }) : null,
  ].filter(Boolean);
  return (
    <li className="min-w-0 rounded-md border border-gray-200 p-2" data-evidence={`${item.kind}-${item.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        {/* bdi: a certificate's name is the company's own words, in any direction. */}
        <span className="min-w-0 break-words font-medium">
          <bdi>{what}</bdi>
        </span>
        <EvidenceStatus status={item.status} />
      </div>
      {item.authorizingBody || item.certificateNumber ? (
        <p className="mt-1 break-words text-gray-600">
          <bdi>{[item.authorizingBody, item.certificateNumber].filter(Boolean).join(" · ")}</bdi>
        </p>
      ) : null}
      <p className="mt-1 text-gray-600">{dates.join(" · ")}</p>
      {item.reason ? (
        <p className="mt-1 break-words text-gray-800">
          {t("console.suppliers.evidence.reason")} <bdi>{item.reason}</bdi>
        </p>
      ) : null}
      <p className="mt-1">
        {item.fileId ? (
          <a
            href={`/files/${item.fileId}`}
            target="_blank"
            rel="noopener"
            className="text-brand-700 underline"
          >
            {t("console.evidence.openFile")}
            <span className="sr-only">: {what}</span>
          </a>
        ) : (
          <span className="text-gray-500">{t("console.evidence.noFile")}</span>
        )}
      </p>
    </li>
  );
}
