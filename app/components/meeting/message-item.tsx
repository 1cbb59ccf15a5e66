import { FileText } from "lucide-static";
import { Link } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatNumber, languageName } from "#core/i18n/format.ts";
import type { ConversationPageView } from "#core/schemas/conversation.ts";
import { orderNumber } from "#core/schemas/orders.ts";
import { DecorativeIcon } from "../decorative-icon.tsx";
import { MessageText } from "./message-text.tsx";

export type PageMessage = ConversationPageView["messages"][number];

/** Where a card leads, for the side reading it; undefined when there is no page for it yet. */
function cardHref(message: PageMessage, reader: "buyer" | "seller" | null): string | undefined {
  if (message.refId === null) return undefined;
  if (message.kind === "product") return `/product/pr/${message.refId}`;
  if (message.kind === "deal")
    return reader === "seller" ? `/supplier/inquiries/${message.refId}` : "/profile/inquiries";
  if (message.kind === "order")
    return reader === "seller" ? `/supplier/orders/${message.refId}` : `/profile/orders/${message.refId}`;
  return undefined;
}

/** How a card names what it shows: an order by its number, anything else by its id. */
const cardId = (message: PageMessage) =>
  message.refId === null ? "" : message.kind === "order" ? orderNumber(message.refId) : message.refId;

const timeFormats = new Map<string, Intl.DateTimeFormat>();
/** The hour and minute, in UTC like every date of the site (the same on the server and in the browser). */
export function formatTime(lang: string, iso: string): string {
  let format = timeFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === "iw" ? "he" : lang, { timeStyle: "short", timeZone: "UTC" });
    timeFormats.set(lang, format);
  }
  return format.format(new Date(iso));
}

function fileSize(lang: ReturnType<typeof useLang>, bytes: number) {
  return bytes >= 1024 * 1024
    ? `${formatNumber(lang, Math.round((bytes / 1024 / 1024) * 10) / 10)} MB`
    : `${formatNumber(lang, Math.max(1, Math.round(bytes / 1024)))} KB`;
}

/**
 * One message: the writer's text (translated into the reader's language when it was written in
 * another, with the original inside a <details>, which opens without JavaScript; or the original
 * with its language named when no translation is there), a card, its files, and "Seen" on the
 * reader's own last message the other side has read.
 */
export function MessageItem({
  message,
  own,
  seen,
  reader,
  filesPath,
}: {
  message: PageMessage;
  own: boolean;
  seen: boolean;
  reader: "buyer" | "seller" | null;
  filesPath: string;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  // One's own side's messages are shown as written: the writer knows what they said.
  const foreign = !own && message.kind === "text" && message.body && message.lang && message.lang !== lang;
  const href = cardHref(message, reader);
  return (
    <li className={`flex ${own ? "justify-end" : "justify-start"}`}>
      <div
        className={`max-w-[85%] rounded-2xl px-3 py-2 sm:max-w-[70%] ${
          own
            ? "rounded-ee-sm bg-brand-600 text-white"
            : "rounded-es-sm border border-gray-200 bg-white text-ink"
        }`}
      >
        <p className="sr-only">{own ? t("meeting.you") : t("meeting.them")}</p>
        {message.kind !== "text" ? (
          <p className="text-sm font-semibold">
            {href ? (
              <Link to={href} className="underline">
                {t(`meeting.card.${message.kind}`, { id: cardId(message) })}
              </Link>
            ) : (
              t(`meeting.card.${message.kind}`, { id: cardId(message) })
            )}
          </p>
        ) : null}
        {message.cardTitle ? (
          <p className="text-sm">
            <bdi>{message.cardTitle}</bdi>
          </p>
        ) : null}
        {message.body ? (
          foreign && message.translation ? (
            <>
              <MessageText text={message.translation} />
              <details className="mt-1 text-xs opacity-90">
                <summary className="cursor-pointer underline">
                  {t("meeting.showOriginal", { language: languageName(lang, message.lang ?? "") })}
                </summary>
                <MessageText text={message.body} />
              </details>
            </>
          ) : (
            <>
              <MessageText text={message.body} />
              {foreign ? (
                <p className="mt-1 text-xs opacity-80">
                  {t("meeting.writtenIn", { language: languageName(lang, message.lang ?? "") })}
                </p>
              ) : null}
            </>
          )
        ) : null}
        {message.attachments.length ? (
          <ul className="mt-2 flex flex-wrap gap-2">
            {message.attachments.map((file) => {
              const url = `${filesPath}/${file.id}`;
              return (
                <li key={file.id}>
                  {file.mediaType.startsWith("image/") ? (
                    <a href={url} target="_blank" rel="noopener" className="block">
                      <img
                        src={url}
                        alt={file.name}
                        width={file.width ?? undefined}
                        height={file.height ?? undefined}
                        loading="lazy"
                        className="max-h-40 max-w-48 rounded-md bg-gray-100 object-contain"
                      />
                    </a>
                  ) : (
                    <a
                      href={url}
                      download={file.name}
                      className={`inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm underline ${
                        own ? "bg-brand-700" : "bg-gray-100"
                      }`}
                    >
                      <DecorativeIcon svg={FileText} className="size-4 shrink-0" />
                      <span className="break-all">{file.name}</span>
                      <span className="whitespace-nowrap opacity-80">
                        (<bdi>{fileSize(lang, file.size)}</bdi>)
                      </span>
                    </a>
                  )}
                </li>
              );
            })}
          </ul>
        ) : null}
        <p className={`mt-1 text-end text-xs ${own ? "text-white/80" : "text-gray-500"}`}>
          <time dateTime={message.createdAt}>{formatTime(lang, message.createdAt)}</time>
          {seen ? <span className="ms-2">{t("meeting.seen")}</span> : null}
        </p>
      </div>
    </li>
  );
}
