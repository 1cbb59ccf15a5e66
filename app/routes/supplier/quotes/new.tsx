import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/new";
import { QuoteEditorPage } from "./editor-page.tsx";
import { loadEditorPage, newQuoteTarget, runEditorAction } from "./editor.server.ts";

/**
 * A new quote for one of the company's inquiries (`?deal=`) or a request for quotation (`?rfq=`):
 * lines with prices by quantity, terms and files, saved as a draft or sent to the buyer. Once the
 * company quotes it, this address opens that quote.
 */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  return loadEditorPage(context.get(requestContext), request, url, newQuoteTarget(url));
}

export async function action({ context, request, url }: Route.ActionArgs) {
  return runEditorAction(context.get(requestContext), request, url, newQuoteTarget(url));
}

export default function NewQuoteRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <QuoteEditorPage loaderData={loaderData} actionData={actionData} />;
}
