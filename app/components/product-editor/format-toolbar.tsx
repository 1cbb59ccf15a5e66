import { useEffect, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";

type Format = "bold" | "italic" | "heading" | "list" | "paragraph";

/** Wraps the selection (or, for a list, each of its lines) in the format's tags. */
export function applyFormat(text: string, start: number, end: number, format: Format) {
  const selected = text.slice(start, end);
  const wrapped =
    format === "list"
      ? `<ul>\n${(selected || " ")
          .split("\n")
          .filter((line) => line.trim() !== "" || !selected)
          .map((line) => `  <li>${line.trim()}</li>`)
          .join("\n")}\n</ul>`
      : `${OPEN[format]}${selected}${CLOSE[format]}`;
  return { text: text.slice(0, start) + wrapped + text.slice(end), caret: start + wrapped.length };
}
const OPEN = { bold: "<strong>", italic: "<em>", heading: "<h3>", paragraph: "<p>" };
const CLOSE = { bold: "</strong>", italic: "</em>", heading: "</h3>", paragraph: "</p>" };

/**
 * A few buttons that write the description's HTML for the supplier (bold, italic, a heading of
 * the third level, a list, a paragraph) around the selected text. Only with JavaScript; without
 * it the tags are typed. The server keeps these tags and drops the rest.
 */
export function FormatToolbar({ target, label }: { target: string; label: string }) {
  const { t } = useTranslation();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  const press = (format: Format) => {
    const area = document.getElementById(target) as HTMLTextAreaElement | null;
    if (!area) return;
    const next = applyFormat(area.value, area.selectionStart, area.selectionEnd, format);
    area.value = next.text;
    area.focus();
    area.setSelectionRange(next.caret, next.caret);
  };
  const formats: [Format, string][] = [
    ["bold", "B"],
    ["italic", "I"],
    ["heading", "H3"],
    ["list", "•"],
    ["paragraph", "¶"],
  ];
  return (
    <div role="toolbar" aria-label={label} aria-controls={target} className="mb-1 flex flex-wrap gap-1">
      {formats.map(([format, mark]) => (
        <button
          key={format}
          type="button"
          onClick={() => press(format)}
          aria-label={t(`supplier.productEditor.format.${format}`)}
          title={t(`supplier.productEditor.format.${format}`)}
          className="inline-flex min-h-9 min-w-9 items-center justify-center rounded border border-gray-300 bg-white px-2 text-sm font-semibold hover:bg-gray-100"
        >
          {mark}
        </button>
      ))}
    </div>
  );
}
