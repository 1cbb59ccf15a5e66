import { Fact } from "#app/components/orders/order-panel.tsx";
import { OrderDelivery } from "#app/components/orders/order-terms.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import type { OrderDetail } from "#core/schemas/order-view.ts";

/** Who ordered and where the goods go: what the supplier needs to confirm and ship. */
export function BuyerPanel({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  return (
    <OrderDelivery order={order} side="supplier" title={t("supplier.orders.buyerTitle")}>
      <Fact label={t("orders.detail.buyer")}>
        <bdi className="block">{order.buyer.name}</bdi>
        {order.buyer.companyName ? <bdi className="block">{order.buyer.companyName}</bdi> : null}
      </Fact>
      <Fact label={t("supplier.orders.email")}>
        {order.buyer.email ? (
          <a href={`mailto:${order.buyer.email}`} className="text-brand-700 underline" dir="ltr">
            {order.buyer.email}
          </a>
        ) : (
          "—"
        )}
      </Fact>
    </OrderDelivery>
  );
}
