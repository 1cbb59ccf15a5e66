import { ConversationList } from "#app/components/meeting/conversation-list.tsx";
import { PageTitle } from "#app/components/page-title.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { listConversations } from "#server/modules/conversations/index.ts";
import { requestContext } from "#server/request-context.ts";
import { requireWorkspace } from "../access.server.ts";
import type { Route } from "./+types/list";

/** /supplier/messages: the company's conversations with buyers, for members who see inquiries. */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const { user, company } = await requireWorkspace(ctx, request, url, "inquiries.view");
  const party = { side: "seller" as const, user, companyId: company.id };
  return { conversations: await listConversations(ctx.deps.db, party) };
}

export default function SupplierMessagesRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="messages-title" className="max-w-3xl">
      <PageTitle>{t("supplier.messages.title")}</PageTitle>
      <h1 id="messages-title" className="mb-4 text-2xl font-bold">
        {t("supplier.messages.title")}
      </h1>
      {loaderData.conversations.length ? (
        <ConversationList items={loaderData.conversations} basePath="/supplier/messages" side="seller" />
      ) : (
        <p className="rounded-lg border border-dashed border-gray-300 p-6 text-center text-gray-600">
          {t("supplier.messages.empty")}
        </p>
      )}
    </section>
  );
}
