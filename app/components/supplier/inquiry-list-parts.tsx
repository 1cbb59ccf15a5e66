import { Form } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatDuration } from "#core/i18n/duration.ts";
import { countryName, formatDate, formatNumber, languageName } from "#core/i18n/format.ts";
import {
  INQUIRY_SEARCH_MAX,
  INQUIRY_SOURCES,
  INQUIRY_STAGES,
  INQUIRY_STATUSES,
  type InquiryListQuery,
  type InquiryRow,
} from "#core/schemas/inquiries.ts";

const STATUS_LOOK: Record<string, string> = {
  Open: "bg-green-100 text-green-800",
  Closed: "bg-slate-200 text-slate-800",
  Archived: "bg-gray-100 text-gray-800",
  Spam: "bg-red-100 text-red-800",
};

/** An inquiry's seller status and stage as small labels (the word, never the colour alone, says it). */
export function InquiryBadges({ row }: { row: Pick<InquiryRow, "status" | "stage"> }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex flex-wrap gap-1">
      <span
        data-inquiry-status={row.status}
        className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_LOOK[row.status] ?? ""}`}
      >
        {t(`supplier.inquiries.statusName.${row.status}`)}
      </span>
      <span
        data-inquiry-stage={row.stage}
        className="inline-block rounded-full bg-blue-50 px-2 py-0.5 text-xs font-semibold text-blue-900"
      >
        {t(`supplier.inquiries.stageName.${row.stage}`)}
      </span>
    </span>
  );
}

const CONTROL = "min-h-10 w-full rounded-md border border-gray-300 bg-white px-2";

function Select({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string | undefined;
  options: { value: string; label: string }[];
}) {
  const { t } = useTranslation();
  return (
    <label className="text-sm">
      <span className="mb-1 block font-medium">{label}</span>
      <select name={name} defaultValue={value ?? ""} className={CONTROL}>
        <option value="">{t("supplier.inquiries.any")}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

export interface InquiryFilterChoices {
  products: { id: number; name: string }[];
  languages: string[];
  countries: string[];
  assignees: { id: number; name: string }[];
}

/** The inbox's filters and search: a GET form, so the address always says what is shown. */
export function InquiryFilters({
  query,
  choices,
}: {
  query: InquiryListQuery;
  choices: InquiryFilterChoices;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Form
      method="get"
      role="search"
      aria-label={t("supplier.inquiries.filters")}
      className="mt-4 rounded-lg border border-gray-200 bg-white p-3"
    >
      {/* Two columns already on a phone: eight filters one under the other would fill the screen. */}
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <label className="col-span-2 text-sm">
          <span className="mb-1 block font-medium">{t("supplier.inquiries.search")}</span>
          <input
            type="search"
            name="q"
            defaultValue={query.q ?? ""}
            maxLength={INQUIRY_SEARCH_MAX}
            placeholder={t("supplier.inquiries.searchHint")}
            className={CONTROL}
          />
        </label>
        <Select
          name="status"
          label={t("supplier.inquiries.status")}
          value={query.status}
          options={INQUIRY_STATUSES.map((s) => ({
            value: s,
            label: t(`supplier.inquiries.statusName.${s}`),
          }))}
        />
        <Select
          name="stage"
          label={t("supplier.inquiries.stage")}
          value={query.stage}
          options={INQUIRY_STAGES.map((s) => ({ value: s, label: t(`supplier.inquiries.stageName.${s}`) }))}
        />
        <Select
          name="assignee"
          label={t("supplier.inquiries.assignee")}
          value={query.assignee}
          options={[
            { value: "none", label: t("supplier.inquiries.nobody") },
            ...choices.assignees.map((a) => ({ value: String(a.id), label: a.name })),
          ]}
        />
        <Select
          name="product"
          label={t("supplier.inquiries.product")}
          value={query.product ? String(query.product) : undefined}
          options={choices.products.map((p) => ({ value: String(p.id), label: p.name }))}
        />
        <Select
          name="country"
          label={t("supplier.inquiries.country")}
          value={query.country}
          options={choices.countries.map((c) => ({ value: c, label: countryName(lang, c) }))}
        />
        <Select
          name="language"
          label={t("supplier.inquiries.language")}
          value={query.language}
          options={choices.languages.map((l) => ({ value: l, label: languageName(lang, l) }))}
        />
        <Select
          name="source"
          label={t("supplier.inquiries.source")}
          value={query.source}
          options={INQUIRY_SOURCES.map((s) => ({ value: s, label: t(`supplier.inquiries.sourceName.${s}`) }))}
        />
      </div>
      <div className="mt-3 flex justify-end">
        <button type="submit" className="min-h-10 rounded-md border border-gray-300 px-4 hover:bg-gray-100">
          {t("supplier.inquiries.apply")}
        </button>
      </div>
    </Form>
  );
}

/** A cell's name, shown on the phone's cards (the table's head says it on wider screens). */
function CellLabel({ children }: { children: React.ReactNode }) {
  return <span className="me-1 text-gray-600 md:hidden">{children}:</span>;
}

/** The buyer's words in the member's language, with the original a click away (no script needed). */
export function OriginalText({ row }: { row: Pick<InquiryRow, "original"> }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (!row.original) return null;
  return (
    <details className="mt-1 text-sm">
      <summary className="cursor-pointer text-brand-700 underline">
        {t("supplier.inquiries.showOriginal", { language: languageName(lang, row.original.lang) })}
      </summary>
      <div lang={row.original.lang} dir="auto" className="mt-1 rounded-md bg-gray-50 p-2">
        <p className="font-semibold break-words">{row.original.subject}</p>
        <p className="break-words whitespace-pre-line">{row.original.message}</p>
      </div>
    </details>
  );
}

/** Quantity and unit, and the planned date, of a purchase request; a dash for a plain message. */
export function QuantityText({ row }: { row: Pick<InquiryRow, "quantity" | "unit" | "plannedDate"> }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (!row.quantity) return <>—</>;
  return (
    <>
      {formatNumber(lang, row.quantity)} {row.unit ? t(`units.${row.unit}`) : ""}
      {row.plannedDate ? (
        <span className="block text-gray-600">
          {t("supplier.inquiries.plannedFor", { date: formatDate(lang, row.plannedDate) })}
        </span>
      ) : null}
    </>
  );
}

/**
 * One inquiry: a row of the table from md up, a card on phones (the same cells, stacked), so
 * one checkbox per inquiry goes with the bulk form whatever the screen.
 */
export function InquiryRowView({ row, selectable }: { row: InquiryRow; selectable: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const cell = "block px-2 py-1 md:table-cell md:py-2 md:align-top";
  return (
    <tr
      data-inquiry-id={row.id}
      className="mb-3 block rounded-lg border border-gray-200 bg-white p-2 md:mb-0 md:table-row md:rounded-none md:border-0 md:border-b md:p-0"
    >
      {selectable ? (
        <td className={`${cell} float-end md:float-none`}>
          <label className="inline-flex min-h-10 min-w-10 items-center justify-center">
            <input type="checkbox" name="ids" value={row.id} form="inquiry-bulk" className="size-5" />
            <span className="sr-only">{t("supplier.inquiries.choose", { subject: row.subject })}</span>
          </label>
        </td>
      ) : null}
      <td className={`${cell} text-sm`}>
        <p className="font-semibold">
          <bdi>{row.buyerName}</bdi>
        </p>
        {row.buyerCompany ? (
          <p className="text-gray-600">
            <bdi>{row.buyerCompany}</bdi>
          </p>
        ) : null}
        {row.buyerCountry ? <p className="text-gray-600">{countryName(lang, row.buyerCountry)}</p> : null}
      </td>
      <td className={`${cell} min-w-0 md:max-w-xs`}>
        <a
          href={`/supplier/inquiries/${row.id}`}
          className="font-semibold break-words text-brand-700 underline"
        >
          <bdi>{row.subject || t("supplier.inquiries.noSubject")}</bdi>
        </a>
        <p className="line-clamp-2 text-sm break-words text-gray-700">
          <bdi>{row.message}</bdi>
        </p>
        <OriginalText row={row} />
      </td>
      <td className={`${cell} text-sm`}>
        <CellLabel>{t("supplier.inquiries.product")}</CellLabel>
        {row.productName ? <bdi>{row.productName}</bdi> : t(`supplier.inquiries.sourceName.${row.source}`)}
        <span className="block">
          <QuantityText row={row} />
        </span>
      </td>
      <td className={`${cell} text-sm`}>
        <InquiryBadges row={row} />
        <p className="mt-1">
          <CellLabel>{t("supplier.inquiries.assignee")}</CellLabel>
          {row.assignee ? <bdi>{row.assignee.name}</bdi> : t("supplier.inquiries.nobody")}
        </p>
      </td>
      <td className={`${cell} text-sm`}>
        <CellLabel>{t("supplier.inquiries.lastActivity")}</CellLabel>
        <time dateTime={row.lastActivityAt}>{formatDate(lang, row.lastActivityAt)}</time>
        {row.lastMessage ? (
          <p className="line-clamp-2 break-words text-gray-700">
            {t(`supplier.inquiries.lastFrom.${row.lastMessage.side}`)}: <bdi>{row.lastMessage.text}</bdi>
          </p>
        ) : null}
        {row.waitingMinutes !== null && row.status === "Open" ? (
          <p className="font-semibold text-amber-900">
            {t("supplier.inquiries.waitingFor", { time: formatDuration(lang, row.waitingMinutes) })}
          </p>
        ) : null}
      </td>
    </tr>
  );
}
