import type { ReactNode } from "react";

export type InfoRow = [label: string, value: ReactNode | null | undefined | false];

/** A two-column table of facts; rows without a value are left out. */
export function InfoTable({ caption, rows }: { caption?: string; rows: InfoRow[] }) {
  const present = rows.filter(
    ([, value]) => value !== null && value !== undefined && value !== false && value !== "",
  );
  if (!present.length) return null;
  return (
    <table className="w-full border-collapse text-sm">
      {caption ? <caption className="mb-2 text-start text-base font-semibold">{caption}</caption> : null}
      <tbody>
        {present.map(([label, value]) => (
          <tr key={label} className="border-b border-gray-100 last:border-b-0">
            <th scope="row" className="w-2/5 py-2 pe-3 text-start align-top font-medium text-gray-600">
              {label}
            </th>
            {/* A value in words is usually the company's own text: it keeps its own direction. */}
            <td className="py-2 align-top break-words">
              {typeof value === "string" ? <bdi>{value}</bdi> : value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
