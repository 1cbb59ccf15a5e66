import type { TeamRole } from "#server/db/schema/account-tables.ts";
import type { Actor } from "#server/modules/accounts/index.ts";
import { type DealValues, insertDeal } from "#server/modules/deals/index.ts";
import { company, member, user } from "./evidence-fixtures.ts";
import type { TestDeps } from "./test-db.ts";

/**
 * A world for the inquiry tests: a company with a member of each team role, another company with
 * its owner, two buyers (the first belongs to a German company, so they have a country), and a
 * way to add deals.
 */
export async function inquiryWorld(d: TestDeps) {
  const companyId = await company(d.db, "Anatolia Textiles");
  const otherCompanyId = await company(d.db, "Other Works");
  const roles = ["owner", "admin", "catalog_editor", "sales", "finance", "viewer"] as const;
  const members = {} as Record<TeamRole, Actor>;
  for (const role of roles) members[role] = await member(d.db, companyId, role);
  const otherOwner = await member(d.db, otherCompanyId, "owner");
  const buyer = await user(d.db, ["buyer"]);
  const otherBuyer = await user(d.db, ["buyer"]);
  const buyerCompanyId = await company(d.db, "Berlin Buyers");
  await d.db.updateTable("companies").set({ country: "DE" }).where("id", "=", buyerCompanyId).execute();
  await d.db
    .insertInto("company_members")
    .values({ company_id: buyerCompanyId, user_id: buyer.id, role: "owner" })
    .execute();
  const deal = (values: Partial<DealValues> = {}) =>
    insertDeal(d.db, {
      seller_company_id: companyId,
      buyer_user_id: buyer.id,
      source: "storefront",
      request_language: "de",
      buyer_subject: JSON.stringify({ de: "Vasen für den Frühling", en: "Vases for spring" }),
      buyer_message: JSON.stringify({ de: "Bitte 2000 Vasen.", en: "Please 2000 vases." }),
      buyer_pictures: "[]",
      request_user_name: "Ada Buyer",
      request_company: "Ada Trading",
      request_user_mail: "ada@example.com",
      request_user_phone: "+49 30 1234",
      seller_status: "Open",
      seller_stage: "Contacted",
      ...values,
    });
  const conversation = async (sellerCompanyId = companyId, buyerUserId = buyer.id) =>
    (
      await d.db
        .insertInto("conversations")
        .values({ buyer_user_id: buyerUserId, seller_company_id: sellerCompanyId })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  const read = (id: number) =>
    d.db.selectFrom("deals").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  return { companyId, otherCompanyId, members, otherOwner, buyer, otherBuyer, deal, conversation, read };
}
