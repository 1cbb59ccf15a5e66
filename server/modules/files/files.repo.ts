import type { Db } from "#server/db/connect.ts";
import type { FilePurpose, PrivateMediaType } from "#server/db/schema/file-tables.ts";

export interface PrivateFileRow {
  id: number;
  storage_key: string;
  owner_user_id: number | null;
  company_id: number | null;
  purpose: FilePurpose;
  original_name: string;
  media_type: PrivateMediaType;
  byte_size: number;
  sha256: string;
  created_at: string;
}

export async function insertPrivateFile(
  db: Db,
  file: {
    storageKey: string;
    ownerUserId: number | null;
    companyId: number | null;
    purpose: FilePurpose;
    originalName: string;
    mediaType: PrivateMediaType;
    byteSize: number;
    sha256: string;
  },
): Promise<number> {
  const row = await db
    .insertInto("private_files")
    .values({
      storage_key: file.storageKey,
      owner_user_id: file.ownerUserId,
      company_id: file.companyId,
      purpose: file.purpose,
      original_name: file.originalName,
      media_type: file.mediaType,
      byte_size: file.byteSize,
      sha256: file.sha256,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findPrivateFile(db: Db, id: number): Promise<PrivateFileRow | undefined> {
  return db.selectFrom("private_files").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Which of `ids` are the company's files of this purpose (what a form may attach to its records). */
export async function findCompanyFileIds(
  db: Db,
  companyId: number,
  purpose: FilePurpose,
  ids: number[],
): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .selectFrom("private_files")
    .select("id")
    .where("company_id", "=", companyId)
    .where("purpose", "=", purpose)
    .where("id", "in", ids)
    .execute();
  return new Set(rows.map((r) => r.id));
}

export async function deletePrivateFileRow(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom("private_files").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
