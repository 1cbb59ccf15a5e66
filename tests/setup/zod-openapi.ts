// Extends Zod with .openapi() before a test file evaluates any app schema, as server/dev.ts does for
// the development server: a test that imports the job handlers before the API reaches core/schemas
// through the modules first, and the API modules' .openapi() calls on those schemas would fail.
import "@hono/zod-openapi";
