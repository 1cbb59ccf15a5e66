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

/**
 * Puts the app's own modules that the root layout imports (header, footer, translations, small
 * helpers) into one chunk. Every page loads all of them anyway; left to the bundler, each module
 * that a console or other page also imports became its own tiny file, and many tiny files
 * compress worse than one (issue 6 caps a product page's JavaScript at 120 KB compressed).
 */
function bundleRootModulesTogether(): Plugin {
  const staticImports = new Map<string, readonly string[]>();
  let closure: Set<string> | undefined;
  const rootClosure = () => {
    if (closure) return closure;
    closure = new Set();
    const stack = [...staticImports.keys()].filter((id) => id.endsWith("/app/root.tsx"));
    while (stack.length) {
      const id = stack.pop()!;
      if (closure.has(id)) continue;
      closure.add(id);
      stack.push(...(staticImports.get(id) ?? []));
    }
    return closure;
  };
  return {
    name: "caravan:bundle-root-modules-together",
    applyToEnvironment: (environment) => environment.name === "client",
    moduleParsed(info) {
      staticImports.set(info.id, info.importedIds);
    },
    outputOptions(options) {
      options.codeSplitting = {
        groups: [
          {
            name: "root-shared",
            test: (id) =>
              !id.includes("/node_modules/") && !id.endsWith("/app/root.tsx") && rootClosure().has(id),
          },
        ],
      };
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
  plugins: [tailwindcss(), reactRouter(), bundleRootModulesTogether(), precompressClientAssets()],
});
