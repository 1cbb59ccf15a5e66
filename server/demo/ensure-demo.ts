import type { AppDeps } from "../deps.ts";
import { describeDemoAccounts } from "./demo-accounts.ts";
import { referenceData, seedReferenceData } from "./reference.ts";
import { seedDemoCatalogue } from "./seed-catalogue.ts";

/** At start-up: reference data always; the demo catalogue only into an empty database. */
export async function ensureDemoCatalogue(
  deps: Pick<AppDeps, "db" | "dialect">,
  options: { products: number; seed: number },
): Promise<void> {
  const anyCompany = await deps.db.selectFrom("companies").select("id").limit(1).executeTakeFirst();
  if (!anyCompany) {
    console.log(
      `Empty database: seeding the demo catalogue (${options.products} products, seed ${options.seed})…`,
    );
    const started = Date.now();
    await seedDemoCatalogue(deps.db, deps.dialect, options);
    console.log(`Demo catalogue ready in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  } else {
    await seedReferenceData(deps.db, referenceData());
  }
  const accounts = await describeDemoAccounts(deps.db);
  if (accounts.length) console.log(`Demo accounts:\n${accounts.join("\n")}`);
}
