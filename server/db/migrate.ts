import type { Kysely } from "kysely";
import { type Migration, Migrator, NO_MIGRATIONS } from "kysely/migration";
import * as languagesCategories from "./migrations/20261121_0100_languages_categories.ts";
import * as companies from "./migrations/20261121_0200_companies.ts";
import * as products from "./migrations/20261121_0300_products.ts";
import * as accounts from "./migrations/20261121_0400_accounts.ts";
import * as trade from "./migrations/20261121_0500_trade.ts";
import * as content from "./migrations/20261121_0600_content.ts";
import * as searchChanges from "./migrations/20261121_0700_search_changes.ts";
import * as searchTerms from "./migrations/20261121_0800_search_terms.ts";
import * as productsCategoryViewsIdx from "./migrations/20261123_1515_products_category_views_idx.ts";
import * as merchandisingRevision from "./migrations/20261124_0400_merch_revision.ts";
import * as categoryMostViewed from "./migrations/20261125_0900_category_most_viewed.ts";
import * as auditClientAddress from "./migrations/20261126_0900_audit_client_address.ts";
import * as jobs from "./migrations/20261126_1000_jobs.ts";
import * as signInProtection from "./migrations/20261126_1010_sign_in_protection.ts";
import * as searchRebuildMarker from "./migrations/20261126_1100_search_rebuild_marker.ts";
import * as companyMemberRoles from "./migrations/20261126_1200_company_member_roles.ts";
import * as privateFiles from "./migrations/20261126_1300_private_files.ts";
import * as companyStatusNotifications from "./migrations/20261126_1400_company_status_notifications.ts";
import * as companyTextProvenance from "./migrations/20261126_1520_company_text_provenance.ts";
import * as verificationEvidence from "./migrations/20261126_1530_verification_evidence.ts";
import * as companyInvitations from "./migrations/20261126_1540_company_invitations.ts";
import * as storefrontVisits from "./migrations/20261127_0100_storefront_visits.ts";
import * as productStatus from "./migrations/20261127_0200_product_status.ts";
import * as productImports from "./migrations/20261127_0300_product_imports.ts";
import * as conversations from "./migrations/20261127_0400_conversations.ts";
import * as realtimePresence from "./migrations/20261127_0500_realtime_presence.ts";
import * as orders from "./migrations/20261128_0100_orders.ts";
import * as quotesRfqs from "./migrations/20261129_0100_quotes_rfqs.ts";
import * as rfqNotices from "./migrations/20261129_0300_rfq_notices.ts";
import * as searchSynonyms from "./migrations/20261130_0500_search_synonyms.ts";
import * as pageChangeKinds from "./migrations/20261201_0100_page_change_kinds.ts";
import * as rfqPostKeys from "./migrations/20261202_0100_rfq_post_keys.ts";

// A static list (not a folder scan) so migrations run the same from scripts and from the bundle.
const MIGRATIONS: Record<string, Migration> = {
  "20261121_0100_languages_categories": languagesCategories,
  "20261121_0200_companies": companies,
  "20261121_0300_products": products,
  "20261121_0400_accounts": accounts,
  "20261121_0500_trade": trade,
  "20261121_0600_content": content,
  "20261121_0700_search_changes": searchChanges,
  "20261121_0800_search_terms": searchTerms,
  "20261123_1515_products_category_views_idx": productsCategoryViewsIdx,
  "20261124_0400_merch_revision": merchandisingRevision,
  "20261125_0900_category_most_viewed": categoryMostViewed,
  "20261126_0900_audit_client_address": auditClientAddress,
  "20261126_1000_jobs": jobs,
  "20261126_1010_sign_in_protection": signInProtection,
  "20261126_1100_search_rebuild_marker": searchRebuildMarker,
  "20261126_1200_company_member_roles": companyMemberRoles,
  "20261126_1300_private_files": privateFiles,
  "20261126_1400_company_status_notifications": companyStatusNotifications,
  "20261126_1520_company_text_provenance": companyTextProvenance,
  "20261126_1530_verification_evidence": verificationEvidence,
  "20261126_1540_company_invitations": companyInvitations,
  "20261127_0100_storefront_visits": storefrontVisits,
  "20261127_0200_product_status": productStatus,
  "20261127_0300_product_imports": productImports,
  "20261127_0400_conversations": conversations,
  "20261127_0500_realtime_presence": realtimePresence,
  "20261128_0100_orders": orders,
  "20261129_0100_quotes_rfqs": quotesRfqs,
  "20261129_0300_rfq_notices": rfqNotices,
  "20261130_0500_search_synonyms": searchSynonyms,
  "20261201_0100_page_change_kinds": pageChangeKinds,
  "20261202_0100_rfq_post_keys": rfqPostKeys,
};

/** Brings the database to the latest schema; throws with the failing migration's name. */
export async function migrateToLatest(
  db: Kysely<any>,
  options: { pgSchema?: string } = {},
): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    // Kysely looks for its own tables in `public` unless told; tests use a schema of their own.
    ...(options.pgSchema ? { migrationTableSchema: options.pgSchema } : {}),
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((r) => r.status === "Error");
  if (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`migration ${failed?.migrationName ?? "?"} failed: ${message}`, { cause: error });
  }
  return results.filter((r) => r.status === "Success").map((r) => r.migrationName);
}

function migrator(db: Kysely<any>, options: { pgSchema?: string }) {
  return new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    ...(options.pgSchema ? { migrationTableSchema: options.pgSchema } : {}),
  });
}

/**
 * Rolls back the last applied migration with its `down`; resolves to its name, or undefined when
 * none is applied. Throws with the failing migration's name.
 */
export async function migrateDown(
  db: Kysely<any>,
  options: { pgSchema?: string } = {},
): Promise<string | undefined> {
  return (await rollBack(migrator(db, options).migrateDown()))[0];
}

/** Rolls every migration back, newest first; resolves to their names in that order (tests). */
export async function migrateDownToNothing(db: Kysely<any>, options: { pgSchema?: string } = {}) {
  return rollBack(migrator(db, options).migrateTo(NO_MIGRATIONS));
}

async function rollBack(run: ReturnType<Migrator["migrateDown"]>): Promise<string[]> {
  const { error, results = [] } = await run;
  if (error) {
    const failed = results.find((r) => r.status === "Error");
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`rolling back ${failed?.migrationName ?? "?"} failed: ${message}`, { cause: error });
  }
  return results.filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/** Every migration's name, oldest first. */
export const MIGRATION_NAMES: readonly string[] = Object.keys(MIGRATIONS).sort();
