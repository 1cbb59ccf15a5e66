import { data, redirect } from "react-router";
import { ConversationList } from "#app/components/meeting/conversation-list.tsx";
import { PageTitle } from "#app/components/page-title.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { signInFirst } from "#app/lib/conversation-page.server.ts";
import { parseId } from "#core/schemas/id.ts";
import { isAppError } from "#server/lib/errors.ts";
import { listConversations, openConversation } from "#server/modules/conversations/index.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/list";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

/**
 * /profile/meeting: the buyer's conversations. With `?company=<id>` (the storefront's Chat and the
 * product page's Ask Company) it opens the conversation with that company, starting it when there
 * is none, and goes there; a visitor signs in first and comes back to the same address.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  if (!ctx.user) signInFirst(url);
  const user = ctx.user;
  const party = { side: "buyer" as const, user };
  const companyParam = url.searchParams.get("company") ?? url.searchParams.get("companyId");
  let refusal: string | null = null;
  if (companyParam !== null) {
    const companyId = parseId(companyParam);
    if (companyId === undefined) throw data(null, { status: 404 });
    try {
      throw redirect(`/profile/meeting/${await openConversation(ctx.deps, user, companyId)}`);
    } catch (error) {
      if (!isAppError(error)) throw error;
      if (error.code === "not_found") throw data(null, { status: 404 });
      refusal = error.messageKey;
    }
  }
  return { conversations: await listConversations(ctx.deps.db, party), refusal };
}

export default function MeetingListRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { conversations, refusal } = loaderData;
  return (
    <section aria-labelledby="meeting-title" className="mx-auto max-w-3xl">
      <PageTitle>{t("meeting.title")}</PageTitle>
      <h1 id="meeting-title" className="mb-4 text-2xl font-bold">
        {t("meeting.title")}
      </h1>
      {refusal ? (
        <p role="alert" className="mb-4 rounded-md bg-red-50 p-3 text-sm text-red-800">
          {t(refusal)}
        </p>
      ) : null}
      {conversations.length ? (
        <ConversationList items={conversations} basePath="/profile/meeting" side="buyer" />
      ) : (
        <p className="rounded-lg border border-dashed border-gray-300 p-6 text-center text-gray-600">
          {t("meeting.empty")}
        </p>
      )}
    </section>
  );
}
