import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import type { Aggregations, ProductQueryInput } from "#core/schemas/search.ts";
import {
  cleared,
  hasActiveFilters,
  type ListingState,
  selectionCount,
  withRange,
  withToggled,
} from "#core/urls/listing-state.ts";
import { ResponsiveSheet } from "./bottom-sheet.tsx";
import { FilterGroups } from "./filter-groups.tsx";
import type { GroupRef } from "./groups.ts";
import { PANEL_ID, PanelHeader, SheetTrigger, TITLE_ID } from "./panel-controls.tsx";
import { useHydrated, useNarrowScreen } from "./use-client-state.ts";

export interface FilterPanelProps {
  /** First page of every group, counts already disjunctive, from the server. */
  aggregations: Aggregations;
  /** What the URL applies now. */
  state: ListingState;
  /** Base payload of the filter-options API: language, category, search, origin, company, selections. */
  optionsQuery: Partial<ProductQueryInput>;
  /** The URL (path and query) of a state. */
  hrefFor: (state: ListingState) => string;
  /** The current path: the no-JavaScript form sends its GET here. */
  action: string;
}

/**
 * The filter panel. Wide screens apply each change at once (apply-single-filter);
 * up to 769 px it is a bottom sheet whose changes wait for Done (apply-cumulated-filters). It is a
 * plain GET form underneath, so it works before (and without) JavaScript.
 */
export function FilterPanel({ aggregations, state, optionsQuery, hrefFor, action }: FilterPanelProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const narrow = useNarrowScreen();
  const cumulate = hydrated && narrow;
  const [sheetOpen, setSheetOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  // The working copy: what the checkboxes show. It starts over whenever the applied state or the
  // mode changes, so a half-made selection in the sheet never leaks into the other mode.
  const appliedHref = hrefFor(state);
  const [working, setWorking] = useState(state);
  const [basis, setBasis] = useState({ appliedHref, narrow });
  if (basis.appliedHref !== appliedHref || basis.narrow !== narrow) {
    setBasis({ appliedHref, narrow });
    setWorking(state);
    if (basis.narrow !== narrow) setSheetOpen(false);
  }

  const change = (next: ListingState) => {
    setWorking(next);
    if (!cumulate) void navigate(hrefFor(next));
  };
  const closeSheet = () => {
    setSheetOpen(false);
    setWorking(state);
  };
  const done = () => {
    setSheetOpen(false);
    const href = hrefFor(working);
    if (href !== appliedHref) void navigate(href);
  };

  const footerButton = "min-h-10 w-full rounded-md bg-brand-600 font-semibold text-white hover:bg-brand-700";
  return (
    <aside aria-labelledby={TITLE_ID}>
      <SheetTrigger
        ref={trigger}
        count={selectionCount(state)}
        open={sheetOpen}
        onOpen={() => setSheetOpen(true)}
        hydrated={hydrated}
      />
      <ResponsiveSheet
        id={PANEL_ID}
        labelledBy={TITLE_ID}
        open={cumulate && sheetOpen}
        onClose={closeSheet}
        triggerRef={trigger}
        hydrated={hydrated}
      >
        {/* With JavaScript every change is handled as it happens; only the no-JS form submits. */}
        <form method="get" action={action} onSubmit={(e) => e.preventDefault()}>
          <PanelHeader
            hydrated={hydrated}
            canClear={hasActiveFilters(working)}
            clearedHref={hrefFor(cleared(state))}
            onClear={() => change(cleared(working))}
            onClose={closeSheet}
          />
          {working.text ? <input type="hidden" name="s" value={working.text} /> : null}
          {working.category ? <input type="hidden" name="c" value={working.category} /> : null}
          {working.limit !== 20 ? <input type="hidden" name="l" value={working.limit} /> : null}
          {working.listType !== 0 ? <input type="hidden" name="lt" value={working.listType} /> : null}
          {working.sort ? <input type="hidden" name="sort" value={working.sort} /> : null}
          <FilterGroups
            aggregations={aggregations}
            working={working}
            optionsQuery={optionsQuery}
            onToggle={(group: GroupRef, code: string) => change(withToggled(working, group, code))}
            onRange={(range) => change(withRange(working, range))}
            cumulate={cumulate}
            narrow={narrow}
            hydrated={hydrated}
          />
          {!hydrated || narrow ? (
            <div className="border-t border-gray-200 bg-white p-3 max-[770px]:sticky max-[770px]:bottom-0">
              {hydrated ? (
                <button type="button" onClick={done} className={footerButton}>
                  {t("filters.done")}
                </button>
              ) : (
                <button type="submit" className={footerButton}>
                  {t("filters.apply")}
                </button>
              )}
            </div>
          ) : null}
        </form>
      </ResponsiveSheet>
    </aside>
  );
}
