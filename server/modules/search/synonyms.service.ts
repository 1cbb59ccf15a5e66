import { type SynonymGroupInput, synonymGroupSchema } from "#core/schemas/search-synonyms.ts";
import type { Db } from "#server/db/connect.ts";
import type { Clock } from "#server/lib/clock.ts";
import { AppError } from "#server/lib/errors.ts";
import { parseOrThrow } from "#server/lib/parse-input.ts";
import { type Actor, isAdmin } from "#server/modules/accounts/index.ts";
import { auditedChange } from "#server/modules/audit/index.ts";
import { recordSearchChange } from "./search-changes.repo.ts";
import * as repo from "./synonyms.repo.ts";
import { foldText } from "./text-tokens.ts";
import { findTakenTerm, parseTerms } from "./synonyms-rules.ts";

/** A synonym group as the console shows it. */
export interface SynonymGroup {
  id: number;
  terms: string[];
  /** null: the group applies in every language. */
  lang: string | null;
  /** Sent back with an edit or a delete, which is refused once someone else changed the group. */
  version: number;
  createdAt: string;
  createdByName: string | null;
  updatedAt: string;
  updatedByName: string | null;
}

export interface SynonymGroupPage {
  total: number;
  page: number;
  size: number;
  items: SynonymGroup[];
}

/** "every": the groups for every language (lang null); a language code: that language's groups. */
export type SynonymLanguageFilter = "every" | string | undefined;

export const SYNONYM_GROUP_SCHEMA = synonymGroupSchema(foldText);

/**
 * Synonyms change what every buyer finds in every language, so only admins edit them (and read
 * them: the console shows no section a moderator cannot use).
 */
function requireAdmin(actor: Actor): void {
  if (!isAdmin(actor.roles)) throw new AppError("not_allowed");
}

function toGroup(row: repo.SynonymGroupListRow): SynonymGroup {
  return {
    id: row.id,
    terms: parseTerms(row.terms),
    lang: row.lang,
    version: row.version,
    createdAt: row.created_at,
    createdByName: row.created_by_name || null,
    updatedAt: row.updated_at,
    updatedByName: row.updated_by_name || null,
  };
}

/** The groups of a language (or all), those holding a term that contains `text` (folded), paged. */
export async function listSynonymGroups(
  db: Db,
  actor: Actor,
  options: { lang?: SynonymLanguageFilter; text?: string | undefined; page: number; size: number },
): Promise<SynonymGroupPage> {
  requireAdmin(actor);
  const needle = foldText(options.text?.trim() ?? "");
  const groups = (await repo.findSynonymGroups(db)).map(toGroup).filter((group) => {
    if (options.lang === "every" && group.lang !== null) return false;
    if (options.lang && options.lang !== "every" && group.lang !== options.lang) return false;
    return !needle || group.terms.some((term) => foldText(term).includes(needle));
  });
  const size = Math.max(1, Math.floor(options.size));
  const page = Math.min(Math.max(1, Math.floor(options.page)), Math.max(1, Math.ceil(groups.length / size)));
  return { total: groups.length, page, size, items: groups.slice((page - 1) * size, page * size) };
}

export async function getSynonymGroup(db: Db, actor: Actor, id: number): Promise<SynonymGroup> {
  requireAdmin(actor);
  const row = await repo.findSynonymGroup(db, id);
  if (!row) throw new AppError("not_found");
  return toGroup(row);
}

/**
 * Refuses a term that another group of the same language already holds (a group for every
 * language meets all of them): a search could not tell which group the word belongs to. The
 * message names the term and the group it is in.
 */
async function refuseTakenTerms(trx: Db, group: SynonymGroupInput, ownId?: number): Promise<void> {
  const others = (await repo.findSynonymGroups(trx)).filter((row) => row.id !== ownId);
  const taken = findTakenTerm(
    group,
    others.map((row) => ({ lang: row.lang, terms: parseTerms(row.terms) })),
    foldText,
  );
  if (taken) throw new SynonymTermTaken(taken.term, taken.group.join(", "));
}

/** A term already in another group: the page names both in its message. */
export class SynonymTermTaken extends AppError {
  readonly values: { term: string; group: string };
  constructor(term: string, group: string) {
    super("invalid_data", "console.synonyms.errors.taken", { terms: "console.synonyms.errors.takenField" });
    this.values = { term, group };
  }
}

const auditDetails = (group: SynonymGroupInput) => ({ language: group.lang, terms: group.terms });

/** What a change of the synonyms needs: the database, and the clock that dates it. */
export interface SynonymDeps {
  db: Db;
  clock: Clock;
}

export async function createSynonymGroup(
  { db, clock }: SynonymDeps,
  actor: Actor,
  raw: unknown,
): Promise<SynonymGroup> {
  requireAdmin(actor);
  const group = parseOrThrow(SYNONYM_GROUP_SCHEMA, raw);
  const id = await auditedChange(
    db,
    actor,
    (newId: number) => ({
      action: "synonyms.create",
      entity: "search_synonym",
      entityId: newId,
      details: auditDetails(group),
    }),
    async (trx) => {
      await repo.lockSynonymGroups(trx);
      await refuseTakenTerms(trx, group);
      const at = new Date(clock.now()).toISOString();
      const newId = await repo.insertSynonymGroup(trx, {
        terms: JSON.stringify(group.terms),
        lang: group.lang,
        userId: actor.id,
        at,
      });
      await recordSearchChange(trx, "synonyms", newId);
      return newId;
    },
  );
  return getSynonymGroup(db, actor, id);
}

/**
 * Replaces a group's terms and language, if it is still at `expectedVersion` (the one the editor
 * opened): a group changed or deleted meanwhile is refused with its own message, nothing saved.
 */
export async function updateSynonymGroup(
  { db, clock }: SynonymDeps,
  actor: Actor,
  id: number,
  expectedVersion: number,
  raw: unknown,
): Promise<SynonymGroup> {
  requireAdmin(actor);
  const group = parseOrThrow(SYNONYM_GROUP_SCHEMA, raw);
  await auditedChange(
    db,
    actor,
    { action: "synonyms.update", entity: "search_synonym", entityId: id, details: auditDetails(group) },
    async (trx) => {
      await repo.lockSynonymGroups(trx);
      await currentVersion(trx, id, expectedVersion, "console.synonyms.errors.changedMeanwhile");
      await refuseTakenTerms(trx, group, id);
      const at = new Date(clock.now()).toISOString();
      const values = { terms: JSON.stringify(group.terms), lang: group.lang, userId: actor.id, at };
      if (!(await repo.updateSynonymGroupGuarded(trx, id, expectedVersion, values)))
        throw new AppError("conflict", "console.synonyms.errors.changedMeanwhile");
      await recordSearchChange(trx, "synonyms", id);
    },
  );
  return getSynonymGroup(db, actor, id);
}

/** Deletes a group, if nobody changed it since the operator looked at it (`expectedVersion`). */
export async function deleteSynonymGroup(
  db: Db,
  actor: Actor,
  id: number,
  expectedVersion: number,
): Promise<void> {
  requireAdmin(actor);
  await auditedChange(
    db,
    actor,
    (deleted: SynonymGroup) => ({
      action: "synonyms.delete",
      entity: "search_synonym",
      entityId: id,
      details: { language: deleted.lang, terms: deleted.terms },
    }),
    async (trx) => {
      const row = await currentVersion(
        trx,
        id,
        expectedVersion,
        "console.synonyms.errors.changedBeforeDelete",
      );
      if (!(await repo.deleteSynonymGroupGuarded(trx, id, expectedVersion)))
        throw new AppError("conflict", "console.synonyms.errors.changedBeforeDelete");
      await recordSearchChange(trx, "synonyms", id);
      return toGroup(row);
    },
  );
}

/** The group as it is now: gone is `not_found`, another version is `conflict` with `message`. */
async function currentVersion(trx: Db, id: number, expectedVersion: number, message: string) {
  const row = await repo.findSynonymGroup(trx, id);
  if (!row) throw new AppError("not_found", "console.synonyms.errors.gone");
  if (row.version !== expectedVersion) throw new AppError("conflict", message);
  return row;
}

/**
 * Every synonym group, for the search engine: loaded at start and again after each `synonyms`
 * row of the search feed. Terms are as the operator typed them (trimmed); the engine folds them.
 */
export async function loadSynonymGroups(db: Db): Promise<{ lang: string | null; terms: string[] }[]> {
  const rows = await repo.findSynonymTerms(db);
  return rows
    .map((row) => ({ lang: row.lang, terms: parseTerms(row.terms) }))
    .filter((g) => g.terms.length >= 2);
}
