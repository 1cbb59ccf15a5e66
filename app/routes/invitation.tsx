import { Form, Link, redirect } from "react-router";
import { AuthCard, FormAlert, SubmitButton } from "#app/components/form-field.tsx";
import { PageTitle } from "#app/components/page-title.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { isolate, isolateLtr } from "#core/i18n/format.ts";
import { AcceptInvitationSchema, InvitationTokenSchema } from "#core/schemas/team.ts";
import { formFailure } from "#server/lib/form-response.ts";
import { translator } from "#server/lib/i18n.ts";
import { workspaceCompanyCookie } from "#server/modules/accounts/index.ts";
import { acceptInvitation, readInvitation } from "#server/modules/companies/index.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/invitation";

export const meta: Route.MetaFunction = () => [
  { name: "robots", content: "noindex" },
  // The address carries the invitation's secret: no other site may read it from a link's Referer.
  { name: "referrer", content: "no-referrer" },
];

/**
 * An invitation link: which company invites which address as what. A signed-out visitor signs in
 * or registers with the invited address and comes back here; a signed-in user of another address
 * is told so plainly. The secret is only used up by the button (a POST), never by opening the link.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const token = InvitationTokenSchema.safeParse(url.searchParams.get("token") ?? undefined);
  const invitation = token.success ? await readInvitation(ctx.deps, token.data) : undefined;
  if (!token.success || !invitation) return { state: "invalid" as const };
  const here = `/invitation?token=${encodeURIComponent(token.data)}`;
  const next = `returnUrl=${encodeURIComponent(here)}&email=${encodeURIComponent(invitation.email)}`;
  return {
    state: invitation.state,
    token: token.data,
    company: invitation.companyName,
    email: invitation.email,
    // The role's name lives with the workspace's messages, which this public page does not load.
    role: translator(ctx.lang)(`supplier.roles.${invitation.role}`),
    signedInAs: ctx.user?.email ?? null,
    loginHref: `/login?${next}`,
    registerHref: `/register?${next}`,
  };
}

/** Accepts as the signed-in user and opens the workspace of the company they joined. */
export async function action({ context, request, url }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  if (!ctx.user) throw redirect(`/login?returnUrl=${encodeURIComponent(url.pathname + url.search)}`);
  const form = Object.fromEntries(await request.formData().catch(() => new FormData()));
  const parsed = AcceptInvitationSchema.safeParse(form);
  if (!parsed.success) return formFailure(parsed.error, {});
  try {
    const companyId = await acceptInvitation(
      ctx.deps,
      { ...ctx.user, clientAddress: ctx.ip },
      parsed.data.token,
    );
    return redirect("/supplier", {
      headers: { "Set-Cookie": workspaceCompanyCookie(ctx.deps.config, companyId, ctx.deps.clock.now()) },
    });
  } catch (error) {
    return formFailure(error, {});
  }
}

export default function InvitationRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const data = loaderData;
  const refused = actionData && !actionData.ok ? actionData.formError : undefined;
  if (data.state !== "open") {
    return (
      <AuthCard title={t("invitation.title")}>
        <PageTitle>{t("invitation.title")}</PageTitle>
        <FormAlert tone="error">{t(`invitation.${data.state}`)}</FormAlert>
      </AuthCard>
    );
  }
  const params = { company: isolate(data.company), email: isolateLtr(data.email), role: data.role };
  const wrongAccount = data.signedInAs !== null && data.signedInAs.toLowerCase() !== data.email.toLowerCase();
  return (
    <AuthCard title={t("invitation.title")} intro={t("invitation.intro", params)}>
      <PageTitle>{t("invitation.title")}</PageTitle>
      {refused ? <FormAlert tone="error">{t(refused)}</FormAlert> : null}
      {data.signedInAs === null ? (
        <>
          <p className="text-sm text-gray-700">{t("invitation.signInPrompt", params)}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link
              to={data.loginHref}
              className="inline-flex min-h-10 items-center rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700"
            >
              {t("invitation.signIn")}
            </Link>
            <Link
              to={data.registerHref}
              className="inline-flex min-h-10 items-center rounded-md border border-gray-300 bg-white px-4 font-semibold hover:bg-gray-100"
            >
              {t("invitation.register")}
            </Link>
          </div>
        </>
      ) : wrongAccount ? (
        <>
          <FormAlert tone="error">
            {t("invitation.otherAccount", { ...params, current: isolateLtr(data.signedInAs) })}
          </FormAlert>
          <Form method="post" action="/logout">
            <button
              type="submit"
              className="min-h-10 rounded-md border border-gray-300 bg-white px-4 font-semibold hover:bg-gray-100"
            >
              {t("invitation.signOut")}
            </button>
          </Form>
        </>
      ) : (
        <Form method="post">
          <input type="hidden" name="token" value={data.token} />
          <SubmitButton>{t("invitation.accept", params)}</SubmitButton>
        </Form>
      )}
    </AuthCard>
  );
}
