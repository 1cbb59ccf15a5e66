import { AppError } from "#server/lib/errors.ts";

/** A sheet (or its pictures ZIP) refused as a whole: nothing of it is read further or written. */
export const refuseSheet = (key: string, field = "sheet") =>
  new AppError("invalid_data", key, { [field]: key });
