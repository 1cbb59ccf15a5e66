import { PrintableOrder } from "#app/components/order-sheet/printable-order.tsx";
import { PageTitle } from "#app/components/page-title.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { loadPrintableOrder } from "#app/lib/order-print.server.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/order-print";
import { requireWorkspace } from "./access.server.ts";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

/**
 * The company's printable order or proforma invoice, for members whose role sees orders; another
 * company's order, or a role without orders, is not found. Outside the workspace's frame: a sheet
 * of paper has no workspace menu.
 */
export async function loader({ context, params, request, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const { user, company } = await requireWorkspace(ctx, request, url);
  return loadPrintableOrder(ctx, url, user, { side: "supplier", companyId: company.id }, params.orderId);
}

export default function SupplierOrderPrintRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const title = t(loaderData.document === "proforma" ? "orderSheet.proformaTitle" : "orderSheet.orderTitle");
  return (
    <>
      <PageTitle>{[loaderData.number, title]}</PageTitle>
      <PrintableOrder data={loaderData} />
    </>
  );
}
