import type { Id, Timestamp } from "./column-types.ts";

export const FILE_PURPOSES = [
  "verification_document",
  "certificate",
  "message_attachment",
  "payment_proof",
] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

export const PRIVATE_MEDIA_TYPES = ["application/pdf", "image/png", "image/jpeg", "image/webp"] as const;
export type PrivateMediaType = (typeof PRIVATE_MEDIA_TYPES)[number];

/** Private uploads (server/modules/files/); the bytes live in the private store under storage_key. */
export interface FileTables {
  private_files: {
    id: Id;
    storage_key: string;
    owner_user_id: number | null;
    company_id: number | null;
    purpose: FilePurpose;
    original_name: string;
    media_type: PrivateMediaType;
    byte_size: number;
    sha256: string;
    created_at: Timestamp;
  };
}
