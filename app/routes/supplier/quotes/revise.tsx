import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/revise";
import { QuoteEditorPage } from "./editor-page.tsx";
import { loadEditorPage, runEditorAction, threadTarget } from "./editor.server.ts";

/**
 * The editor of one of the company's quotes: its draft, else a new revision starting from the
 * last one sent (with a fresh validity). Sending it replaces the revision the buyer has.
 */
export async function loader({ context, request, url, params }: Route.LoaderArgs) {
  return loadEditorPage(context.get(requestContext), request, url, threadTarget(params.quoteId));
}

export async function action({ context, request, url, params }: Route.ActionArgs) {
  return runEditorAction(context.get(requestContext), request, url, threadTarget(params.quoteId));
}

export default function ReviseQuoteRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <QuoteEditorPage loaderData={loaderData} actionData={actionData} />;
}
