import { type Kysely, sql } from "kysely";
import { kit, oneOf } from "../migration-kit.ts";

/** Users, their roles and company memberships, server-side sessions, e-mail tokens, rate limits. */
export async function up(db: Kysely<any>): Promise<void> {
  const k = kit(db);
  await db.schema
    .createTable("users")
    .addColumn("id", "integer", k.id)
    // Stored lower-cased, so the unique index is case-insensitive on both databases.
    .addColumn("email", "text", (c) => c.notNull().unique().check(sql`email = lower(email)`))
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("phone", "text")
    .addColumn("company_name", "text")
    .addColumn("preferred_lang", "text", (c) => c.references("languages.code"))
    .addColumn("email_confirmed_at", k.timestamp)
    .addColumn("created_at", k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .addColumn("updated_at", k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .execute();

  await db.schema
    .createTable("user_roles")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("role", "text", (c) =>
      c.notNull().check(oneOf("role", ["buyer", "supplier", "moderator", "admin"])),
    )
    .addPrimaryKeyConstraint("user_roles_pk", ["user_id", "role"])
    .execute();

  // A supplier user is a member of the company it sells for.
  await db.schema
    .createTable("company_members")
    .addColumn("company_id", "integer", (c) => c.notNull().references("companies.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("company_members_pk", ["company_id", "user_id"])
    .execute();
  await db.schema.createIndex("company_members_user_idx").on("company_members").column("user_id").execute();

  // The cookie carries a random token; only its SHA-256 is stored, so a leaked table opens nothing.
  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .addColumn("expires_at", k.timestamp, (c) => c.notNull())
    .addColumn("ip", "text")
    .addColumn("user_agent", "text")
    .execute();
  await db.schema.createIndex("sessions_user_idx").on("sessions").column("user_id").execute();
  await db.schema.createIndex("sessions_expires_idx").on("sessions").column("expires_at").execute();

  await db.schema
    .createTable("user_tokens")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("purpose", "text", (c) =>
      c.notNull().check(oneOf("purpose", ["confirm_email", "reset_password"])),
    )
    .addColumn("created_at", k.timestamp, (c) => c.notNull().defaultTo(k.now))
    .addColumn("expires_at", k.timestamp, (c) => c.notNull())
    .addColumn("used_at", k.timestamp)
    .execute();
  await db.schema
    .createIndex("user_tokens_user_idx")
    .on("user_tokens")
    .columns(["user_id", "purpose"])
    .execute();

  // Fixed-window counters shared by every server process (login attempts, forms).
  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("window_start", "bigint", (c) => c.notNull())
    .addColumn("hits", "integer", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ["rate_limits", "user_tokens", "sessions", "company_members", "user_roles", "users"]) {
    await db.schema.dropTable(t).execute();
  }
}
