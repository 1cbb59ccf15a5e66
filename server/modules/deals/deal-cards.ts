import type { Db } from "#server/db/connect.ts";
import { findDealSubjects } from "./deal.repo.ts";
import { textIn, textMap } from "./inquiry-view.ts";

/**
 * What a conversation's inquiry cards say: each deal's subject in the reader's language (else as
 * the buyer wrote it). Only deals of that conversation are read, so a card can never show another
 * conversation's inquiry.
 */
export async function dealCardTitles(
  db: Db,
  conversationId: number,
  dealIds: number[],
  lang: string,
): Promise<Map<number, string>> {
  const rows = await findDealSubjects(db, conversationId, dealIds);
  return new Map(rows.map((row) => [row.id, textIn(textMap(row.buyer_subject), lang, row.request_language)]));
}
