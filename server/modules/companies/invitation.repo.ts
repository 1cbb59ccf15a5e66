import type { Db } from "#server/db/connect.ts";
import type { TeamRole } from "./team-permissions.ts";

export async function insertInvitation(
  db: Db,
  row: {
    companyId: number;
    email: string;
    role: TeamRole;
    tokenHash: string;
    lang: string;
    invitedBy: number;
    createdAt: string;
    expiresAt: string;
  },
): Promise<number> {
  const inserted = await db
    .insertInto("company_invitations")
    .values({
      company_id: row.companyId,
      email: row.email,
      role: row.role,
      token_hash: row.tokenHash,
      lang: row.lang,
      invited_by: row.invitedBy,
      created_at: row.createdAt,
      expires_at: row.expiresAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** Revokes the address's open invitations to the company (a new one replaces them). */
export async function revokeOpenInvitationsFor(db: Db, companyId: number, email: string, at: string) {
  await db
    .updateTable("company_invitations")
    .set({ revoked_at: at })
    .where("company_id", "=", companyId)
    .where("email", "=", email)
    .where("accepted_at", "is", null)
    .where("revoked_at", "is", null)
    .execute();
}

/**
 * Revokes one open invitation of the company; the open state is checked in the same statement, so
 * an invitation accepted a moment before stays accepted. Gives whether it was revoked.
 */
export async function revokeInvitation(db: Db, companyId: number, invitationId: number, at: string) {
  const result = await db
    .updateTable("company_invitations")
    .set({ revoked_at: at })
    .where("id", "=", invitationId)
    .where("company_id", "=", companyId)
    .where("accepted_at", "is", null)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The company's invitations nobody has accepted or revoked and that still work at `now`. */
export function findPendingInvitations(db: Db, companyId: number, now: string) {
  return db
    .selectFrom("company_invitations")
    .select(["id", "email", "role", "created_at", "expires_at"])
    .where("company_id", "=", companyId)
    .where("accepted_at", "is", null)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", now)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

export function findInvitationByHash(db: Db, tokenHash: string) {
  return db
    .selectFrom("company_invitations")
    .innerJoin("companies", "companies.id", "company_invitations.company_id")
    .select([
      "company_invitations.id",
      "company_invitations.company_id",
      "companies.name as company_name",
      "company_invitations.email",
      "company_invitations.role",
      "company_invitations.expires_at",
      "company_invitations.accepted_at",
      "company_invitations.revoked_at",
    ])
    .where("company_invitations.token_hash", "=", tokenHash)
    .executeTakeFirst();
}

/**
 * Marks the invitation accepted by the user, only while it is open, unexpired at `now` and
 * addressed to `email`, all in this one statement: of two acceptances at once only one finds it
 * open. Gives the company and role, or undefined when it was not open for this user.
 */
export async function claimInvitation(
  db: Db,
  claim: { tokenHash: string; email: string; userId: number; now: string },
) {
  return db
    .updateTable("company_invitations")
    .set({ accepted_at: claim.now, accepted_by: claim.userId })
    .where("token_hash", "=", claim.tokenHash)
    .where("email", "=", claim.email)
    .where("accepted_at", "is", null)
    .where("revoked_at", "is", null)
    .where("expires_at", ">", claim.now)
    .returning(["id", "company_id", "role"])
    .executeTakeFirst();
}

/** Adds the user to the team; a user already a member keeps the role they have. */
export async function addMember(db: Db, companyId: number, userId: number, role: TeamRole) {
  await db
    .insertInto("company_members")
    .values({ company_id: companyId, user_id: userId, role })
    .onConflict((oc) => oc.columns(["company_id", "user_id"]).doNothing())
    .execute();
}

export function findMembers(db: Db, companyId: number) {
  return db
    .selectFrom("company_members")
    .innerJoin("users", "users.id", "company_members.user_id")
    .select(["users.id", "users.first_name", "users.last_name", "users.email", "company_members.role"])
    .where("company_members.company_id", "=", companyId)
    .orderBy("users.id")
    .execute();
}

export function findUserByEmail(db: Db, email: string) {
  return db
    .selectFrom("users")
    .select(["id", "email", "preferred_lang"])
    .where("email", "=", email)
    .executeTakeFirst();
}

export function findInvitationForMail(db: Db, invitationId: number) {
  return db
    .selectFrom("company_invitations")
    .innerJoin("companies", "companies.id", "company_invitations.company_id")
    .leftJoin("users", "users.id", "company_invitations.invited_by")
    .select([
      "company_invitations.company_id",
      "companies.name as company_name",
      "company_invitations.email",
      "company_invitations.role",
      "company_invitations.lang",
      "company_invitations.expires_at",
      "company_invitations.accepted_at",
      "company_invitations.revoked_at",
      "users.first_name as inviter_first_name",
      "users.last_name as inviter_last_name",
      "users.email as inviter_email",
    ])
    .where("company_invitations.id", "=", invitationId)
    .executeTakeFirst();
}

export async function setTokenHash(db: Db, invitationId: number, tokenHash: string) {
  await db
    .updateTable("company_invitations")
    .set({ token_hash: tokenHash })
    .where("id", "=", invitationId)
    .execute();
}
