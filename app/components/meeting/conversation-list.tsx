import { Link } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { countryName, formatDate, formatNumber } from "#core/i18n/format.ts";
import type { ConversationSummaryView } from "#core/schemas/conversation.ts";
import { formatTime } from "./message-item.tsx";

/**
 * A party's conversations, the most recent first: the other party (the company with its logo for
 * a buyer; the buyer, their company and the company's country for a supplier), an excerpt of the
 * last message, its time, and how many messages are unread.
 */
export function ConversationList({
  items,
  basePath,
  side,
}: {
  items: ConversationSummaryView[];
  basePath: string;
  side: "buyer" | "seller";
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const today = formatDate(lang, new Date());
  return (
    <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200 bg-white">
      {items.map((item) => {
        const name = side === "buyer" ? item.company.name : item.buyer.name;
        const detail =
          side === "buyer"
            ? countryName(lang, item.company.country)
            : [item.buyer.company].filter(Boolean).join(" · ");
        const when = item.lastMessageAt
          ? formatDate(lang, item.lastMessageAt) === today
            ? formatTime(lang, item.lastMessageAt)
            : formatDate(lang, item.lastMessageAt)
          : "";
        const excerpt = item.last
          ? item.last.kind === "text"
            ? item.last.body || t("meeting.attachmentOnly")
            : t(`meeting.cardShort.${item.last.kind}`)
          : t("meeting.noMessages");
        return (
          <li key={item.id}>
            <Link
              to={`${basePath}/${item.id}`}
              className="flex items-center gap-3 p-3 hover:bg-gray-50 focus-visible:bg-gray-50"
            >
              {side === "buyer" ? (
                item.company.logo ? (
                  <img
                    src={item.company.logo}
                    alt=""
                    width={40}
                    height={40}
                    className="size-10 shrink-0 rounded-md object-contain"
                  />
                ) : (
                  <span
                    aria-hidden="true"
                    className="grid size-10 shrink-0 place-items-center rounded-md bg-brand-50 font-bold text-brand-700"
                  >
                    {name.slice(0, 1)}
                  </span>
                )
              ) : null}
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline justify-between gap-2">
                  <span dir="auto" className={`truncate ${item.unread ? "font-bold" : "font-semibold"}`}>
                    {name}
                  </span>
                  <span className="shrink-0 text-xs text-gray-500">{when}</span>
                </span>
                {detail ? (
                  <span dir="auto" className="block truncate text-xs text-gray-500">
                    {detail}
                  </span>
                ) : null}
                <span className="flex items-center justify-between gap-2">
                  <span dir="auto" className="truncate text-sm text-gray-700">
                    {item.last?.side === side ? `${t("meeting.you")}: ` : ""}
                    {excerpt}
                  </span>
                  {item.unread ? (
                    <span className="shrink-0 rounded-full bg-brand-600 px-2 text-xs font-semibold text-white">
                      <span aria-hidden="true">{formatNumber(lang, item.unread)}</span>
                      <span className="sr-only">{t("meeting.unread", { count: item.unread })}</span>
                    </span>
                  ) : null}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
