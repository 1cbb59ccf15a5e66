import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { Link, useFetcher } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatDate } from "#core/i18n/format.ts";
import type { ConversationPageView } from "#core/schemas/conversation.ts";
import type { ActionFailure } from "#core/schemas/field-errors.ts";
import { ConversationSafetyMenu } from "../conversation/conversation-safety-menu.tsx";
import { ComposeForm } from "./compose-form.tsx";
import { MessageItem, type PageMessage } from "./message-item.tsx";
import { useLiveConversation } from "./use-live-conversation.ts";

interface ConversationData {
  page: ConversationPageView;
  canReply: boolean;
  before: number | null;
  /** The newest live event when the loader read the page. */
  eventCursor: number;
}

/**
 * A conversation for either party: its messages oldest first with a separator for each day,
 * "Older messages" (a link without JavaScript; with it, older pages load above when the reader
 * scrolls to the top), and the compose form for a party who may write. The list is a polite live
 * region, so a screen reader hears a new message when it arrives.
 */
export function ConversationView({
  data,
  basePath,
  title,
  subtitle,
  failure,
}: {
  data: ConversationData;
  basePath: string;
  title: string;
  subtitle: string | null;
  failure: ActionFailure | undefined;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const { page } = data;
  useLiveConversation(page.id, data.eventCursor);
  const [older, setOlder] = useState<PageMessage[]>([]);
  const [olderLeft, setOlderLeft] = useState(page.hasOlder);
  const fetcher = useFetcher<ConversationData>();
  const top = useRef<HTMLDivElement>(null);
  const end = useRef<HTMLDivElement>(null);
  // Older pages load by themselves only once the reader is at the newest message (the page opens
  // there, like any chat), so opening a conversation does not pull its whole history.
  const [atNewest, setAtNewest] = useState(false);
  const firstId = (older[0] ?? page.messages[0])?.id;
  const olderHref = firstId ? `${basePath}?before=${firstId}` : basePath;

  // The page's height before older messages go in above: the reader is kept where they were
  // (at the very top browsers do not keep the place themselves, and the next page would follow).
  const heightBefore = useRef(0);
  useLayoutEffect(() => {
    if (!heightBefore.current || !older.length) return;
    window.scrollBy(0, document.documentElement.scrollHeight - heightBefore.current);
    heightBefore.current = 0;
  }, [older]);

  // A page of older messages arrived: put it above what is shown.
  useEffect(() => {
    const loaded = fetcher.data?.page;
    if (!loaded || fetcher.state !== "idle") return;
    heightBefore.current = document.documentElement.scrollHeight;
    setOlder((shown) => [...loaded.messages.filter((m) => !shown.some((s) => s.id === m.id)), ...shown]);
    setOlderLeft(loaded.hasOlder);
  }, [fetcher.data, fetcher.state]);

  // The newest message in sight: when the page opens, and when a message arrives while the reader
  // is near the bottom (one reading older messages is not pulled away from them).
  const lastId = page.lastMessageId;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new last message is what makes it run again
  useEffect(() => {
    if (data.before !== null || !end.current) return;
    const fromBottom = document.documentElement.scrollHeight - (window.scrollY + window.innerHeight);
    if (!atNewest || fromBottom < 800) end.current.scrollIntoView({ block: "end" });
    setAtNewest(true);
  }, [lastId, data.before, atNewest]);

  // Scrolled to the top: the next older page loads by itself.
  useEffect(() => {
    const marker = top.current;
    if (
      !marker ||
      !atNewest ||
      !olderLeft ||
      data.before !== null ||
      typeof IntersectionObserver === "undefined"
    )
      return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && fetcher.state === "idle") fetcher.load(olderHref);
    });
    observer.observe(marker);
    return () => observer.disconnect();
  }, [atNewest, olderLeft, olderHref, fetcher, data.before]);

  const messages = [...older, ...page.messages];
  const ownSide = page.side;
  const lastSeenOwn = ownSide
    ? messages.filter((m) => m.side === ownSide && m.id <= page.seenUpTo).at(-1)?.id
    : undefined;
  const blockedMe = page.blockedBy !== null && page.blockedBy !== ownSide;
  let day = "";
  return (
    <section aria-labelledby="conversation-title" className="mx-auto flex max-w-3xl flex-col">
      <header className="flex items-center gap-3 border-b border-gray-200 pb-3">
        {page.company.logo && ownSide === "buyer" ? (
          <img
            src={page.company.logo}
            alt=""
            width={40}
            height={40}
            className="size-10 rounded-md object-contain"
          />
        ) : null}
        <div className="min-w-0">
          <h1 id="conversation-title" dir="auto" className="truncate text-xl font-bold">
            {title}
          </h1>
          {subtitle ? (
            <p dir="auto" className="truncate text-sm text-gray-600">
              {subtitle}
            </p>
          ) : null}
        </div>
      </header>
      <div ref={top} />
      {olderLeft || data.before !== null ? (
        <p className="my-2 text-center text-sm">
          {olderLeft ? (
            <Link to={olderHref} className="text-brand-700 underline" preventScrollReset>
              {fetcher.state === "loading" ? t("meeting.loadingOlder") : t("meeting.older")}
            </Link>
          ) : null}
          {data.before !== null ? (
            <Link to={basePath} className="ms-4 text-brand-700 underline">
              {t("meeting.newest")}
            </Link>
          ) : null}
        </p>
      ) : null}
      {messages.length === 0 ? (
        <p className="my-6 text-center text-gray-600">{t("meeting.noMessages")}</p>
      ) : null}
      <ol aria-live="polite" aria-label={t("meeting.messages")} className="flex flex-col gap-2 py-2">
        {messages.map((message) => {
          const date = formatDate(lang, message.createdAt);
          const separator = date !== day ? date : undefined;
          day = date;
          return [
            separator ? (
              <li
                key={`d${message.id}`}
                className="my-2 text-center text-xs text-gray-500"
                aria-hidden="false"
              >
                <span className="rounded-full bg-gray-100 px-3 py-1">{separator}</span>
              </li>
            ) : null,
            <MessageItem
              key={message.id}
              message={message}
              own={message.side === ownSide}
              seen={message.id === lastSeenOwn}
              reader={ownSide}
              filesPath={`${basePath}/files`}
            />,
          ];
        })}
      </ol>
      {blockedMe ? (
        <p role="status" className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {t("meeting.errors.blocked")}
        </p>
      ) : data.canReply ? (
        <ComposeForm failure={failure} resetKey={String(ownNewest(page))} />
      ) : (
        <p className="mt-3 text-sm text-gray-600">{t("meeting.readOnly")}</p>
      )}
      {ownSide ? (
        <div className="mt-4 border-t border-gray-200 pt-3">
          <ConversationSafetyMenu
            conversationId={page.id}
            side={ownSide}
            blockedBy={page.blockedBy}
            canBlock={data.canReply}
          />
        </div>
      ) : null}
      <div ref={end} />
    </section>
  );
}

/**
 * The newest message of the reader's own side on this page: it changes when the reader's send
 * went in (and empties the form then), not when the other side's message arrives while the reader
 * is still typing.
 */
function ownNewest(page: ConversationData["page"]): number {
  let newest = 0;
  for (const message of page.messages)
    if (message.side === page.side && message.id > newest) newest = message.id;
  return newest;
}
