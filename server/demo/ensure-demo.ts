import type { AppDeps } from "../deps.ts";
import { DEMO_PASSWORD, describeDemoAccounts } from "./demo-accounts.ts";
import { referenceData, seedReferenceData } from "./reference.ts";
import { seedDemoCatalogue } from "./seed-catalogue.ts";

/**
 * At start-up with DEMO=true: the demo catalogue into an empty database (no company and no
 * account), reference data into a demo database seeded earlier. A database that has accounts but
 * no catalogue is a real site that has just begun (its admin came from create-admin): it never
 * gets the demo accounts, even when DEMO was forgotten on a restart.
 */
export async function ensureDemoCatalogue(
  deps: Pick<AppDeps, "db" | "dialect">,
  options: { products: number; seed: number },
): Promise<void> {
  const [anyCompany, anyUser] = await Promise.all([
    deps.db.selectFrom("companies").select("id").limit(1).executeTakeFirst(),
    deps.db.selectFrom("users").select("id").limit(1).executeTakeFirst(),
  ]);
  if (!anyCompany && !anyUser) {
    console.log(
      `Empty database: seeding the demo catalogue (${options.products} products, seed ${options.seed})…`,
    );
    const started = Date.now();
    await seedDemoCatalogue(deps.db, deps.dialect, options);
    console.log(`Demo catalogue ready in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } else if (anyCompany) {
    await seedReferenceData(deps.db, referenceData());
  } else {
    console.log("This database has accounts but no catalogue, so the demo catalogue is not seeded into it.");
  }
  const accounts = await describeDemoAccounts(deps.db);
  console.log(demoNotice(accounts));
}

/** What `npm start` says at once in demo mode: nobody should mistake it for a site to expose. */
export function demoNotice(accountLines: string[]): string {
  if (!accountLines.length)
    return "DEMO=true (the default), but this database holds no demo accounts: set DEMO=false for a real site.";
  const rule = "─".repeat(78);
  const lines = [
    rule,
    "DEMO MODE (DEMO=true, the default): demo data, and demo accounts whose password",
    `"${DEMO_PASSWORD}" is published. Anyone who reaches this site can sign in as its admin.`,
    "For a real site: DEMO=false on an empty database, then",
    "  npm run create-admin -- --email you@example.com",
  ];
  lines.push("Demo accounts:", ...accountLines, rule);
  return lines.join("\n");
}
