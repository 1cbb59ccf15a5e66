import { useEffect, useState } from "react";
import { Form } from "react-router";
import { z } from "zod";
import { ActionNotice } from "#app/components/console/action-notice.tsx";
import { PageTitle } from "#app/components/page-title.tsx";
import { WorkspaceErrorBoundary } from "#app/components/supplier/role-refusal.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatDate, isolate } from "#core/i18n/format.ts";
import {
  ChangeRoleSchema,
  InviteSchema,
  RemoveMemberSchema,
  RevokeInvitationSchema,
} from "#core/schemas/team.ts";
import { formFailure } from "#server/lib/form-response.ts";
import {
  changeMemberRole,
  inviteMember,
  listMembers,
  listPendingInvitations,
  removeMember,
  revokeInvitation,
  roleMay,
  type TeamAction,
} from "#server/modules/companies/index.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/team";
import { requireWorkspace } from "./access.server.ts";
import { InviteForm, MemberRow, RoleHelp } from "./team-parts.tsx";

/** Every member sees the team; owners and admins also get the forms that change it. */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const { user, company } = await requireWorkspace(ctx, request, url);
  const [members, invitations] = await Promise.all([
    listMembers(ctx.deps, user, company.id),
    listPendingInvitations(ctx.deps, user, company.id),
  ]);
  return {
    company,
    userId: user.id,
    manages: roleMay(company.role, "team.invite"),
    members: members.map((m) => ({
      id: m.id,
      name: `${m.first_name} ${m.last_name}`.trim(),
      email: m.email,
      role: m.role,
    })),
    invitations,
  };
}

const INTENTS = {
  invite: { action: "team.invite", notice: "supplier.team.done.invited" },
  "change-role": { action: "team.change_role", notice: "supplier.team.done.roleChanged" },
  remove: { action: "team.remove_member", notice: "supplier.team.done.removed" },
  revoke: { action: "team.invite", notice: "supplier.team.done.revoked" },
} as const satisfies Record<string, { action: TeamAction; notice: string }>;
const IntentSchema = z.enum(Object.keys(INTENTS) as (keyof typeof INTENTS)[]);

/**
 * Changes the team of the company the member works for now (never a company named by the form).
 * A member whose role does not allow the change gets the workspace's 403 page, which says why;
 * the services check the role again and keep the last owner.
 */
export async function action({ context, request, url }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const form = await request.formData().catch(() => new FormData());
  const intent = IntentSchema.safeParse(form.get("intent"));
  if (!intent.success) throw new Response(null, { status: 400 });
  const { user, company } = await requireWorkspace(ctx, request, url, INTENTS[intent.data].action);
  const values = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string")) as Record<
    string,
    string
  >;
  const extra = { extra: { intent: intent.data } };
  try {
    switch (intent.data) {
      case "invite": {
        const input = InviteSchema.parse(values);
        await inviteMember(ctx.deps, user, company.id, input, { lang: ctx.lang, origin: ctx.origin });
        break;
      }
      case "change-role": {
        const input = ChangeRoleSchema.parse(values);
        await changeMemberRole(ctx.deps.db, user, company.id, input.userId, input.role);
        break;
      }
      case "remove":
        await removeMember(ctx.deps.db, user, company.id, RemoveMemberSchema.parse(values).userId);
        break;
      case "revoke":
        await revokeInvitation(ctx.deps, user, company.id, RevokeInvitationSchema.parse(values).invitationId);
        break;
    }
  } catch (error) {
    return formFailure(error, values, extra);
  }
  return { ok: true as const, notice: INTENTS[intent.data].notice, intent: intent.data };
}

export default function SupplierTeam({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const data = loaderData;
  // Each invitation sent empties the form for the next one (a new form, by its key).
  const [sent, setSent] = useState(0);
  useEffect(() => {
    if (actionData?.ok && actionData.intent === "invite") setSent((n) => n + 1);
  }, [actionData]);
  const inviteFailure =
    actionData && !actionData.ok && "intent" in actionData && actionData.intent === "invite"
      ? actionData
      : undefined;
  return (
    <section aria-labelledby="team-title" className="space-y-6">
      <div>
        <PageTitle>{t("supplier.team.title")}</PageTitle>
        <h1 id="team-title" className="text-2xl font-bold">
          {t("supplier.team.title")}
        </h1>
        <p className="mt-1 text-gray-600">
          {t("supplier.team.intro", { company: isolate(data.company.name) })}
        </p>
        {data.manages ? null : (
          <p
            role="note"
            className="mt-3 rounded-md border border-blue-200 bg-blue-50 px-3 py-2 text-sm text-blue-900"
          >
            {t("supplier.team.readOnly", { role: t(`supplier.roles.${data.company.role}`) })}
          </p>
        )}
        <ActionNotice result={actionData} />
      </div>

      <section aria-labelledby="members-title">
        <h2 id="members-title" className="text-lg font-semibold">
          {t("supplier.team.members")}
        </h2>
        <ul className="divide-y divide-gray-200">
          {data.members.map((member) => (
            <MemberRow key={member.id} member={member} data={data} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="pending-title">
        <h2 id="pending-title" className="text-lg font-semibold">
          {t("supplier.team.pending")}
        </h2>
        {data.invitations.length === 0 ? (
          <p className="mt-1 text-sm text-gray-600">{t("supplier.team.noPending")}</p>
        ) : (
          <ul className="divide-y divide-gray-200">
            {data.invitations.map((invitation) => (
              <li key={invitation.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
                <div className="min-w-0 flex-1">
                  <p dir="ltr" className="truncate font-semibold rtl:text-right">
                    {invitation.email}
                  </p>
                  <p className="text-sm text-gray-600">
                    {t(`supplier.roles.${invitation.role}`)} ·{" "}
                    {t("supplier.team.expires", { date: formatDate(lang, invitation.expires_at) })}
                  </p>
                </div>
                {data.manages ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="revoke" />
                    <input type="hidden" name="invitationId" value={invitation.id} />
                    <button
                      type="submit"
                      aria-label={t("supplier.team.revokeNamed", { email: invitation.email })}
                      className="min-h-10 rounded-md border border-gray-300 bg-white px-3 text-sm hover:bg-gray-100"
                    >
                      {t("supplier.team.revoke")}
                    </button>
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      {data.manages ? <InviteForm key={sent} failure={inviteFailure} /> : <RoleHelp />}
    </section>
  );
}

/** A refused change (403) explains the member's role inside the workspace. */
export const ErrorBoundary = WorkspaceErrorBoundary;
