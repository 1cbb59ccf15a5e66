import type { ReactNode } from "react";
import { orderMoney } from "#app/components/orders/order-format.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import type { BuyerRevision } from "#app/lib/quote-page.server.ts";
import { useLang } from "#app/lib/use-lang.ts";
import { formatDate, formatNumber } from "#core/i18n/format.ts";
import type { TFunction } from "#core/i18n/i18n.ts";
import type { Lang } from "#core/i18n/languages.ts";
import type {
  BalanceDue,
  QuoteChange,
  QuoteLineAspect,
  QuoteLineTerms,
  QuoteShipping,
  QuoteTermField,
} from "#core/rules/quote-flow.ts";
import { daysText } from "./quote-format.ts";

type FieldChange = Extract<QuoteChange, { kind: "field" }>;

/** One term's value in words; an empty one says so. */
function termText(
  t: TFunction,
  lang: Lang,
  field: QuoteTermField,
  value: string | number | null,
  currency: string,
): string {
  if (value === null || value === "") return t("quotes.changes.none");
  switch (field) {
    case "depositPercent":
      return `${formatNumber(lang, Number(value))} %`;
    case "balanceDue":
      return t(`quotes.balanceDue.${value as BalanceDue}`);
    case "leadTimeDays":
      return daysText(lang, Number(value));
    case "shipping":
      return t(`quotes.shippingKind.${value as QuoteShipping}`);
    case "shippingCostE4":
      return orderMoney(lang, Number(value), currency);
    case "validUntil":
      return formatDate(lang, String(value));
    default:
      return String(value);
  }
}

/** The price rows in one line of text: "from 100: $8.10; from 1,000: $7.50". */
function rowsText(t: TFunction, lang: Lang, line: QuoteLineTerms, currency: string): string {
  const unit = t(`units.${line.unit}`, { defaultValue: line.unit });
  return line.priceRows
    .map(
      (row) =>
        `${t("quotes.lines.priceFrom", { quantity: formatNumber(lang, row.from), unit })}: ${orderMoney(lang, row.priceE4, currency)}`,
    )
    .join("; ");
}

/** One aspect of a line in words: its name, variations, quantity, unit or price rows. */
function aspectText(
  t: TFunction,
  lang: Lang,
  aspect: QuoteLineAspect,
  line: QuoteLineTerms,
  currency: string,
): string {
  switch (aspect) {
    case "name":
      return line.name;
    case "variations":
      return line.variations.map((v) => `${v.name}: ${v.value}`).join("; ") || t("quotes.changes.none");
    case "quantity":
      return `${formatNumber(lang, line.quantity)} ${t(`units.${line.unit}`, { defaultValue: line.unit })}`;
    case "unit":
      return t(`units.${line.unit}`, { defaultValue: line.unit });
    case "priceRows":
      return rowsText(t, lang, line, currency);
  }
}

/** A line as a whole, for one added or removed: its name, quantity and price rows. */
function lineText(t: TFunction, lang: Lang, line: QuoteLineTerms, currency: string): string {
  const variations = line.variations.map((v) => `${v.name}: ${v.value}`).join("; ");
  return [
    line.name + (variations ? ` (${variations})` : ""),
    aspectText(t, lang, "quantity", line, currency),
    rowsText(t, lang, line, currency),
  ].join(" · ");
}

/** "was → now", each side isolated and named for screen readers (the strike-through only helps). */
function WasNow({ was, now }: { was: string; now: string }) {
  const { t } = useTranslation();
  return (
    <>
      <del className="text-gray-600">
        <span className="sr-only">{t("quotes.changes.was")} </span>
        <bdi>{was}</bdi>
      </del>
      {/* The arrow points the way the line reads: to the left, right to left. */}
      <span aria-hidden="true" className="mx-1 inline-block rtl:-scale-x-100">
        →
      </span>
      <ins className="font-semibold no-underline">
        <span className="sr-only"> {t("quotes.changes.now")} </span>
        <bdi>{now}</bdi>
      </ins>
    </>
  );
}

function Change({ change, before, after }: { change: QuoteChange; before: string; after: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  let body: ReactNode;
  if (change.kind === "field") {
    const field: FieldChange = change;
    body = (
      <>
        <span className="font-medium">{t(`quotes.changes.field.${field.field}`)}:</span>{" "}
        <WasNow
          was={termText(t, lang, field.field, field.from, before)}
          now={termText(t, lang, field.field, field.to, after)}
        />
      </>
    );
  } else if (change.kind === "line_added" || change.kind === "line_removed") {
    const added = change.kind === "line_added";
    body = (
      <>
        <span className="font-medium">
          {t(added ? "quotes.changes.lineAdded" : "quotes.changes.lineRemoved")}:
        </span>{" "}
        {added ? (
          <ins className="no-underline">
            <bdi>{lineText(t, lang, change.line, after)}</bdi>
          </ins>
        ) : (
          <del className="text-gray-600">
            <bdi>{lineText(t, lang, change.line, before)}</bdi>
          </del>
        )}
      </>
    );
  } else {
    body = (
      <>
        <span className="font-medium">
          <bdi>{change.line.name}</bdi>:
        </span>
        <ul className="ms-4 list-disc">
          {change.changed.map((aspect) => (
            <li key={aspect}>
              {t(`quotes.changes.aspect.${aspect}`)}:{" "}
              <WasNow
                was={aspectText(t, lang, aspect, change.was, before)}
                now={aspectText(t, lang, aspect, change.line, after)}
              />
            </li>
          ))}
        </ul>
      </>
    );
  }
  return (
    <li className="break-words" data-change={change.kind === "field" ? change.field : change.kind}>
      {body}
    </li>
  );
}

/**
 * What changed from the revision before, highlighted: each term that differs and each line
 * added, removed or changed, the old value struck through and the new one beside it.
 */
export function QuoteChanges({
  revision,
  previous,
  idPrefix,
  strong = false,
}: {
  revision: BuyerRevision;
  previous: BuyerRevision | undefined;
  idPrefix: string;
  /** The latest revision's changes stand out; an earlier one's are plain. */
  strong?: boolean;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  if (!previous) return null;
  const title = t("quotes.changes.title", { number: formatNumber(lang, previous.number) });
  return (
    <section
      aria-labelledby={`${idPrefix}-changes-title`}
      className={
        strong
          ? "rounded-lg border-2 border-amber-400 bg-amber-50 p-4"
          : "rounded-md border border-amber-200 bg-amber-50/60 p-3"
      }
      data-quote-changes={previous.number}
    >
      <h3 id={`${idPrefix}-changes-title`} className="font-semibold">
        {title}
      </h3>
      {revision.changes.length ? (
        <ul className="mt-2 space-y-1 text-sm">
          {revision.changes.map((change, i) => (
            <Change
              // Changes have no id of their own; their order is fixed by the diff.
              key={i}
              change={change}
              before={previous.terms.currency}
              after={revision.terms.currency}
            />
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm">{t("quotes.changes.nothing")}</p>
      )}
    </section>
  );
}
