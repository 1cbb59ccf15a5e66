import type { ReactNode } from "react";
import { useLang } from "#app/lib/use-lang.ts";
import { countryName } from "#core/i18n/format.ts";
import type { OrderDetail } from "#core/schemas/order-view.ts";

/** The address's lines in the order people write them (the postal code with the city), whatever the checkout stored. */
const ADDRESS_LINES = [
  ["recipient"],
  ["company"],
  ["line1"],
  ["line2"],
  ["postalCode", "postal_code", "city"],
  ["region"],
];
const SHOWN = new Set([...ADDRESS_LINES.flat(), "country", "phone", "label"]);

/** A line of its own, in the page's direction, with the text inside isolated (a Latin address on an Arabic page). */
function Line({ children, ltr }: { children: ReactNode; ltr?: boolean }) {
  return (
    <span className="block">
      <bdi dir={ltr ? "ltr" : undefined}>{children}</bdi>
    </span>
  );
}

/** Where the goods go: the address lines, any other part the checkout kept, the country, the phone. */
export function ShipTo({ address }: { address: OrderDetail["shipTo"] }) {
  const lang = useLang();
  const known = ADDRESS_LINES.map((keys) =>
    keys
      .map((k) => address[k])
      .filter(Boolean)
      .join(" "),
  ).filter(Boolean);
  const rest = Object.entries(address)
    .filter(([k, v]) => v && !SHOWN.has(k))
    .map(([, v]) => v as string);
  const country = address.country
    ? /^[A-Z]{2}$/.test(address.country)
      ? countryName(lang, address.country)
      : address.country
    : null;
  const lines = [...known, ...rest, ...(country ? [country] : [])];
  if (!lines.length && !address.phone) return <>—</>;
  return (
    <address className="not-italic">
      {lines.map((line, i) => (
        // The lines of one address never move: their place is their key.
        <Line key={i}>{line}</Line>
      ))}
      {address.phone ? <Line ltr>{address.phone}</Line> : null}
    </address>
  );
}
