import { useTranslation } from "../../i18n/react.tsx";

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
          <bdi key={`${i}:${line}`} className={`block ${i === 0 ? "font-semibold" : ""}`}>
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
