import { createRoute, type OpenAPIHono, z } from "@hono/zod-openapi";
import { hostForLang, langFromHost } from "#core/i18n/languages.ts";
import { IdSchema } from "#core/schemas/id.ts";
import { AcceptInvitationSchema, InviteSchema } from "#core/schemas/team.ts";
import { TEAM_ROLES } from "#core/schemas/team-roles.ts";
import {
  acceptInvitation,
  changeMemberRole,
  inviteMember,
  listMembers,
  listPendingInvitations,
  removeMember,
  revokeInvitation,
} from "#server/modules/companies/index.ts";
import type { ApiEnv } from "./api.ts";
import { requireUser } from "./guards.ts";
import { ErrorRef, json, SIGNED_IN } from "./openapi-shapes.ts";

/*
 * A company's team through the API, with the same services and checks as the workspace's team
 * page: any member sees the team, owners and admins change it (only owners touch owners, and the
 * last owner stays), a user who is not a member gets 404 as for a company that does not exist.
 */
const RoleSchema = z.enum(TEAM_ROLES).openapi({ description: "A team role" });
const TeamSchema = z
  .object({
    members: z.array(
      z.object({
        userId: z.number().int(),
        firstName: z.string(),
        lastName: z.string(),
        email: z.string(),
        role: RoleSchema,
      }),
    ),
    invitations: z.array(
      z.object({
        id: z.number().int(),
        email: z.string(),
        role: RoleSchema,
        createdAt: z.string(),
        expiresAt: z.string(),
      }),
    ),
  })
  .openapi("Team");
const Done = z.object({ ok: z.literal(true) }).openapi("Done");

const companyParams = z.object({ companyId: IdSchema });
const memberParams = z.object({ companyId: IdSchema, userId: IdSchema });
const invitationParams = z.object({ companyId: IdSchema, invitationId: IdSchema });
const body = <T extends z.ZodType>(schema: T) => ({
  body: { content: { "application/json": { schema } }, required: true },
});
const errors = {
  400: json(ErrorRef, "Invalid input (field messages in the host's language)"),
  401: json(ErrorRef, "Not signed in"),
  403: json(ErrorRef, "The member's team role does not allow it"),
  404: json(ErrorRef, "No such company among the user's, or no such member or invitation"),
};

const teamRoute = createRoute({
  middleware: [requireUser] as const,
  security: SIGNED_IN,
  tags: ["Supplier team"],
  method: "get",
  path: "/supplier/companies/{companyId}/team",
  operationId: "getSupplierTeam",
  summary: "The company's members with their roles, and its open invitations",
  request: { params: companyParams },
  responses: { 200: json(TeamSchema, "The team"), ...errors },
});

const inviteRoute = createRoute({
  middleware: [requireUser] as const,
  security: SIGNED_IN,
  tags: ["Supplier team"],
  method: "post",
  path: "/supplier/companies/{companyId}/invitations",
  operationId: "inviteSupplierTeamMember",
  summary: "Invite an e-mail address to the team with a role (owners and admins; owners only for owner)",
  description:
    "The invitee receives a link valid for 7 days, in their own language if they have an account, else the host's. A new invitation to the same address replaces the open one.",
  request: { params: companyParams, ...body(InviteSchema) },
  responses: {
    201: json(z.object({ id: z.number().int() }), "The invitation is made and its e-mail queued"),
    ...errors,
    409: json(ErrorRef, "The address belongs to a member already"),
    429: json(ErrorRef, "The company has sent too many invitations this hour"),
  },
});

const revokeRoute = createRoute({
  middleware: [requireUser] as const,
  security: SIGNED_IN,
  tags: ["Supplier team"],
  method: "delete",
  path: "/supplier/companies/{companyId}/invitations/{invitationId}",
  operationId: "revokeSupplierTeamInvitation",
  summary: "Revoke an open invitation (owners and admins)",
  request: { params: invitationParams },
  responses: { 200: json(Done, "Revoked"), ...errors },
});

const roleRoute = createRoute({
  middleware: [requireUser] as const,
  security: SIGNED_IN,
  tags: ["Supplier team"],
  method: "put",
  path: "/supplier/companies/{companyId}/members/{userId}/role",
  operationId: "changeSupplierTeamRole",
  summary: "Give a member another role (owners and admins; only owners change or make owners)",
  request: { params: memberParams, ...body(z.object({ role: RoleSchema })) },
  responses: {
    200: json(Done, "Changed"),
    ...errors,
    409: json(ErrorRef, "It would leave the company without an owner"),
  },
});

const removeRoute = createRoute({
  middleware: [requireUser] as const,
  security: SIGNED_IN,
  tags: ["Supplier team"],
  method: "delete",
  path: "/supplier/companies/{companyId}/members/{userId}",
  operationId: "removeSupplierTeamMember",
  summary: "Remove a member from the team (owners and admins; only owners remove owners)",
  request: { params: memberParams },
  responses: {
    200: json(Done, "Removed"),
    ...errors,
    409: json(ErrorRef, "It would leave the company without an owner"),
  },
});

const acceptRoute = createRoute({
  middleware: [requireUser] as const,
  security: SIGNED_IN,
  tags: ["Supplier team"],
  method: "post",
  path: "/supplier/invitations/accept",
  operationId: "acceptSupplierTeamInvitation",
  summary: "Accept an invitation as the signed-in user, whose e-mail address must be the invited one",
  request: body(AcceptInvitationSchema),
  responses: {
    200: json(z.object({ companyId: z.number().int() }), "The user is a member of the company now"),
    400: errors[400],
    401: errors[401],
    403: json(ErrorRef, "The invitation is for another e-mail address"),
    404: json(ErrorRef, "No such invitation"),
    409: json(ErrorRef, "The invitation was used, revoked, or has expired"),
  },
});

export function registerSupplierTeamApi(api: OpenAPIHono<ApiEnv>) {
  api.openapi(teamRoute, async (c) => {
    const deps = c.get("deps");
    const user = c.get("user");
    const { companyId } = c.req.valid("param");
    const [members, invitations] = await Promise.all([
      listMembers(deps, user, companyId),
      listPendingInvitations(deps, user, companyId),
    ]);
    return c.json(
      {
        members: members.map((m) => ({
          userId: m.id,
          firstName: m.first_name,
          lastName: m.last_name,
          email: m.email,
          role: m.role,
        })),
        invitations: invitations.map((i) => ({
          id: i.id,
          email: i.email,
          role: i.role,
          createdAt: i.created_at,
          expiresAt: i.expires_at,
        })),
      },
      200,
    );
  });

  api.openapi(inviteRoute, async (c) => {
    const deps = c.get("deps");
    const lang = langFromHost(c.req.header("host"));
    const origin = `${deps.config.siteProtocol}://${hostForLang(deps.config.siteHost, lang)}`;
    const id = await inviteMember(deps, c.get("user"), c.req.valid("param").companyId, c.req.valid("json"), {
      lang,
      origin,
    });
    return c.json({ id }, 201);
  });

  api.openapi(revokeRoute, async (c) => {
    const { companyId, invitationId } = c.req.valid("param");
    await revokeInvitation(c.get("deps"), c.get("user"), companyId, invitationId);
    return c.json({ ok: true as const }, 200);
  });

  api.openapi(roleRoute, async (c) => {
    const { companyId, userId } = c.req.valid("param");
    await changeMemberRole(c.get("deps").db, c.get("user"), companyId, userId, c.req.valid("json").role);
    return c.json({ ok: true as const }, 200);
  });

  api.openapi(removeRoute, async (c) => {
    const { companyId, userId } = c.req.valid("param");
    await removeMember(c.get("deps").db, c.get("user"), companyId, userId);
    return c.json({ ok: true as const }, 200);
  });

  api.openapi(acceptRoute, async (c) => {
    const companyId = await acceptInvitation(c.get("deps"), c.get("user"), c.req.valid("json").token);
    return c.json({ companyId }, 200);
  });
}
