import { useEffect, useState } from "react";

/** The bottom sheet and cumulated filters apply up to this width. */
export const NARROW_SCREEN_QUERY = "(max-width: 769px)";

/**
 * False on the server and in the first client render (so hydration matches), true after. Parts
 * that only work with JavaScript appear then; the no-JavaScript form controls disappear.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/**
 * Whether the screen is in bottom-sheet mode. False until hydrated: before that, CSS alone
 * (`max-[770px]:` / `min-[770px]:`, the same boundary) decides what shows.
 */
export function useNarrowScreen(): boolean {
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const media = window.matchMedia(NARROW_SCREEN_QUERY);
    const update = () => setNarrow(media.matches);
    update();
    media.addEventListener("change", update);
    return () => media.removeEventListener("change", update);
  }, []);
  return narrow;
}
