import type { Role } from "../../db/schema/account-tables.ts";

/** Moderators and admins run the console (storefront §6); only admins read the audit log. */
export const isStaff = (roles: readonly Role[] | readonly string[]) =>
  roles.includes("moderator") || roles.includes("admin");
export const isAdmin = (roles: readonly Role[] | readonly string[]) => roles.includes("admin");
