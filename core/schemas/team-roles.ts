/**
 * A company member's team role: what they may do for the company. The list lives here so the
 * browser's forms and the server's permission table (server/modules/companies/) share it.
 */
export const TEAM_ROLES = ["owner", "admin", "catalog_editor", "sales", "finance", "viewer"] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];
