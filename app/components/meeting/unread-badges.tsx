import { MessageSquare } from "lucide-static";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { noteEventCursor, subscribeConversationEvents } from "#app/lib/conversation-events.ts";
import { useLang } from "#app/lib/use-lang.ts";
import { formatNumber } from "#core/i18n/format.ts";
import { DecorativeIcon } from "../decorative-icon.tsx";

type Counts = { buyer: number; seller: number; member: boolean; eventCursor: number };

/**
 * The header's way to the conversations: the buyer's (/profile/meeting) and, for members of a
 * supplier company, the company's (/supplier/messages), each with its number of conversations
 * with unread messages. The counts come with the page; with JavaScript they are asked again when
 * a live event arrives or a conversation page is opened (reading it changes them).
 */
export function UnreadBadges({ buyer, seller, member, eventCursor }: Counts) {
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname } = useLocation();
  const [counts, setCounts] = useState({ buyer, seller });
  // A new page from the server (after a sign-in, a form post) brings its own counts.
  useEffect(() => setCounts({ buyer, seller }), [buyer, seller]);
  useEffect(() => {
    let stale = false;
    const refresh = () =>
      fetch("/profile/meeting/unread", { headers: { accept: "application/json" } })
        .then((r) => (r.ok ? (r.json() as Promise<{ buyer: number; seller: number }>) : undefined))
        .then((next) => {
          if (next && !stale) setCounts({ buyer: next.buyer, seller: next.seller });
        })
        .catch(() => undefined);
    if (/^\/(profile\/meeting|supplier\/messages)\/\d+/.test(pathname)) void refresh();
    noteEventCursor(eventCursor);
    const unsubscribe = subscribeConversationEvents(() => void refresh());
    return () => {
      stale = true;
      unsubscribe();
    };
  }, [pathname, eventCursor]);
  const badge = (count: number) =>
    count ? (
      <span className="rounded-full bg-brand-600 px-1.5 text-xs font-semibold text-white">
        <span aria-hidden="true">{formatNumber(lang, count)}</span>
        <span className="sr-only">{t("meeting.unread", { count })}</span>
      </span>
    ) : null;
  return (
    <>
      <Link
        to="/profile/meeting"
        className="inline-flex items-center gap-1 rounded px-2 py-1 hover:bg-gray-100"
      >
        <DecorativeIcon svg={MessageSquare} className="size-4" />
        <span className="sr-only sm:not-sr-only">{t("meeting.headerLink")}</span>
        {badge(counts.buyer)}
      </Link>
      {member ? (
        <Link
          to="/supplier/messages"
          className="inline-flex items-center gap-1 rounded px-2 py-1 hover:bg-gray-100"
        >
          <span>{t("meeting.headerSupplierLink")}</span>
          {badge(counts.seller)}
        </Link>
      ) : null}
    </>
  );
}
