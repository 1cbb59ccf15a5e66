import type { Ref } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { useLang } from "#app/lib/use-lang.ts";
import { formatNumber } from "#core/i18n/format.ts";
import { CloseIcon, FilterIcon } from "./icons.tsx";

export const PANEL_ID = "filter-panel";
export const TITLE_ID = "filter-panel-title";
export const TRIGGER_ID = "filter-panel-open";

interface SheetTriggerProps {
  ref: Ref<HTMLButtonElement>;
  /** Applied filters, shown as a badge. */
  count: number;
  open: boolean;
  onOpen: () => void;
  hydrated: boolean;
}

/** "Filters (n)", shown only on narrow screens. Before hydration a link opens the sheet by :target. */
export function SheetTrigger({ ref, count, open, onOpen, hydrated }: SheetTriggerProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const className =
    "inline-flex min-h-10 items-center gap-2 rounded-md border border-gray-300 bg-white px-3 text-sm font-semibold min-[770px]:hidden";
  const content = (
    <>
      <FilterIcon />
      {t("filters.open")}
      {count ? (
        <span className="rounded-full bg-brand-600 px-2 text-xs text-white">{formatNumber(lang, count)}</span>
      ) : null}
    </>
  );
  if (!hydrated) {
    return (
      <a id={TRIGGER_ID} href={`#${PANEL_ID}`} className={className}>
        {content}
      </a>
    );
  }
  return (
    <button
      ref={ref}
      id={TRIGGER_ID}
      type="button"
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={PANEL_ID}
      onClick={onOpen}
      className={className}
    >
      {content}
    </button>
  );
}

interface PanelHeaderProps {
  hydrated: boolean;
  /** Something is selected or a number is set. */
  canClear: boolean;
  /** Before hydration Clear All is a link to the cleared address. */
  clearedHref: string;
  onClear: () => void;
  onClose: () => void;
}

/** Title, Clear All, and (in the bottom sheet) a close button. */
export function PanelHeader({ hydrated, canClear, clearedHref, onClear, onClose }: PanelHeaderProps) {
  const { t } = useTranslation();
  const clearClass =
    "ms-auto inline-flex min-h-10 items-center rounded px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:text-gray-400 disabled:hover:bg-transparent min-[770px]:min-h-8";
  const closeClass = "grid size-10 place-items-center rounded hover:bg-gray-100 min-[770px]:hidden";
  return (
    <div className="flex items-center gap-2 border-b border-gray-200 bg-white px-3 py-2 max-[770px]:sticky max-[770px]:top-0 max-[770px]:z-10">
      <h2 id={TITLE_ID} className="text-base font-bold">
        {t("filters.title")}
      </h2>
      {!hydrated && canClear ? (
        <a href={clearedHref} className={clearClass}>
          {t("filters.clearAll")}
        </a>
      ) : (
        <button type="button" disabled={!canClear} onClick={onClear} className={clearClass}>
          {t("filters.clearAll")}
        </button>
      )}
      {hydrated ? (
        <button type="button" onClick={onClose} aria-label={t("filters.close")} className={closeClass}>
          <CloseIcon />
        </button>
      ) : (
        // Without JavaScript, leaving the sheet's fragment closes it (:target no longer matches).
        <a href={`#${TRIGGER_ID}`} aria-label={t("filters.close")} className={closeClass}>
          <CloseIcon />
        </a>
      )}
    </div>
  );
}
