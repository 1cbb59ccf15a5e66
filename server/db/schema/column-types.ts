import type { ColumnType, Generated } from "kysely";

/** Column types as both databases answer them (see connect.ts). */
export type Timestamp = ColumnType<string, string | undefined, string>;
export type Id = Generated<number>;
/** Text holding JSON; repositories parse it. */
export type Json = ColumnType<string, string | undefined, string>;
export type Flag = ColumnType<boolean, boolean | undefined, boolean>;
