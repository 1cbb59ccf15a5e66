import { orderMoney } from "#app/components/orders/order-format.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatDate, formatNumber, isolate } from "#core/i18n/format.ts";
import type { TFunction } from "#core/i18n/i18n.ts";
import { type Lang, languageInfo } from "#core/i18n/languages.ts";
import { diffRevisions, type QuoteChange, type QuoteTerms } from "#core/rules/quote-flow.ts";

const C = "supplier.quote.changes";
type FieldChange = Extract<QuoteChange, { kind: "field" }>;

/**
 * What changed from the revision before: each term that differs (was, now), and each line added,
 * removed or changed (naming what changed in it). Nothing when the terms are the same.
 */
export function QuoteChanges({
  before,
  after,
  number,
}: {
  before: QuoteTerms;
  after: QuoteTerms;
  number: number;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const changes = diffRevisions(before, after);
  const list = new Intl.ListFormat(languageInfo(lang).intl, { type: "conjunction" });
  const value = (change: FieldChange, raw: string | number | null, currency: string) =>
    termText(t, lang, change.field, raw, currency);
  return (
    <details className="mt-3 rounded-md border border-gray-200 bg-gray-50 p-3" open>
      <summary className="cursor-pointer font-medium">{t(`${C}.title`, { number })}</summary>
      {changes.length ? (
        <ul className="mt-2 list-disc space-y-1 ps-5 text-sm">
          {changes.map((change, i) => (
            <li key={i} data-quote-change={change.kind === "field" ? change.field : change.kind}>
              {change.kind === "field"
                ? change.field === "note"
                  ? t(`${C}.note`)
                  : t(`${C}.field`, {
                      field: t(`${C}.fieldName.${change.field}`),
                      from: value(change, change.from, before.currency),
                      to: value(change, change.to, after.currency),
                    })
                : change.kind === "line_changed"
                  ? t(`${C}.lineChanged`, {
                      name: isolate(change.line.name),
                      aspects: list.format(change.changed.map((aspect) => t(`${C}.aspect.${aspect}`))),
                    })
                  : t(`${C}.${change.kind === "line_added" ? "lineAdded" : "lineRemoved"}`, {
                      name: isolate(change.line.name),
                    })}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-gray-600">{t(`${C}.nothing`)}</p>
      )}
    </details>
  );
}

/** A term's value as the reader reads it; "none" for a term not set. */
function termText(
  t: TFunction,
  lang: Lang,
  field: FieldChange["field"],
  raw: string | number | null,
  currency: string,
): string {
  if (raw === null || raw === "") return t(`${C}.none`);
  if (field === "shippingCostE4") return orderMoney(lang, Number(raw), currency);
  if (field === "depositPercent") return `${formatNumber(lang, Number(raw))} %`;
  if (field === "leadTimeDays")
    return t("supplier.quote.terms.days", { days: formatNumber(lang, Number(raw)) });
  if (field === "balanceDue") return t(`supplier.quote.balance.${raw}`);
  if (field === "shipping") return t(`supplier.quote.terms.shipping.${raw}`);
  if (field === "validUntil") return formatDate(lang, String(raw));
  return isolate(String(raw));
}
