import { Section } from "#app/components/console/supplier-review-parts.tsx";
import { useOrderMoney } from "#app/components/order-sheet/money.ts";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatDate, formatNumber } from "#core/i18n/format.ts";
import type { ConsoleOrderRecord } from "./order-record-sections.tsx";

/** What happened to the order: its payments, its documents (the operator opens them) and its timeline. */
export function OrderPayments({ record }: { record: ConsoleOrderRecord }) {
  const { t } = useTranslation();
  const lang = useLang();
  const money = useOrderMoney();
  return (
    <Section id="payments-title" title={t("console.orders.payments")}>
      {record.payments.length ? (
        <ul className="mt-2 space-y-2 text-sm">
          {record.payments.map((p) => (
            <li key={p.id} data-payment={p.status} className="min-w-0 break-words">
              <span className="font-semibold">{t(`console.orders.paymentStatus.${p.status}`)}</span> ·{" "}
              {t(`console.orders.milestone.${p.milestone}`)} · {money(p.amount_e4, record.order.currency)} ·{" "}
              {formatDate(lang, p.paid_on)} · <bdi dir="ltr">{p.bank_reference}</bdi>
              {p.decision_reason ? (
                <span className="block text-gray-700">
                  <bdi>{p.decision_reason}</bdi>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-gray-600">{t("console.orders.noPayments")}</p>
      )}
    </Section>
  );
}

export function OrderDocuments({ record }: { record: ConsoleOrderRecord }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Section id="documents-title" title={t("console.orders.documents")}>
      {record.documents.length ? (
        <ul className="mt-2 space-y-1 text-sm">
          {record.documents.map((d) => (
            <li key={d.id} className="min-w-0 break-words">
              <a href={`/admin/orders/${record.order.id}/files/${d.id}`} className="text-brand-700 underline">
                <bdi>{d.original_name}</bdi>
              </a>{" "}
              · {t(`console.orders.documentKinds.${d.kind}`)} · {t(`console.orders.party.${d.side}`)} ·{" "}
              <bdi dir="ltr">{formatNumber(lang, Math.ceil(d.byte_size / 1024))} KB</bdi> ·{" "}
              <bdi>{formatDate(lang, d.created_at)}</bdi>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-gray-600">{t("console.orders.noDocuments")}</p>
      )}
    </Section>
  );
}

export function OrderTimeline({ record }: { record: ConsoleOrderRecord }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Section id="timeline-title" title={t("console.orders.timeline")}>
      <ol className="mt-2 space-y-2 border-s-2 border-gray-200 ps-4 text-sm">
        {record.events.map((e) => (
          <li key={e.id} data-event={e.action} className="min-w-0 break-words">
            <time dateTime={e.created_at} className="text-gray-600">
              {formatDate(lang, e.created_at)}
            </time>{" "}
            ·{" "}
            <span className="font-semibold">
              {t(`console.orders.actions.${e.action}`, { defaultValue: e.action })}
            </span>{" "}
            · {t(`console.orders.party.${e.party}`)}
            {e.actorName ? (
              <>
                {" "}
                (<bdi>{e.actorName}</bdi>)
              </>
            ) : null}
            {e.from_status !== e.to_status ? (
              <span className="block text-gray-700">
                {t(`orderStatus.${e.from_status}`)}{" "}
                <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
                  →
                </span>{" "}
                {t(`orderStatus.${e.to_status}`)}
              </span>
            ) : null}
            {e.reason ? (
              <span className="block whitespace-pre-line text-gray-700">
                <bdi>{e.reason}</bdi>
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </Section>
  );
}
