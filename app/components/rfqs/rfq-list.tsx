import { Link } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import type { BuyerRfqItem } from "#app/lib/rfq-page.server.ts";
import { useLang } from "#app/lib/use-lang.ts";
import { formatDate, formatNumber } from "#core/i18n/format.ts";
import { RFQ_LIST_PATH, rfqPath } from "#core/urls/rfq-paths.ts";
import { RfqStatusBadge, useQuotesText, useStandingText } from "./rfq-standing.tsx";

export type RfqStatusFilter = "open" | "closed" | null;

/** All, open or closed requests: each a link to the list of that status, the current one marked. */
export function RfqStatusLinks({ status }: { status: RfqStatusFilter }) {
  const { t } = useTranslation();
  const choices: [RfqStatusFilter, string][] = [
    [null, t("rfqBuyer.list.all")],
    ["open", t("rfq.status.open")],
    ["closed", t("rfq.status.closed")],
  ];
  return (
    <nav aria-label={t("rfqBuyer.list.byStatus")} className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {choices.map(([value, label]) => {
          const current = value === status;
          return (
            <li key={value ?? "all"}>
              <Link
                to={value ? `${RFQ_LIST_PATH}?status=${value}` : RFQ_LIST_PATH}
                aria-current={current ? "page" : undefined}
                className={`inline-flex min-h-10 items-center rounded-full border px-4 text-sm ${
                  current
                    ? "border-brand-600 bg-brand-600 font-semibold text-white"
                    : "border-gray-300 bg-white hover:bg-gray-100"
                }`}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The buyer's requests, newest first: what, how many quotes of the most asked, the time left or why it closed. */
export function RfqList({ items, now }: { items: BuyerRfqItem[]; now: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const quotes = useQuotesText();
  const standing = useStandingText();
  return (
    <ul className="mt-4 space-y-3">
      {items.map((item) => (
        <li
          key={item.id}
          data-rfq-id={item.id}
          className="rounded-lg border border-gray-200 bg-white p-4 sm:flex sm:items-start sm:gap-4"
        >
          <div className="min-w-0 flex-1">
            <p className="flex flex-wrap items-center gap-2">
              <Link
                to={rfqPath(item.id)}
                className="min-w-0 font-semibold break-words text-brand-700 hover:underline"
              >
                <bdi>{item.title}</bdi>
              </Link>
              <RfqStatusBadge status={item.status} />
            </p>
            <p className="mt-1 text-sm text-gray-600">
              {`${item.categoryName} · ${formatNumber(lang, item.quantity)} ${t(`units.${item.unit}`)}`}
            </p>
            <p className="mt-1 text-xs text-gray-500">
              {t("rfqBuyer.postedOn", { date: formatDate(lang, item.createdAt) })}
            </p>
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:mt-0 sm:w-56 sm:flex-none sm:grid-cols-1 sm:text-end">
            <div>
              <dt className="sr-only">{t("rfqBuyer.quotes")}</dt>
              <dd className="font-semibold" data-rfq-quotes-count>
                {quotes(item)}
              </dd>
            </div>
            <div>
              <dt className="sr-only">{t("rfqBuyer.standing")}</dt>
              <dd className={item.status === "open" ? "text-gray-800" : "text-gray-600"}>
                {standing(item, now)}
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
