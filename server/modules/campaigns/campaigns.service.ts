import { type CampaignInput, CampaignInputSchema, type CampaignSummary } from "#core/schemas/campaigns.ts";
import type { Db } from "#server/db/connect.ts";
import { AppError } from "#server/lib/errors.ts";
import { parseOrThrow } from "#server/lib/parse-input.ts";
import { sanitizeRichText } from "#server/lib/sanitize.ts";
import { type Actor, requireStaff } from "#server/modules/accounts/index.ts";
import { auditedChange } from "#server/modules/audit/index.ts";
import * as repo from "./campaigns.repo.ts";

/** Campaigns target one contact list; sending them is not part of this service. */

export async function listCampaigns(db: Db, actor: Actor): Promise<CampaignSummary[]> {
  requireStaff(actor);
  return (await repo.findCampaigns(db)).map((row) => ({
    id: row.id,
    name: row.name,
    subject: row.subject,
    contactListId: row.contact_list_id,
    contactListName: row.list_name,
    createdAt: row.created_at,
  }));
}

export async function getCampaign(db: Db, actor: Actor, campaignId: number) {
  requireStaff(actor);
  const row = await repo.findCampaign(db, campaignId);
  if (!row) throw new AppError("not_found");
  return {
    id: row.id,
    name: row.name,
    subject: row.subject,
    body: row.body_html,
    contactListId: row.contact_list_id,
  };
}

/** Checked input with the body made safe to show, and the list it targets known to exist. */
async function campaignValues(db: Db, input: Partial<Record<keyof CampaignInput, unknown>>) {
  const campaign = parseOrThrow(CampaignInputSchema, input);
  if (!(await repo.findContactList(db, campaign.contactListId)))
    throw new AppError("invalid_data", "errors.invalid_data", {
      contactListId: "console.campaigns.form.noList",
    });
  const body = sanitizeRichText(campaign.body);
  if (!body.trim()) throw new AppError("invalid_data", "errors.invalid_data", { body: "errors.required" });
  return {
    contact_list_id: campaign.contactListId,
    name: campaign.name,
    subject: campaign.subject,
    body_html: body,
  };
}

export async function createCampaign(
  db: Db,
  actor: Actor,
  input: Partial<Record<keyof CampaignInput, unknown>>,
) {
  requireStaff(actor);
  const values = await campaignValues(db, input);
  return auditedChange(
    db,
    actor,
    (id: number) => ({
      action: "campaign.create",
      entity: "campaign",
      entityId: id,
      details: { name: values.name, listId: values.contact_list_id },
    }),
    (trx) => repo.insertCampaign(trx, values),
  );
}

export async function updateCampaign(
  db: Db,
  actor: Actor,
  campaignId: number,
  input: Partial<Record<keyof CampaignInput, unknown>>,
) {
  requireStaff(actor);
  const values = await campaignValues(db, input);
  await auditedChange(
    db,
    actor,
    {
      action: "campaign.update",
      entity: "campaign",
      entityId: campaignId,
      details: { name: values.name, subject: values.subject, listId: values.contact_list_id },
    },
    async (trx) => {
      if (!(await repo.updateCampaign(trx, campaignId, values))) throw new AppError("not_found");
    },
  );
}

export async function deleteCampaign(db: Db, actor: Actor, campaignId: number) {
  requireStaff(actor);
  const before = await repo.findCampaign(db, campaignId);
  if (!before) throw new AppError("not_found");
  await auditedChange(
    db,
    actor,
    { action: "campaign.delete", entity: "campaign", entityId: campaignId, details: { name: before.name } },
    async (trx) => {
      if (!(await repo.deleteCampaign(trx, campaignId))) throw new AppError("not_found");
    },
  );
}

/**
 * Who a campaign goes to: its list's members who have not unsubscribed, in pages of `limit`
 * after the member id `afterId` (a sender walks the list without loading it whole).
 */
export async function listCampaignRecipients(
  db: Db,
  campaignId: number,
  page: { afterId?: number; limit?: number } = {},
): Promise<{ id: number; email: string; name: string | null }[]> {
  const campaign = await repo.findCampaign(db, campaignId);
  if (!campaign) throw new AppError("not_found");
  const limit = Math.min(Math.max(1, page.limit ?? 1000), 5000);
  return repo.findSubscribedMembers(db, campaign.contact_list_id, page.afterId ?? 0, limit);
}
