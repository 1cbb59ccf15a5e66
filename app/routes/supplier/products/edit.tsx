import { useActionData } from "react-router";
import { type EditorPageAnswer, ProductEditorPage } from "#app/components/product-editor/editor-page.tsx";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/edit";
import { runEditorAction } from "./editor-action.server.ts";
import { loadEditorPage } from "./editor.server.ts";

/**
 * A product of the member's company in the editor, with its status and the change waiting for
 * review. Another company's product, or an address that names none, is not found.
 */
export async function loader({ context, request, url, params }: Route.LoaderArgs) {
  return loadEditorPage(context.get(requestContext), request, url, params.productId);
}

export async function action({ context, request, url, params }: Route.ActionArgs) {
  return runEditorAction(context.get(requestContext), request, url, params.productId);
}

export default function EditProductPage({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<EditorPageAnswer>();
  return <ProductEditorPage data={loaderData} answer={answer} />;
}
