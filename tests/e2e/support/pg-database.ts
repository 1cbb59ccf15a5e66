// Creates or drops the PostgreSQL database the two-instance browser tests share (E2E_PG_URL, made
// by playwright.config.ts). Run by node itself: `node tests/e2e/support/pg-database.ts create|drop`.
import pg from "pg";

const target = process.env.E2E_PG_URL;
if (!target) throw new Error("E2E_PG_URL is not set");
const url = new URL(target);
const name = url.pathname.slice(1);
if (!/^caravan_e2e_[a-z0-9]+$/.test(name)) throw new Error(`not an e2e database: ${name}`);
url.pathname = "/postgres";

const client = new pg.Client({ connectionString: url.toString() });
await client.connect();
try {
  if (process.argv[2] === "create") await client.query(`create database ${name}`);
  else if (process.argv[2] === "drop") await client.query(`drop database if exists ${name} with (force)`);
  else throw new Error("say create or drop");
} finally {
  await client.end();
}
