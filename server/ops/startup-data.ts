import { installDefaultContentPages } from "#server/modules/content/index.ts";
import { findDemoAccountsWithPublishedPassword } from "../demo/demo-accounts.ts";
import { ensureDemoCatalogue } from "../demo/ensure-demo.ts";
import type { AppDeps } from "../deps.ts";
import { countAdmins } from "./ops.repo.ts";

/** Start-up stops with this message: the database is not safe to serve with these settings. */
export class StartRefusedError extends Error {}

/**
 * The data a database gets at start, after the migrations. DEMO=true (the default): the demo
 * catalogue and accounts on an empty database. DEMO=false: nothing but the static pages' shipped
 * texts (edits are kept), and a refusal to serve demo accounts that still have the published
 * password, since anyone could then sign in as the admin of a real site.
 */
export async function prepareStartupData(
  deps: Pick<AppDeps, "db" | "dialect">,
  options: { demo: boolean; products: number; seed: number },
  say: (line: string) => void = console.log,
): Promise<void> {
  if (options.demo) {
    await ensureDemoCatalogue(deps, { products: options.products, seed: options.seed });
  } else {
    const exposed = await findDemoAccountsWithPublishedPassword(deps.db);
    if (exposed.length) throw new StartRefusedError(demoAccountsRefusal(exposed));
    const admins = await countAdmins(deps.db);
    say(
      admins
        ? `DEMO=false: a real site with ${admins} admin account${admins === 1 ? "" : "s"}.`
        : "DEMO=false and no admin account yet: create one with\n  npm run create-admin -- --email you@example.com",
    );
  }
  await installDefaultContentPages(deps.db);
}

function demoAccountsRefusal(emails: string[]): string {
  return [
    "DEMO=false, but this database holds demo accounts that still sign in with the published",
    `password: ${emails.join(", ")}. Anyone could sign in with them, as admin too, so Caravan`,
    "does not start. A database seeded by the demo also holds its made-up suppliers and products:",
    "start the real site on an empty database (another DATABASE_URL or DATA_DIR) and create its",
    "first admin with `npm run create-admin -- --email you@example.com`; or run the demo with DEMO=true.",
  ].join("\n");
}

/** For the process entries: a refusal stops the process with its message (exit code 1). */
export async function prepareStartupDataOrExit(
  deps: Pick<AppDeps, "db" | "dialect">,
  options: { demo: boolean; products: number; seed: number },
): Promise<void> {
  try {
    await prepareStartupData(deps, options);
  } catch (error) {
    if (!(error instanceof StartRefusedError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
