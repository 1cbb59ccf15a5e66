import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The server build's entry is our Hono app (server/app.ts), so the API, media and SSR share
// one bundle and one copy of every module (React Router context keys must not be duplicated).
export default defineConfig({
  environments: {
    ssr: { build: { rolldownOptions: { input: "./server/app.ts" } } },
  },
  // Page scripts bundled through `?worker&url` (app/enhance) load as ES modules.
  worker: { format: "es" },
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  plugins: [tailwindcss(), reactRouter()],
});
