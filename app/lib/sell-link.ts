import { isStaff } from "#core/rules/staff-roles.ts";

/**
 * Where "Sell on Caravan" leads: a visitor registers with selling chosen; a signed-in user goes
 * straight to onboarding (their company in progress, or a new one). A moderator or admin never
 * acts for a supplier, so the link is not offered to them (null).
 */
export function sellHref(user: { roles: readonly string[] } | null | undefined): string | null {
  if (!user) return "/register?as=seller";
  return isStaff(user.roles) ? null : "/supplier/onboarding";
}
