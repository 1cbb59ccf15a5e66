import { useActionData } from "react-router";
import { type EditorPageAnswer, ProductEditorPage } from "#app/components/product-editor/editor-page.tsx";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/new";
import { runEditorAction } from "./editor-action.server.ts";
import { loadEditorPage } from "./editor.server.ts";

/** A new product: the editor, blank. Saving makes a draft and opens it for editing. */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  return loadEditorPage(context.get(requestContext), request, url, undefined);
}

export async function action({ context, request, url }: Route.ActionArgs) {
  return runEditorAction(context.get(requestContext), request, url, undefined);
}

export default function NewProductPage({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<EditorPageAnswer>();
  return <ProductEditorPage data={loaderData} answer={answer} />;
}
