import { Form, Link } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatDate } from "#core/i18n/format.ts";
import type { EvidenceView } from "#core/schemas/verification.ts";

const TONE = {
  pending: "bg-amber-100 text-amber-900",
  approved: "bg-green-100 text-green-900",
  rejected: "bg-red-100 text-red-900",
  expired: "bg-gray-200 text-gray-800",
} as const;

/** The review status as a coloured word (the colour only repeats what the word says). */
export function EvidenceStatus({ status }: { status: EvidenceView["status"] }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-block rounded px-2 py-0.5 text-xs font-semibold ${TONE[status]}`}
      data-status={status}
    >
      {t(`verification.status.${status}`)}
    </span>
  );
}

/** A certificate's name, or a document's type in the page language. */
export function evidenceTitle(t: (key: string) => string, item: Pick<EvidenceView, "kind" | "title">) {
  return item.kind === "document" ? t(`verification.type.${item.title}`) : item.title;
}

/**
 * One piece of evidence in the workspace's list: what it is, its status and the reviewer's note,
 * its dates, the file, and (for members who may) edit and delete.
 */
export function EvidenceRow({ item, canManage }: { item: EvidenceView; canManage: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const title = evidenceTitle(t, item);
  return (
    <li className="min-w-0 rounded-lg border border-gray-200 bg-white p-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="min-w-0 break-words font-semibold">{title}</h3>
        <EvidenceStatus status={item.status} />
      </div>
      {item.authorizingBody || item.certificateNumber ? (
        <p className="mt-1 break-words text-gray-600">
          {[item.authorizingBody, item.certificateNumber].filter(Boolean).join(" · ")}
        </p>
      ) : null}
      <p className="mt-1 text-gray-600">
        {item.endDate
          ? `${t("supplier.evidence.validUntil", { date: formatDate(lang, item.endDate) })} · `
          : ""}
        {t("supplier.evidence.uploadedOn", { date: formatDate(lang, item.createdAt) })}
      </p>
      {item.reason ? (
        <p className="mt-2 rounded-md bg-red-50 px-2 py-1 break-words text-red-900">
          {t("supplier.evidence.reason", { reason: item.reason })}
        </p>
      ) : null}
      <div className="mt-2 flex flex-wrap items-center gap-3">
        {item.fileId ? (
          <a
            href={`/files/${item.fileId}`}
            target="_blank"
            rel="noopener"
            className="text-brand-700 underline"
          >
            {t("supplier.evidence.openFile")}
            <span className="sr-only">: {title}</span>
          </a>
        ) : null}
        {canManage ? (
          <>
            <Link to={`?edit=${item.id}#evidence-form`} className="text-brand-700 underline">
              {t("supplier.evidence.edit")}
              <span className="sr-only">: {title}</span>
            </Link>
            <Form method="post">
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="id" value={item.id} />
              <button
                type="submit"
                className="min-h-10 rounded-md border border-gray-300 px-3 hover:bg-gray-100"
              >
                {t("supplier.evidence.delete")}
                <span className="sr-only">: {title}</span>
              </button>
            </Form>
          </>
        ) : null}
      </div>
    </li>
  );
}
