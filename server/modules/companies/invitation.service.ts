import { z } from "zod";
import { isLang, type Lang } from "#core/i18n/languages.ts";
import { IdSchema } from "#core/schemas/id.ts";
import type { InviteInput } from "#core/schemas/team.ts";
import type { AppDeps } from "#server/deps.ts";
import { AppError } from "#server/lib/errors.ts";
import { translator } from "#server/lib/i18n.ts";
import { hitRateLimit } from "#server/lib/rate-limit.ts";
import { hashToken, newToken } from "#server/lib/tokens.ts";
import { type Actor, isStaff, markEmailConfirmed } from "#server/modules/accounts/index.ts";
import { recordAudit } from "#server/modules/audit/index.ts";
import { enqueueJob, type JobHandlers } from "#server/modules/jobs/index.ts";
import { notifyAddressNow } from "#server/modules/notifications/index.ts";
import { findMemberRole, lockCompanyTeam } from "./team-members.repo.ts";
import * as repo from "./invitation.repo.ts";
import { requireCan } from "./team.service.ts";
import { invitationProblem } from "./team-permissions.ts";

/**
 * Invitations to a company's team. An owner or an admin invites an address with a role; the
 * e-mail carries a link with a secret valid for 7 days, of which only the SHA-256 is stored. The
 * secret is made when the e-mail job runs (as for the account e-mails), so no usable link sits in
 * the jobs or notifications tables either. The invitee accepts signed in with the invited address;
 * an invitation works once, and a new one to the same address replaces the open one.
 */
export const INVITATION_DAYS = 7;
export const INVITATION_QUEUE = "companies.invitation-email";
export const INVITATIONS_PER_HOUR = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

type Deps = Pick<AppDeps, "db" | "clock">;
type MailDeps = Pick<AppDeps, "db" | "clock" | "mailer">;

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Invites `email` to the company's team as `role`. Only an owner invites an owner. Someone who is
 * a member already cannot be invited. `lang` is the inviter's language, used when the address has
 * no account with a language of its own; `origin` is the site the link points to.
 */
export async function inviteMember(
  deps: Deps,
  actor: Actor,
  companyId: number,
  input: InviteInput,
  mail: { lang: Lang; origin: string },
): Promise<number> {
  return deps.db.transaction().execute(async (trx) => {
    await lockCompanyTeam(trx, companyId);
    const actorRole = await requireCan(trx, actor, "team.invite", companyId);
    if (invitationProblem(actorRole, input.role) === "owners_only")
      throw new AppError("not_allowed", "errors.ownersOnly");
    // Invitations are e-mails to any address a member types: a company sends a bounded number.
    await hitRateLimit(trx, `team-invite:${companyId}`, INVITATIONS_PER_HOUR, 60 * 60, deps.clock.now());
    const existing = await repo.findUserByEmail(trx, input.email);
    if (existing && (await findMemberRole(trx, companyId, existing.id)) !== undefined)
      throw new AppError("conflict", "supplier.team.errors.alreadyMember", {
        email: "supplier.team.errors.alreadyMember",
      });
    const now = deps.clock.now();
    await repo.revokeOpenInvitationsFor(trx, companyId, input.email, iso(now));
    const lang =
      existing?.preferred_lang && isLang(existing.preferred_lang) ? existing.preferred_lang : mail.lang;
    const id = await repo.insertInvitation(trx, {
      companyId,
      email: input.email,
      role: input.role,
      // A digest of a secret nobody holds: the e-mail job replaces it with the mailed one.
      tokenHash: hashToken(newToken()),
      lang,
      invitedBy: actor.id,
      createdAt: iso(now),
      expiresAt: iso(now + INVITATION_DAYS * DAY_MS),
    });
    await recordAudit(trx, {
      userId: actor.id,
      clientAddress: actor.clientAddress,
      action: "team.invite",
      entity: "company_invitation",
      entityId: String(id),
      details: { companyId, email: input.email, role: input.role },
    });
    await enqueueJob(trx, deps.clock, {
      queue: INVITATION_QUEUE,
      payload: { invitationId: id, origin: mail.origin },
    });
    return id;
  });
}

const Payload = z.object({ invitationId: IdSchema, origin: z.string().regex(/^https?:\/\/[^/]+$/) });

/** The invitation e-mail job: a fresh secret, its digest stored, the link mailed. */
async function sendInvitation(deps: MailDeps, payload: unknown) {
  const { invitationId, origin } = Payload.parse(payload);
  const row = await repo.findInvitationForMail(deps.db, invitationId);
  if (!row || row.accepted_at || row.revoked_at || row.expires_at <= iso(deps.clock.now())) return;
  const token = newToken();
  await repo.setTokenHash(deps.db, invitationId, hashToken(token));
  const lang = isLang(row.lang) ? row.lang : "en";
  await notifyAddressNow(
    deps,
    {
      kind: "team.invitation",
      companyId: row.company_id,
      toEmail: row.email,
      lang,
      subjectKey: "supplier.mail.invitation.subject",
      bodyKey: "supplier.mail.invitation.body",
      params: {
        company: row.company_name,
        inviter:
          [row.inviter_first_name, row.inviter_last_name].filter(Boolean).join(" ") || row.company_name,
        role: translator(lang)(`supplier.roles.${row.role}`),
        days: INVITATION_DAYS,
      },
      replyTo: row.inviter_email,
    },
    { link: `${origin}/invitation?token=${token}` },
  );
}

export function invitationHandlers(deps: MailDeps): JobHandlers {
  return { [INVITATION_QUEUE]: (payload) => sendInvitation(deps, payload) };
}

/** Revokes an open invitation of the company (owners and admins). */
export async function revokeInvitation(deps: Deps, actor: Actor, companyId: number, invitationId: number) {
  await deps.db.transaction().execute(async (trx) => {
    await requireCan(trx, actor, "team.invite", companyId);
    if (!(await repo.revokeInvitation(trx, companyId, invitationId, iso(deps.clock.now()))))
      throw new AppError("not_found");
    await recordAudit(trx, {
      userId: actor.id,
      clientAddress: actor.clientAddress,
      action: "team.revoke_invitation",
      entity: "company_invitation",
      entityId: String(invitationId),
      details: { companyId },
    });
  });
}

/** The company's open invitations (every member sees them; managers change them). */
export async function listPendingInvitations(deps: Deps, actor: Actor, companyId: number) {
  await requireCan(deps.db, actor, "company.view", companyId);
  return repo.findPendingInvitations(deps.db, companyId, iso(deps.clock.now()));
}

/** The company's members with their roles. */
export async function listMembers(deps: Pick<AppDeps, "db">, actor: Actor, companyId: number) {
  await requireCan(deps.db, actor, "company.view", companyId);
  return repo.findMembers(deps.db, companyId);
}

export type InvitationState = "open" | "expired" | "accepted" | "revoked";

/** What an invitation link shows before it is accepted; undefined for a link that is no invitation. */
export async function readInvitation(deps: Deps, token: string) {
  const row = await repo.findInvitationByHash(deps.db, hashToken(token));
  if (!row) return undefined;
  const state: InvitationState = row.accepted_at
    ? "accepted"
    : row.revoked_at
      ? "revoked"
      : row.expires_at <= iso(deps.clock.now())
        ? "expired"
        : "open";
  return {
    companyId: row.company_id,
    companyName: row.company_name,
    email: row.email,
    role: row.role,
    state,
  };
}

/**
 * Accepts the invitation as the signed-in user: they join the team with the invited role. The
 * invitation must be open, unexpired and addressed to the user's own e-mail address, checked in
 * the statement that uses it up, so a link works once. A user who is a member already keeps
 * their role; an unconfirmed address counts as confirmed from then on. Gives the company's id.
 */
export async function acceptInvitation(
  deps: Deps,
  user: Actor & { email: string; emailConfirmed?: boolean },
  token: string,
): Promise<number> {
  // A staff account never acts for a supplier (team.service.ts): it cannot join a team.
  if (isStaff(user.roles)) throw new AppError("not_allowed");
  return deps.db.transaction().execute(async (trx) => {
    const tokenHash = hashToken(token);
    const now = iso(deps.clock.now());
    const claimed = await repo.claimInvitation(trx, {
      tokenHash,
      email: user.email.toLowerCase(),
      userId: user.id,
      now,
    });
    if (!claimed) {
      const state = await readInvitation({ db: trx, clock: deps.clock }, token);
      if (!state) throw new AppError("not_found", "invitation.invalid");
      if (state.state === "open") throw new AppError("not_allowed", "invitation.wrongAccount");
      throw new AppError("conflict", `invitation.${state.state}`);
    }
    await repo.addMember(trx, claimed.company_id, user.id, claimed.role);
    // The secret reached the user at this address: that confirms it, as the confirmation link would.
    if (!user.emailConfirmed) await markEmailConfirmed(trx, user.id);
    await recordAudit(trx, {
      userId: user.id,
      clientAddress: user.clientAddress,
      action: "team.accept_invitation",
      entity: "company_invitation",
      entityId: String(claimed.id),
      details: { companyId: claimed.company_id, role: claimed.role },
    });
    return claimed.company_id;
  });
}
