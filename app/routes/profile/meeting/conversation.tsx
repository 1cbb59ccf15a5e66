import { ConversationView } from "#app/components/meeting/conversation-view.tsx";
import { PageTitle } from "#app/components/page-title.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { conversationAction, loadConversation, signInFirst } from "#app/lib/conversation-page.server.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/conversation";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

/** /profile/meeting/:conversationId: the buyer's conversation with a company. */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  if (!ctx.user) signInFirst(url);
  return loadConversation(ctx, { side: "buyer", user: ctx.user }, url, params.conversationId, true);
}

export async function action({ context, params, request, url }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  if (!ctx.user) signInFirst(url);
  return conversationAction(ctx, { side: "buyer", user: ctx.user }, request, url, params.conversationId);
}

export default function MeetingConversationRoute({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const failure = actionData && "fields" in actionData ? actionData : undefined;
  const { page } = loaderData;
  return (
    <>
      <PageTitle>{[page.company.name, t("meeting.title")]}</PageTitle>
      <ConversationView
        data={loaderData}
        basePath={`/profile/meeting/${params.conversationId}`}
        title={page.company.name}
        subtitle={null}
        failure={failure}
      />
    </>
  );
}
