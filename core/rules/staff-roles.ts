/**
 * Moderators and admins run the console; only admins read the audit log. A staff account never
 * acts for a supplier, so it has no supplier workspace and is not offered one.
 */
export const isStaff = (roles: readonly string[]) => roles.includes("moderator") || roles.includes("admin");
export const isAdmin = (roles: readonly string[]) => roles.includes("admin");
