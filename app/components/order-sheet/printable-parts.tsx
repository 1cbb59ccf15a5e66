import { useTranslation } from "../../i18n/react.tsx";
import type { SheetOrder } from "./order-terms.ts";

/** A postal address as lines, in the order a label has them (the ship-to address as the buyer saved it). */
export function addressLines(
  a: Record<string, string | null>,
  countryOf: (code: string) => string,
): string[] {
  return [
    a.recipient,
    a.company,
    a.line1,
    a.line2,
    [a.postal_code ?? a.postalCode, a.city, a.region].filter(Boolean).join(" "),
    a.country ? countryOf(a.country) : null,
    a.phone,
  ].filter((line): line is string => Boolean(line));
}

/** One party of the sheet (supplier, buyer, ship-to): a heading and its lines as written. */
export function PartyBlock({ title, lines }: { title: string; lines: (string | null | undefined)[] }) {
  const shown = lines.filter((line): line is string => Boolean(line));
  return (
    <section className="min-w-0 break-inside-avoid">
      <h2 className="text-xs font-semibold uppercase tracking-wide text-gray-600">{title}</h2>
      <address className="mt-1 break-words not-italic">
        {shown.map((line, i) => (
          // In its own direction (a Latin address on an Arabic page) but lined up with the page;
          // a line without letters (a phone number) reads left to right whatever the page.
          <bdi
            key={`${i}:${line}`}
            dir={/\p{L}/u.test(line) ? "auto" : "ltr"}
            className={`align-page block ${i === 0 ? "font-semibold" : ""}`}
          >
            {line}
          </bdi>
        ))}
      </address>
    </section>
  );
}

/** Opens the browser's print dialog (with the page's scripts; without them the browser's own menu prints). */
export function PrintButton() {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="inline-flex min-h-10 items-center rounded-md bg-ink px-4 text-sm font-semibold text-white hover:bg-gray-700"
    >
      {t("orderSheet.print")}
    </button>
  );
}

/** Where and how to pay: the reference to quote and the supplier's bank, once the totals are final. */
export function PaymentBox({ order }: { order: SheetOrder }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="payment-title"
      className="mt-6 break-inside-avoid rounded-md border border-gray-300 p-3"
      data-payment-box
    >
      <h2 id="payment-title" className="font-semibold">
        {t("orderSheet.howToPay")}
      </h2>
      <p className="mt-1">
        {t("orderSheet.paymentReference")}:{" "}
        <strong dir="ltr" className="font-mono">
          {order.payment_reference}
        </strong>
      </p>
      <p className="text-xs text-gray-600">{t("orderSheet.quoteReference")}</p>
      {order.bank_details ? (
        <>
          <p className="mt-2 font-medium">{t("orderSheet.bankDetails")}</p>
          <p className="align-page whitespace-pre-line break-words" dir="auto">
            {order.bank_details}
          </p>
        </>
      ) : (
        <p className="mt-2 text-gray-700">{t("orderSheet.bankDetailsLater")}</p>
      )}
    </section>
  );
}
