import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { serve } from "@hono/node-server";
import { migrateToLatest } from "./db/migrate.ts";
import { createDeps } from "./deps.ts";
import { ensureDemoCatalogue } from "./demo/ensure-demo.ts";
import { installDefaultContentPages } from "./modules/content/content-pages.ts";
import { configOrExit } from "./launch.ts";
import { scheduleMaintenance } from "./maintenance.ts";

/**
 * `npm start`: builds when no build exists, migrates, seeds the demo catalogue into an empty
 * database, prints the demo accounts, and serves the production build.
 */
// Libraries such as React choose their production build by NODE_ENV; unset, the server renders
// with React's development build, several times slower (measured by bench/product-page.ts). Set
// before the server build (and with it React) is imported below.
process.env.NODE_ENV ??= "production";
const config = configOrExit();
const root = fileURLToPath(new URL("..", import.meta.url));
const serverBuild = `${root}build/server/index.js`;

if (!existsSync(serverBuild)) {
  console.log("No production build yet: building (about a minute)…");
  const result = spawnSync(process.execPath, [`${root}node_modules/@react-router/dev/bin.cjs`, "build"], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) {
    console.error("The build failed; see the messages above.");
    process.exit(1);
  }
}

const deps = createDeps(config);
await migrateToLatest(deps.db);
await ensureDemoCatalogue(deps, { products: config.seedProducts, seed: config.seed });
// The static pages' shipped texts, for any language that has none yet (edits are kept).
await installDefaultContentPages(deps.db);
scheduleMaintenance(deps.db, (error) => deps.log.error({ err: error }, "maintenance failed"));
// The search index is built before the server listens, so the first visitor gets real results.
const indexStarted = performance.now();
await deps.search.start();
console.log(`Search index ready in ${((performance.now() - indexStarted) / 1000).toFixed(1)} s.`);

const { createApp } = (await import(serverBuild)) as typeof import("./app.ts");
const app = createApp(deps, { serveAssets: true });
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.bindAddress }, () => {
  const base = `${config.siteProtocol}://${config.siteHost}`;
  console.log(
    `Caravan is running on ${base} (database: ${deps.dialect}). Other languages: ${config.siteProtocol}://tr.${config.siteHost}, ${config.siteProtocol}://ar.${config.siteHost}, …`,
  );
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    server.close(() => void deps.close().then(() => process.exit(0)));
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
