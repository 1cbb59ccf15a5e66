import { formatDate } from "#core/i18n/format.ts";
import { hostForLang, type Lang } from "#core/i18n/languages.ts";
import { quoteNumber } from "#core/rules/quote-flow.ts";
import { orderNumber } from "#core/schemas/orders.ts";
import type { Config } from "#server/config.ts";
import type { AppDeps } from "#server/deps.ts";
import { roleMay, TEAM_ROLES } from "#server/modules/companies/index.ts";
import { notifyCompanyMembers, notifyUser } from "#server/modules/notifications/index.ts";
import { orderLink } from "#server/modules/orders/index.ts";
import type { RevisionRow, ThreadRow } from "./quote-threads.repo.ts";

/** What a quote e-mail needs of the site: where its pages are, and who answers for the site. */
export type QuoteSite = Pick<Config, "siteHost" | "siteProtocol" | "supportEmail">;
export type QuoteMailDeps = Pick<AppDeps, "db" | "clock"> & { site: QuoteSite };

/** The company's members told about its quotes: those whose role sends them (viewers only read). */
export const QUOTE_MAIL_ROLES = TEAM_ROLES.filter((role) => roleMay(role, "quotes.send"));

/** The quote's page for a side, on the host of the reader's language. */
export function quoteLink(site: QuoteSite, side: "buyer" | "supplier", quoteId: number, lang: Lang): string {
  const path = side === "buyer" ? `/profile/quotes/${quoteId}` : `/supplier/quotes/${quoteId}`;
  return `${site.siteProtocol}://${hostForLang(site.siteHost, lang)}${path}`;
}

/**
 * Tells the buyer a revision was sent (the first: a new quote; a later one: a revision whose
 * changes the page shows), in their language, answering to the member who sent it.
 */
export async function announceSent(
  deps: QuoteMailDeps,
  thread: ThreadRow,
  revision: Pick<RevisionRow, "number" | "valid_until">,
  companyName: string,
  senderUserId: number,
): Promise<void> {
  const kind = revision.number === 1 ? "sent" : "revised";
  await notifyUser(deps, thread.buyer_user_id, {
    kind: `quote.${kind}`,
    subjectKey: `mail.quote.${kind}.subject`,
    bodyKey: `mail.quote.${kind}.body`,
    params: { number: quoteNumber(thread.id), company: companyName, revision: revision.number },
    replyToUserId: senderUserId,
    localParams: (lang) => ({
      validUntil: formatDate(lang, revision.valid_until),
      link: quoteLink(deps.site, "buyer", thread.id, lang),
    }),
  });
}

/** Tells the buyer the supplier withdrew its quote, and why, answering to the member who did. */
export async function announceWithdrawn(
  deps: QuoteMailDeps,
  thread: ThreadRow,
  revision: Pick<RevisionRow, "number">,
  companyName: string,
  reason: string,
  memberUserId: number,
): Promise<void> {
  await notifyUser(deps, thread.buyer_user_id, {
    kind: "quote.withdrawn",
    subjectKey: "mail.quote.withdrawn.subject",
    bodyKey: "mail.quote.withdrawn.body",
    params: { number: quoteNumber(thread.id), company: companyName, revision: revision.number, reason },
    replyToUserId: memberUserId,
    localParams: (lang) => ({ link: quoteLink(deps.site, "buyer", thread.id, lang) }),
  });
}

/** Reminds the buyer that a quote they have not answered is valid only until its last day. */
export async function remindBuyer(
  deps: QuoteMailDeps,
  thread: Pick<ThreadRow, "id" | "buyer_user_id">,
  revision: Pick<RevisionRow, "number" | "valid_until">,
  companyName: string,
): Promise<void> {
  await notifyUser(deps, thread.buyer_user_id, {
    kind: "quote.reminder",
    subjectKey: "mail.quote.reminder.subject",
    bodyKey: "mail.quote.reminder.body",
    params: { number: quoteNumber(thread.id), company: companyName, revision: revision.number },
    replyTo: deps.site.supportEmail,
    localParams: (lang) => ({
      validUntil: formatDate(lang, revision.valid_until),
      link: quoteLink(deps.site, "buyer", thread.id, lang),
    }),
  });
}

/**
 * Tells the company's members who send quotes of the buyer's answer, each in their language:
 * accepted (with a link to the order it made), declined (with the reason) or changes asked for
 * (with what the buyer asks). An answer reaches the buyer, unless the buyer of a request has not
 * shown who they are (a decline does not): then the support desk.
 */
export async function announceAnswer(
  deps: QuoteMailDeps,
  thread: ThreadRow,
  revision: Pick<RevisionRow, "number">,
  answer:
    | { kind: "accepted"; orderId: number; buyerName: string }
    | { kind: "declined"; reason: string }
    | { kind: "changesRequested"; reason: string; buyerName: string },
): Promise<void> {
  const revealed = Boolean(thread.is_buyer_revealed) || thread.deal_id !== null;
  const number = quoteNumber(thread.id);
  const params: Record<string, string | number> = { number, revision: revision.number };
  if (answer.kind === "accepted") {
    params.order = orderNumber(answer.orderId);
    params.buyer = answer.buyerName;
  } else {
    params.reason = answer.reason;
    if (answer.kind === "changesRequested") params.buyer = answer.buyerName;
  }
  await notifyCompanyMembers(deps, thread.company_id, QUOTE_MAIL_ROLES, {
    kind: `quote.${answer.kind}`,
    subjectKey: `supplier.mail.quote.${answer.kind}.subject`,
    bodyKey: `supplier.mail.quote.${answer.kind}.body`,
    params,
    ...(revealed ? { replyToUserId: thread.buyer_user_id } : { replyTo: deps.site.supportEmail }),
    localParams: (lang) => ({
      link:
        answer.kind === "accepted"
          ? orderLink(deps.site, "supplier", answer.orderId, lang)
          : quoteLink(deps.site, "supplier", thread.id, lang),
    }),
  });
}
