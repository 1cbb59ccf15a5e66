import type { Context } from "hono";
import { createContext, type ServerInstrumentation } from "react-router";

/**
 * Where the route pattern React Router matched (`/:name/pr/:productId`) is left for the request
 * metrics, which run outside React Router in the Hono app.
 */
export interface RouteSlot {
  pattern?: string;
}

export const routePatternContext = createContext<RouteSlot | null>(null);
const slots = new WeakMap<Context, RouteSlot>();

/** The slot of one request (the metrics middleware and the page handler share it). */
export function routeSlotOf(c: Context): RouteSlot {
  let slot = slots.get(c);
  if (!slot) {
    slot = {};
    slots.set(c, slot);
  }
  return slot;
}

/**
 * React Router's server instrumentation (exported by app/entry.server.tsx): after each page or
 * data request it reports the pattern of the route that answered.
 */
export const instrumentations: ServerInstrumentation[] = [
  {
    handler(handler) {
      handler.instrument({
        async request(handle, info) {
          const result = await handle();
          const slot = info.context?.get(routePatternContext);
          if (slot && result.meta?.pattern) slot.pattern = result.meta.pattern;
        },
      });
    },
  },
];
