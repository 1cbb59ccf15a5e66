// `npm run check [-- <git ref>]`: the quick check before a commit. Lint (warnings fail it too), the
// type check, then the unit tests of what changed: the changed test files and every test file that
// imports a changed file. "Changed" is against where the branch left main (or the ref given):
// commits since, staged and unstaged changes, and new files git does not ignore. With
// TEST_DATABASE_URL set, the database tests run on PostgreSQL as well as SQLite, as in `npm test`.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const git = (...args) => {
  const result = spawnSync("git", args, { encoding: "utf8" });
  return result.status === 0 ? result.stdout.trim() : undefined;
};
const run = (command, args) => {
  console.log(`\n> ${[command, ...args].join(" ")}`);
  const { status } = spawnSync(command, args, { stdio: "inherit" });
  if (status !== 0) process.exit(status ?? 1);
};

const requested = process.argv[2];
const base =
  requested ?? (git("rev-parse", "--verify", "-q", "main") ? git("merge-base", "main", "HEAD") : "HEAD");
if (!base) {
  console.error(`No commit to compare with: ${requested}`);
  process.exit(1);
}
const changed = [
  ...(git("diff", "--name-only", "--diff-filter=d", base) ?? "").split("\n"),
  ...(git("ls-files", "--others", "--exclude-standard") ?? "").split("\n"),
].filter((file) => /\.(ts|tsx|mts|mjs|js|json)$/.test(file) && existsSync(file));

run("npm", ["run", "-s", "lint"]);
run("npm", ["run", "-s", "typecheck"]);
if (!changed.length) console.log("\nNo source file changed: no unit tests to run.");
else run("vitest", ["related", "--run", "--passWithNoTests", ...new Set(changed)]);
