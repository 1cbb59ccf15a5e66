import pg from "pg";

/**
 * Straight writes into the PostgreSQL database the two-instance specs share (E2E_PG_URL), for
 * what other specs cover through the pages: a confirmed address, a membership of an active company.
 */
async function onDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.E2E_PG_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function confirmEmailPg(email: string): Promise<void> {
  return onDatabase(async (client) => {
    await client.query("update users set email_confirmed_at = now() where email = $1", [email]);
  });
}

export function makeCompanyMemberPg(email: string, companyId: number, role = "sales"): Promise<void> {
  return onDatabase(async (client) => {
    await client.query(
      `insert into company_members (company_id, user_id, role)
       select $1, id, $3 from users where email = $2
       on conflict (company_id, user_id) do update set role = excluded.role`,
      [companyId, email, role],
    );
  });
}
