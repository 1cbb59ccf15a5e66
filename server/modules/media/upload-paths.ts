import { join } from "node:path";

/**
 * Where console uploads live and how they are addressed. Kept apart from uploads.ts (sharp, the
 * console's schemas), so the maintenance in server/main.ts, which runs without the bundler, can
 * use them.
 */
export const UPLOAD_PREFIX = "/media/uploads/";
export const uploadsDir = (dataDir: string) => join(dataDir, "uploads");
