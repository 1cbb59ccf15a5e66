// Runs Biome (lint and format). Our registry carries only Biome's Linux x64 binary package, not the
// wrapper's other platform packages, so we depend on that binary directly (optionally, so installs
// on other platforms still succeed) and call it here.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const binary = fileURLToPath(new URL("../node_modules/@biomejs/cli-linux-x64/biome", import.meta.url));
if (!existsSync(binary)) {
  console.error(
    "Biome's binary is not installed for this platform (only linux-x64 is available from our registry); skipping.",
  );
  process.exit(0);
}
const result = spawnSync(binary, process.argv.slice(2), { stdio: "inherit" });
process.exit(result.status ?? 1);
