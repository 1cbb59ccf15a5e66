import { SqliteAdapter, sql } from "kysely";
import type { Db } from "#server/db/connect.ts";

/** A synonym group as stored: `terms` is a JSON array of the words as typed. */
export interface SynonymGroupRow {
  id: number;
  terms: string;
  lang: string | null;
  version: number;
  created_at: string;
  created_by: number | null;
  updated_at: string;
  updated_by: number | null;
}

/** A row with the names of who made and last changed it (null once that account is gone). */
export type SynonymGroupListRow = SynonymGroupRow & {
  created_by_name: string | null;
  updated_by_name: string | null;
};

const userName = (column: "created_by" | "updated_by") =>
  sql<
    string | null
  >`(select trim(first_name || ' ' || last_name) from users where users.id = search_synonyms.${sql.ref(column)})`;

/**
 * Every group, those for every language first, then by language and age. Groups are written by
 * hand and number in the hundreds, so the list is filtered in memory by the service.
 */
export async function findSynonymGroups(db: Db): Promise<SynonymGroupListRow[]> {
  return db
    .selectFrom("search_synonyms")
    .selectAll()
    .select([userName("created_by").as("created_by_name"), userName("updated_by").as("updated_by_name")])
    .orderBy(sql`lang is not null`)
    .orderBy("lang")
    .orderBy("id")
    .execute();
}

export async function findSynonymGroup(db: Db, id: number): Promise<SynonymGroupListRow | undefined> {
  return db
    .selectFrom("search_synonyms")
    .selectAll()
    .select([userName("created_by").as("created_by_name"), userName("updated_by").as("updated_by_name")])
    .where("id", "=", id)
    .executeTakeFirst();
}

/** What the search engine needs of every group. */
export async function findSynonymTerms(db: Db): Promise<{ lang: string | null; terms: string }[]> {
  return db.selectFrom("search_synonyms").select(["lang", "terms"]).orderBy("id").execute();
}

/**
 * Makes the group writes of this transaction wait for those of others until it ends, so a term is
 * checked against the other groups as they stay. SQLite runs one writing transaction at a time
 * already; PostgreSQL's lock lets readers (the engines loading the groups) through.
 */
export async function lockSynonymGroups(db: Db): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) return;
  await sql`lock table search_synonyms in share row exclusive mode`.execute(db);
}

export async function insertSynonymGroup(
  db: Db,
  values: { terms: string; lang: string | null; userId: number; at: string },
): Promise<number> {
  const row = await db
    .insertInto("search_synonyms")
    .values({
      terms: values.terms,
      lang: values.lang,
      created_at: values.at,
      created_by: values.userId,
      updated_at: values.at,
      updated_by: values.userId,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Changes a group only if it is still at the version it was read at, and moves the version on:
 * the check and the change are one statement, so of two edits of one copy exactly one is saved.
 */
export async function updateSynonymGroupGuarded(
  db: Db,
  id: number,
  expectedVersion: number,
  values: { terms: string; lang: string | null; userId: number; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable("search_synonyms")
    .set({
      terms: values.terms,
      lang: values.lang,
      version: expectedVersion + 1,
      updated_at: values.at,
      updated_by: values.userId,
    })
    .where("id", "=", id)
    .where("version", "=", expectedVersion)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes a group only if it is still at the version the operator saw when choosing to. */
export async function deleteSynonymGroupGuarded(
  db: Db,
  id: number,
  expectedVersion: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom("search_synonyms")
    .where("id", "=", id)
    .where("version", "=", expectedVersion)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
