import { ConversationView } from "#app/components/meeting/conversation-view.tsx";
import { PageTitle } from "#app/components/page-title.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { conversationAction, loadConversation } from "#app/lib/conversation-page.server.ts";
import { roleMay } from "#server/modules/companies/index.ts";
import { requestContext } from "#server/request-context.ts";
import { requireWorkspace } from "../access.server.ts";
import type { Route } from "./+types/conversation";

/**
 * /supplier/messages/:conversationId: a conversation of the company with a buyer. Members who see
 * inquiries read it; those who may reply to them write in it.
 */
export async function loader({ context, params, request, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const { user, company } = await requireWorkspace(ctx, request, url, "inquiries.view");
  const party = { side: "seller" as const, user, companyId: company.id };
  const canReply = roleMay(company.role, "inquiries.reply");
  return loadConversation(ctx, party, url, params.conversationId, canReply);
}

export async function action({ context, params, request, url }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const { user, company } = await requireWorkspace(ctx, request, url, "inquiries.view");
  const party = { side: "seller" as const, user, companyId: company.id };
  return conversationAction(ctx, party, request, url, params.conversationId);
}

export default function SupplierConversationRoute({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation();
  const failure = actionData && "fields" in actionData ? actionData : undefined;
  const { page } = loaderData;
  const subtitle = [page.buyer.company].filter(Boolean).join(" · ") || null;
  return (
    <>
      <PageTitle>{[page.buyer.name, t("supplier.messages.title")]}</PageTitle>
      <ConversationView
        data={loaderData}
        basePath={`/supplier/messages/${params.conversationId}`}
        title={page.buyer.name}
        subtitle={subtitle}
        failure={failure}
      />
    </>
  );
}
