import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import {
  LIGHTHOUSE_CATEGORIES as CATEGORIES,
  LIGHTHOUSE,
  lighthouse as lighthouseRun,
  type LighthouseReport as Report,
} from "./bench-server.ts";

/**
 * Lighthouse on the production build with a 100,000-product catalogue: performance,
 * accessibility, best practices and SEO (mobile preset, the median of --runs runs) for the
 * home page, /categories and a category listing, plus the home page's compressed JavaScript.
 *   npm run build && npm run bench:lighthouse [-- --products 100000 --runs 3]
 * Lighthouse itself is fetched by npx (pinned below), so it is not an install-time dependency.
 */
const { values } = parseArgs({
  options: {
    products: { type: "string", default: "100000" },
    runs: { type: "string", default: "3" },
    port: { type: "string", default: "3600" },
    "data-dir": { type: "string" },
  },
});
const port = Number(values.port);
const origin = `http://localhost:${port}`;
const dataDir = values["data-dir"] ?? mkdtempSync(join(tmpdir(), "caravan-lighthouse-"));
const pages = ["/", "/categories", "/food-beverage/ca/015"];

const server = spawn("node", ["server/main.ts"], {
  env: {
    ...process.env,
    PORT: String(port),
    SITE_HOST: `localhost:${port}`,
    DATA_DIR: dataDir,
    SEED_PRODUCTS: values.products,
    LOG_LEVEL: "warn",
  },
  stdio: ["ignore", "inherit", "inherit"],
});
try {
  await waitForHealth();
  console.log(
    `Lighthouse ${LIGHTHOUSE}, mobile preset, ${values.runs} runs per page, ${values.products} products`,
  );
  console.log(
    `${"page".padEnd(26)} ${CATEGORIES.map((c) => c.padStart(15)).join("")}  script KB (compressed)`,
  );
  for (const path of pages) {
    const runs: Report[] = [];
    for (let i = 0; i < Number(values.runs); i++) runs.push(lighthouseRun(origin + path, dataDir));
    const median = (pick: (r: Report) => number) => {
      const sorted = runs.map(pick).sort((a, b) => a - b);
      return sorted[Math.floor(sorted.length / 2)]!;
    };
    const scores = CATEGORIES.map((c) =>
      String(Math.round(median((r) => r.categories[c].score * 100))).padStart(15),
    );
    const scriptKb = median((r) => scriptBytes(r)) / 1024;
    console.log(`${path.padEnd(26)} ${scores.join("")}  ${scriptKb.toFixed(1)}`);
  }
} finally {
  server.kill();
}

/** Bytes of JavaScript sent over the wire (compressed) for the page. */
function scriptBytes(report: Report): number {
  const items = report.audits["network-requests"]?.details?.items ?? [];
  return items.filter((i) => i.resourceType === "Script").reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
}

async function waitForHealth() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not listening yet (building the index, seeding)
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the server did not become healthy in 5 minutes");
}
