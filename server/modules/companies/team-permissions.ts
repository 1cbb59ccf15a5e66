import { TEAM_ROLES, type TeamRole } from "#server/db/schema/account-tables.ts";

export { TEAM_ROLES, type TeamRole };

const everyone = TEAM_ROLES;
const managers = ["owner", "admin"] as const;

/**
 * What each team role may do for its company: action → the roles allowed. Every supplier-side
 * loader, action and API handler asks this table (through `can` or `requireCan`) and nothing else.
 * Owners may do everything; admins everything but closing the company (and, by the team rules
 * below, changing or removing owners); catalogue editors the products; sales the inquiries, quotes
 * and orders; finance sees the orders and payments; viewers see everything and change nothing.
 * Every member may see the company itself and the buyers' requests for quotation in its
 * categories (quoting on one is `quotes.send`).
 */
export const TEAM_PERMISSIONS = {
  "company.view": everyone,
  "company.edit_profile": managers,
  "company.edit_storefront": managers,
  "company.manage_documents": managers,
  "company.close": ["owner"],
  "team.invite": managers,
  "team.change_role": managers,
  "team.remove_member": managers,
  "products.view": ["owner", "admin", "catalog_editor", "viewer"],
  "products.edit": ["owner", "admin", "catalog_editor"],
  "products.publish": ["owner", "admin", "catalog_editor"],
  "inquiries.view": ["owner", "admin", "sales", "viewer"],
  "inquiries.reply": ["owner", "admin", "sales"],
  "quotes.send": ["owner", "admin", "sales"],
  "rfqs.view": everyone,
  "orders.view": ["owner", "admin", "sales", "finance", "viewer"],
  "orders.manage": ["owner", "admin", "sales"],
  "payments.view": ["owner", "admin", "finance", "viewer"],
  "payments.approve": ["owner", "admin", "finance"],
} as const satisfies Record<string, readonly TeamRole[]>;

export type TeamAction = keyof typeof TEAM_PERMISSIONS;
export const TEAM_ACTIONS = Object.keys(TEAM_PERMISSIONS) as TeamAction[];

export function isTeamRole(value: unknown): value is TeamRole {
  return (TEAM_ROLES as readonly unknown[]).includes(value);
}

/** Whether a member with this team role may do the action (the table, and nothing more). */
export function roleMay(role: TeamRole, action: TeamAction): boolean {
  return (TEAM_PERMISSIONS[action] as readonly TeamRole[]).includes(role);
}

/**
 * Why a change of a member's role (`newRole`), or their removal (`newRole` undefined), must be
 * refused, besides the action's own permission; undefined when it may go ahead.
 * - `owners_only`: only an owner makes someone an owner or changes or removes an owner, so an
 *   admin cannot take the company from the people who own it.
 * - `last_owner`: a company always keeps at least one owner, who alone can close it and manage
 *   the owners.
 * `owners` is the company's number of owners, read in the same transaction as the change.
 */
export function teamChangeProblem(change: {
  actorRole: TeamRole;
  targetRole: TeamRole;
  newRole: TeamRole | undefined;
  owners: number;
}): "owners_only" | "last_owner" | undefined {
  const { actorRole, targetRole, newRole, owners } = change;
  if ((targetRole === "owner" || newRole === "owner") && actorRole !== "owner") return "owners_only";
  if (targetRole === "owner" && newRole !== "owner" && owners <= 1) return "last_owner";
  return undefined;
}

/**
 * Why a member with `actorRole` may not invite someone as `role`, or undefined when they may:
 * `not_allowed` when their role may not invite at all, `owners_only` when the invitee would be an
 * owner (as for changing roles, only an owner brings in another owner).
 */
export function invitationProblem(
  actorRole: TeamRole,
  role: TeamRole,
): "not_allowed" | "owners_only" | undefined {
  if (!roleMay(actorRole, "team.invite")) return "not_allowed";
  if (role === "owner" && actorRole !== "owner") return "owners_only";
  return undefined;
}
