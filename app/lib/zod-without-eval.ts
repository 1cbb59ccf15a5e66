import { z } from "zod";

// In the browser, Zod's compiled parsers would need eval: it probes `new Function` when a schema
// is defined, and the page's Content-Security-Policy refuses eval, which the browser reports as a
// violation even though Zod catches it and parses without. Forms' schemas are small; the server,
// where parsing volume is, keeps the compiled parsers. app/root.tsx imports this module first,
// so it runs before any schema module of any page is evaluated.
if (typeof document !== "undefined") z.config({ jitless: true });
