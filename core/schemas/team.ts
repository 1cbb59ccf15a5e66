import { z } from "zod";
import { EmailSchema } from "./accounts.ts";
import { IdSchema } from "./id.ts";
import { TEAM_ROLES } from "./team-roles.ts";

/**
 * The team page's forms and the team API's bodies, one schema each, used by the browser and the
 * server alike. Messages are translation keys.
 */
const role = z.enum(TEAM_ROLES, { error: "supplier.team.errors.role" });

export const InviteSchema = z.object({ email: EmailSchema, role });
export type InviteInput = z.infer<typeof InviteSchema>;

export const ChangeRoleSchema = z.object({ userId: IdSchema, role });

export const RemoveMemberSchema = z.object({ userId: IdSchema });

export const RevokeInvitationSchema = z.object({ invitationId: IdSchema });

/** The secret of an invitation link: what `newToken` makes (43 URL-safe characters), nothing else. */
export const InvitationTokenSchema = z
  .string({ error: "errors.required" })
  .regex(/^[A-Za-z0-9_-]{20,100}$/, "errors.invalid_data");

export const AcceptInvitationSchema = z.object({ token: InvitationTokenSchema });
