import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatDuration, formatPercent } from "#core/i18n/duration.ts";
import type { ResponseFigures } from "#core/schemas/inquiries.ts";

/**
 * How quickly the supplier answers, for buyers ("Replies within 24 h: 92% · typically in 3
 * hours"); nothing while the company has too few inquiries for the figures to mean much.
 */
export function ResponseLine({ figures, className }: { figures: ResponseFigures | null; className: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (!figures || figures.within24hPercent === null) return null;
  const share = formatPercent(lang, figures.within24hPercent);
  return (
    <p className={className} data-response-figures="">
      {figures.medianMinutes === null
        ? t("inquiries.responseShare", { share })
        : t("inquiries.responseLine", { share, time: formatDuration(lang, figures.medianMinutes) })}
    </p>
  );
}
