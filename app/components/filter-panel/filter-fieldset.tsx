import { type ReactNode, useState } from "react";
import { ChevronIcon } from "./icons.tsx";

interface FilterFieldsetProps {
  id: string;
  title: string;
  /** Open until the visitor says otherwise; content is always open before hydration (no JavaScript). */
  defaultOpen: boolean;
  /** Shown after the title, e.g. a mark that a value is waiting to be applied. */
  badge?: ReactNode;
  children: ReactNode;
}

/** One filter group: a fieldset whose legend is a disclosure button for its content. */
export function FilterFieldset({ id, title, defaultOpen, badge, children }: FilterFieldsetProps) {
  const [chosen, setChosen] = useState<boolean | null>(null);
  const open = chosen ?? defaultOpen;
  const contentId = `${id}-content`;
  return (
    <fieldset id={id} className="min-w-0 border-b border-gray-200 px-3 py-1 last:border-b-0">
      {/* Floated, a legend sits in the flow like any block, so the button can take the full width. */}
      <legend className="float-start w-full">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setChosen(!open)}
          className="flex min-h-10 w-full items-center gap-2 rounded text-start text-sm font-semibold text-ink hover:text-brand-700"
        >
          <span className="flex-1">{title}</span>
          {badge}
          <ChevronIcon open={open} />
        </button>
      </legend>
      <div id={contentId} hidden={!open} className="clear-both pb-2">
        {children}
      </div>
    </fieldset>
  );
}
