import { type RefObject, useEffect } from "react";

/**
 * A row of sections that scrolls sideways on a phone (the console's, the supplier workspace's)
 * keeps its current section (`aria-current="page"`) in sight after each move. Only the row moves:
 * scrollIntoView would also scroll the page up to the row, taking someone who scrolled down before
 * the page's script ran away from where they were (and a tap made meanwhile to somewhere else).
 */
export function useCurrentSectionInSight(row: RefObject<HTMLElement | null>, pathname: string) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is what makes it run again
  useEffect(() => {
    const list = row.current;
    const current = list?.querySelector('[aria-current="page"]');
    if (list && current) bringIntoRow(list, current.getBoundingClientRect());
  }, [pathname]);
}

/** Scrolls the row sideways just enough to show `item` whole (in either writing direction). */
function bringIntoRow(row: HTMLElement, item: DOMRect) {
  const shown = row.getBoundingClientRect();
  if (item.left < shown.left) row.scrollLeft -= shown.left - item.left;
  else if (item.right > shown.right) row.scrollLeft += item.right - shown.right;
}
