// Extends Zod with .openapi() before Vite evaluates any app schema: Vite's module runner reaches
// core/schemas through the route modules before the API modules, and their .openapi() calls
// would then fail (the production bundle happens to evaluate @hono/zod-openapi first).
import "@hono/zod-openapi";
import { createServer as createHttpServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { createServer as createViteServer } from "vite";
import { migrateToLatest } from "./db/migrate.ts";
import { createDeps } from "./deps.ts";
import { startJobWorker } from "./jobs.ts";
import { configOrExit } from "./launch.ts";
import { startLeaderTasks } from "./leader-tasks.ts";
import { prepareStartupDataOrExit } from "./ops/startup-data.ts";

/** `npm run dev`: the same app through Vite's dev server, reloading server and browser code on change. */
const config = configOrExit();
const deps = createDeps(config);
// This process holds the index (the same seam as a cluster's search process, in process).
await deps.search!.start();
await migrateToLatest(deps.db);
await prepareStartupDataOrExit(deps, {
  demo: config.demo,
  products: Math.min(config.seedProducts, 2000),
  seed: config.seed,
});
await startLeaderTasks(deps);
startJobWorker(deps);

const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });
const server = createHttpServer((req, res) => {
  vite.middlewares(req, res, async () => {
    try {
      const { createApp } = (await vite.ssrLoadModule("/server/app.ts")) as typeof import("./app.ts");
      await getRequestListener(createApp(deps, { clientDir: undefined }).fetch)(req, res);
    } catch (error) {
      vite.ssrFixStacktrace(error as Error);
      console.error(error);
      res.statusCode = 500;
      res.end(String((error as Error).stack));
    }
  });
});
server.listen(config.port, config.bindAddress, () =>
  console.log(`Caravan (dev) on http://${config.siteHost}`),
);
