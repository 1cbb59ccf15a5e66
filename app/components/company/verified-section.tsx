import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatDate } from "#core/i18n/format.ts";
import type { Lang } from "#core/i18n/languages.ts";
import type { VerifiedEvidence } from "#core/schemas/verification.ts";

/**
 * The storefront's "Verified" section: what the marketplace operator checked and when, and until
 * when it is valid ("Business licence checked on 20 Nov 2026, valid until 30 Jun 2027"). Only
 * approved evidence that is valid today reaches it; with none, the section is not shown.
 */
/** "X checked on D, valid until U" in the page language, with only the parts that are known. */
function verifiedLine(
  t: (key: string, values?: Record<string, string>) => string,
  lang: Lang,
  line: { what: string; checkedAt: string | null; validUntil: string | null },
): string {
  const date = line.checkedAt ? formatDate(lang, line.checkedAt) : undefined;
  const until = line.validUntil ? formatDate(lang, line.validUntil) : undefined;
  if (date && until) return t("company.verifiedSection.checkedUntil", { what: line.what, date, until });
  if (date) return t("company.verifiedSection.checked", { what: line.what, date });
  if (until) return `${line.what} · ${t("company.verifiedSection.validUntil", { date: until })}`;
  return line.what;
}

export function VerifiedSection({ evidence }: { evidence: VerifiedEvidence }) {
  const { t } = useTranslation();
  const lang = useLang();
  const lines = [
    ...evidence.documents.map((d) => ({
      key: `d${d.id}`,
      what: t(`verification.type.${d.type}`),
      checkedAt: d.checkedAt,
      validUntil: d.validUntil,
    })),
    ...evidence.certificates.map((c) => ({
      key: `c${c.id}`,
      what: t("company.verifiedSection.certificate", { name: c.name }),
      checkedAt: c.checkedAt,
      validUntil: c.validUntil,
    })),
  ];
  if (!lines.length) return null;
  return (
    <section
      aria-labelledby="verified-title"
      className="rounded-lg border border-green-200 bg-green-50 p-4"
      data-testid="verified-section"
    >
      <h2 id="verified-title" className="mb-1 text-lg font-bold text-green-900">
        {t("company.verifiedSection.title")}
      </h2>
      <p className="mb-3 text-sm text-green-900">{t("company.verifiedSection.intro")}</p>
      <ul className="space-y-1 text-sm">
        {lines.map((line) => (
          <li key={line.key} className="break-words">
            {verifiedLine(t, lang, line)}
          </li>
        ))}
      </ul>
    </section>
  );
}
