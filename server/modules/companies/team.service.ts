import type { Db } from "#server/db/connect.ts";
import { AppError } from "#server/lib/errors.ts";
import { type Actor, isStaff } from "#server/modules/accounts/index.ts";
import { recordAudit } from "#server/modules/audit/index.ts";
import * as repo from "./team-members.repo.ts";
import {
  isTeamRole,
  roleMay,
  type TeamAction,
  type TeamRole,
  teamChangeProblem,
} from "./team-permissions.ts";

/**
 * The user's team role in the company, or undefined when they are not a member. Staff (moderators
 * and admins of the site) are never members: the console has its own guards, and a staff account
 * must not act for a supplier.
 */
async function memberRole(db: Db, user: Actor, companyId: number): Promise<TeamRole | undefined> {
  if (isStaff(user.roles) || !Number.isSafeInteger(companyId)) return undefined;
  return repo.findMemberRole(db, companyId, user.id);
}

/** Whether the user may do the action for the company: a member whose team role allows it. */
export async function can(db: Db, user: Actor, action: TeamAction, companyId: number): Promise<boolean> {
  const role = await memberRole(db, user, companyId);
  return role !== undefined && roleMay(role, action);
}

/**
 * Throws unless the user may do the action for the company, and gives their team role. A user who
 * is not a member learns nothing about the company (not found, as for a company that does not
 * exist); a member whose role does not allow the action is refused.
 */
export async function requireCan(
  db: Db,
  user: Actor,
  action: TeamAction,
  companyId: number,
): Promise<TeamRole> {
  const role = await memberRole(db, user, companyId);
  if (role === undefined) throw new AppError("not_found");
  if (!roleMay(role, action)) throw new AppError("not_allowed");
  return role;
}

/**
 * Checks one change of the team inside its transaction, after the team is locked: the actor's
 * permission, the member, and the team rules against the team as it is now (so two requests at
 * once cannot both take away an owner each and leave none). Gives the member's present role.
 */
async function checkTeamChange(
  trx: Db,
  actor: Actor,
  action: TeamAction,
  companyId: number,
  userId: number,
  newRole: TeamRole | undefined,
): Promise<TeamRole> {
  await repo.lockCompanyTeam(trx, companyId);
  const actorRole = await requireCan(trx, actor, action, companyId);
  const targetRole = Number.isSafeInteger(userId)
    ? await repo.findMemberRole(trx, companyId, userId)
    : undefined;
  if (targetRole === undefined) throw new AppError("not_found");
  const owners = await repo.countOwners(trx, companyId);
  const problem = teamChangeProblem({ actorRole, targetRole, newRole, owners });
  if (problem === "owners_only") throw new AppError("not_allowed", "errors.ownersOnly");
  if (problem === "last_owner") throw new AppError("conflict", "errors.lastOwner");
  return targetRole;
}

/** Gives a member of the company another team role; recorded in the audit log. */
export async function changeMemberRole(
  db: Db,
  actor: Actor,
  companyId: number,
  userId: number,
  role: TeamRole,
): Promise<void> {
  if (!isTeamRole(role)) throw new AppError("invalid_data");
  await db.transaction().execute(async (trx) => {
    const before = await checkTeamChange(trx, actor, "team.change_role", companyId, userId, role);
    if (before === role) return;
    await repo.updateMemberRole(trx, companyId, userId, role);
    await recordAudit(trx, {
      userId: actor.id,
      clientAddress: actor.clientAddress,
      action: "team.change_role",
      entity: "company_member",
      entityId: `${companyId}:${userId}`,
      details: { companyId, userId, from: before, to: role },
    });
  });
}

/** Takes a member out of the company's team; recorded in the audit log. */
export async function removeMember(db: Db, actor: Actor, companyId: number, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await checkTeamChange(trx, actor, "team.remove_member", companyId, userId, undefined);
    await repo.deleteMember(trx, companyId, userId);
    await recordAudit(trx, {
      userId: actor.id,
      clientAddress: actor.clientAddress,
      action: "team.remove_member",
      entity: "company_member",
      entityId: `${companyId}:${userId}`,
      details: { companyId, userId, role: before },
    });
  });
}

/** Whether the user belongs to the company's team, in any role (the access rule of company files). */
export async function isCompanyMember(db: Db, companyId: number, userId: number): Promise<boolean> {
  return (await repo.findMemberRole(db, companyId, userId)) !== undefined;
}

/** The companies the user works for, with their team role in each (the workspace's switcher). */
export function listUserCompanies(db: Db, userId: number) {
  return repo.findUserCompanies(db, userId);
}
