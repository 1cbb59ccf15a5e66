import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * Writes .br and .gz beside every client script and stylesheet at build time (brotli at its
 * best level is about 13% smaller than gzip), which the server's static handler sends to
 * browsers that accept them (server/app.ts, `precompressed`).
 */
function precompressClientAssets(): Plugin {
  return {
    name: "caravan:precompress-client-assets",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options, bundle) {
      for (const file of Object.keys(bundle).filter((f) => /\.(js|css)$/.test(f))) {
        const path = join(options.dir!, file);
        const body = await readFile(path);
        await writeFile(
          `${path}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        await writeFile(`${path}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

// The server build's entry is our Hono app (server/app.ts), so the API, media and SSR share
// one bundle and one copy of every module (React Router context keys must not be duplicated).
export default defineConfig({
  environments: {
    ssr: { build: { rolldownOptions: { input: "./server/app.ts" } } },
  },
  // Page scripts bundled through `?worker&url` (app/enhance) load as ES modules.
  worker: { format: "es" },
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  plugins: [tailwindcss(), reactRouter(), precompressClientAssets()],
});
