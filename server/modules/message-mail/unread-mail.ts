import { hostForLang, isLang, type Lang } from "#core/i18n/languages.ts";
import type { ConversationSide } from "#server/db/schema/conversation-tables.ts";
import type { AppDeps } from "#server/deps.ts";
import { TEAM_PERMISSIONS } from "#server/modules/companies/index.ts";
import { type JobHandlers, scheduleRecurring } from "#server/modules/jobs/index.ts";
import { notifyUser } from "#server/modules/notifications/index.ts";
import * as repo from "./unread-mail.repo.ts";

/**
 * The e-mail about unread messages: a side that has not read the other side's messages within
 * five minutes, and has no page open that would show them live, is told who wrote, at most once
 * every fifteen minutes per conversation and side, and only again after a newer message.
 */
export const UNREAD_MAIL_QUEUE = "messages.unread-mail";

const MINUTE = 60_000;
/** The least time between two e-mails to one side of one conversation. */
export const UNREAD_QUIET_MS = 15 * MINUTE;
/**
 * How often the check runs: a fifth of the time a message waits for its reader
 * (`config.messageMailAfterMs`, five minutes unless set), so an e-mail leaves at most a fifth
 * late; once a minute at most and once a second at least.
 */
export const checkEveryMs = (afterMs: number) => Math.min(MINUTE, Math.max(1000, Math.round(afterMs / 5)));
/** Sides handled in one run at most; the rest wait a minute, so one run stays short. */
const SIDES_PER_RUN = 500;
/** How much of the newest message an e-mail quotes for those who asked for the text. */
export const QUOTED_TEXT_MAX = 500;

/** Whether the user holds an open event stream (sees messages live) in any server process. */
export type IsOnline = (userId: number) => Promise<boolean>;

export type UnreadMailDeps = Pick<AppDeps, "db" | "clock" | "config"> & {
  isOnline?: IsOnline;
  log?: Pick<AppDeps["log"], "error">;
};

const offline: IsOnline = async () => false;

/** Sends the e-mails due now; gives how many conversation sides were e-mailed. */
export async function sendUnreadMessageMail(deps: UnreadMailDeps): Promise<number> {
  const now = deps.clock.now();
  const settledBefore = new Date(now - deps.config.messageMailAfterMs).toISOString();
  const quietSince = new Date(now - UNREAD_QUIET_MS).toISOString();
  let mailed = 0;
  for (const side of ["buyer", "seller"] as const) {
    const due = await repo.findUnreadSides(deps.db, side, { settledBefore, quietSince }, SIDES_PER_RUN);
    for (const row of due) {
      // One conversation that fails (a recipient's row gone meanwhile, say) must not hold up the rest.
      const sent = await mailSide(deps, side, row, { now, settledBefore, quietSince }).catch(
        (error: unknown) => {
          deps.log?.error({ err: error, conversationId: row.id, side }, "unread message e-mail failed");
          return false;
        },
      );
      if (sent) mailed++;
    }
  }
  return mailed;
}

async function mailSide(
  deps: UnreadMailDeps,
  side: ConversationSide,
  row: repo.UnreadSideRow,
  at: { now: number; settledBefore: string; quietSince: string },
): Promise<boolean> {
  const isOnline = deps.isOnline ?? offline;
  const candidates = (await recipientsOf(deps, side, row)).filter((r) => r.is_email_unread !== false);
  // [before] is the claim's bound: not e-mailed since the newest message nor within the quiet
  // time (the earlier of the two; ISO times sort as text).
  const [before = at.quietSince] = [row.newest_at, at.quietSince].sort();
  // Nobody on that side wants e-mail (or nobody is there): the side is settled as if told, so
  // it does not come back on every run and crowd out the conversations that can be told.
  if (candidates.length === 0) {
    await repo.claimSide(deps.db, row.id, side, new Date(at.now).toISOString(), before);
    return false;
  }
  const recipients: repo.RecipientRow[] = [];
  for (const candidate of candidates) if (!(await isOnline(candidate.id))) recipients.push(candidate);
  // Nobody to tell now (all online or opted out): the side is not claimed, so a reader who
  // closes the page without reading is still e-mailed on a later run.
  if (recipients.length === 0) return false;
  const from = await senderName(deps, side, row);
  const text = recipients.some((r) => r.is_email_include_text)
    ? await repo.findNewestUnreadText(deps.db, row.id, side, row.read_mark, at.settledBefore)
    : undefined;
  return deps.db.transaction().execute(async (trx) => {
    if (!(await repo.claimSide(trx, row.id, side, new Date(at.now).toISOString(), before))) return false;
    for (const recipient of recipients) {
      const lang: Lang =
        recipient.preferred_lang && isLang(recipient.preferred_lang) ? recipient.preferred_lang : "en";
      const origin = `${deps.config.siteProtocol}://${hostForLang(deps.config.siteHost, lang)}`;
      const path = side === "buyer" ? `/profile/meeting/${row.id}` : `/supplier/messages/${row.id}`;
      const quoted = recipient.is_email_include_text && text ? quote(text) : undefined;
      await notifyUser({ db: trx, clock: deps.clock }, recipient.id, {
        kind: "messages.unread",
        // Filed with the company only when it is the company's e-mail, not the buyer's.
        companyId: side === "seller" ? row.seller_company_id : null,
        subjectKey: "messageMail.subject",
        bodyKey: quoted ? "messageMail.bodyWithText" : "messageMail.body",
        params: {
          from,
          link: `${origin}${path}`,
          preferences: `${origin}/profile/notifications`,
          ...(quoted ? { text: quoted } : {}),
        },
      });
    }
    return true;
  });
}

/**
 * The buyer; on the seller side the deal's assignee when there is one who may still answer,
 * else every member whose team role may answer.
 */
async function recipientsOf(deps: UnreadMailDeps, side: ConversationSide, row: repo.UnreadSideRow) {
  if (side === "buyer") {
    const buyer = await repo.findUserRecipient(deps.db, row.buyer_user_id);
    return buyer ? [buyer] : [];
  }
  const members = await repo.findMemberRecipients(
    deps.db,
    row.seller_company_id,
    TEAM_PERMISSIONS["inquiries.reply"],
  );
  const assignee = await repo.findAssignee(deps.db, row.id);
  const assigned = members.find((m) => m.id === assignee);
  return assigned ? [assigned] : members;
}

/**
 * Who wrote: the company to the buyer; the buyer (and their company, if given) to the company.
 * On one line, whatever was typed: it goes into the subject header.
 */
async function senderName(deps: UnreadMailDeps, side: ConversationSide, row: repo.UnreadSideRow) {
  const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();
  if (side === "buyer") return oneLine((await repo.findCompanyName(deps.db, row.seller_company_id)) ?? "");
  const buyer = await repo.findBuyerName(deps.db, row.buyer_user_id);
  if (!buyer) return "";
  const name = oneLine(`${buyer.first_name} ${buyer.last_name}`);
  return buyer.company_name ? `${name} (${oneLine(buyer.company_name)})` : name;
}

/** The message as plain text on one paragraph's worth of lines, cut at a word near the limit. */
export function quote(text: string): string {
  const plain = text
    .replace(/\r\n?/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  if (plain.length <= QUOTED_TEXT_MAX) return plain;
  const cut = plain.slice(0, QUOTED_TEXT_MAX);
  const space = cut.lastIndexOf(" ");
  return `${(space > QUOTED_TEXT_MAX - 60 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Keeps one run of the check waiting (the leading server calls it when it starts leading). */
export function scheduleUnreadMailCheck(
  deps: Pick<AppDeps, "db" | "clock" | "config">,
  currentJobId?: number,
) {
  const runAt = new Date(deps.clock.now() + checkEveryMs(deps.config.messageMailAfterMs));
  return scheduleRecurring(deps.db, deps.clock, UNREAD_MAIL_QUEUE, runAt, currentJobId);
}

export function messageMailHandlers(deps: UnreadMailDeps): JobHandlers {
  return {
    [UNREAD_MAIL_QUEUE]: async (_payload, job) => {
      // The next run is queued even when this one fails: the chain must not end with a retry.
      try {
        await sendUnreadMessageMail(deps);
      } finally {
        await scheduleUnreadMailCheck(deps, job.id);
      }
    },
  };
}
