import { useTranslation } from "#app/i18n/react.tsx";

const LOOK: Record<string, string> = {
  pending_review: "bg-amber-100 text-amber-900",
  active: "bg-green-100 text-green-800",
  suspended: "bg-red-100 text-red-800",
  rejected: "bg-red-50 text-red-800",
};

/** A company's status as a small label (the word, never the colour alone, says it). */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span
      data-company-status={status}
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${LOOK[status] ?? "bg-gray-100 text-gray-800"}`}
    >
      {t(`console.suppliers.status.${status}`)}
    </span>
  );
}
