import { redirect } from "react-router";
import { PrintableOrder } from "#app/components/order-sheet/printable-order.tsx";
import { PageTitle } from "#app/components/page-title.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { loadPrintableOrder } from "#app/lib/order-print.server.ts";
import { requestContext } from "#server/request-context.ts";
import type { Route } from "./+types/order-print";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

/** The buyer's printable order or proforma invoice; others sign in first, and anyone else's order is not found. */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  if (!ctx.user) throw redirect(`/login?returnUrl=${encodeURIComponent(url.pathname + url.search)}`);
  return loadPrintableOrder(ctx, url, ctx.user, { side: "buyer" }, params.orderId);
}

export default function BuyerOrderPrintRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const title = t(loaderData.document === "proforma" ? "orderSheet.proformaTitle" : "orderSheet.orderTitle");
  return (
    <>
      <PageTitle>{[loaderData.number, title]}</PageTitle>
      <PrintableOrder data={loaderData} />
    </>
  );
}
