// Verified, active candidate accounts for the load: users, profiles with a resume (so they can
// apply with their profile) and one open session each, written straight by SQL. One argon2id
// hash, made by the server's own function, serves every account.
import { hashPassword } from "../../apps/api/src/modules/accounts/auth/passwords.ts";
import { newSessionToken, sha256 } from "../../apps/api/src/modules/accounts/auth/secrets.ts";
import type { SqlClient } from "../support/seed-jobs.ts";

export const BENCH_PASSWORD = "correct horse battery staple 42";

export interface Account {
  email: string;
  /** A live session token of this account. */
  token: string;
}

export const accountEmail = (index: number) => `bench-${index}@bench.example`;

export async function seedAccounts(client: SqlClient, count: number): Promise<Account[]> {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  await client.query(
    `insert into users (email, password_hash, role, status)
     select 'bench-' || i || '@bench.example', $1, 'candidate', 'active'
     from generate_series(0, $2::int - 1) as i`,
    [passwordHash, count],
  );
  await client.query(
    `insert into stored_files (owner_user_id, storage_key, original_name, content_type, size_bytes)
     select id, 'bench/' || id || '.pdf', 'resume.pdf', 'application/pdf', 2048
     from users where email like 'bench-%@bench.example'`,
  );
  await client.query(
    `insert into profiles (user_id, first_name, last_name, phone_number, company, title, resume_file_id)
     select u.id, 'Bench', split_part(u.email, '@', 1), '+1 555 010 0000', 'Bench Corp', 'Engineer', f.id
     from users u join stored_files f on f.owner_user_id = u.id
     where u.email like 'bench-%@bench.example'`,
  );
  const accounts = Array.from({ length: count }, (_, index) => ({
    email: accountEmail(index),
    token: newSessionToken(),
  }));
  // Sessions as log-in creates them: only the token's SHA-256 is stored.
  for (let i = 0; i < count; i += 1000) {
    const batch = accounts.slice(i, i + 1000);
    await client.query(
      `insert into sessions (user_id, token_hash, expires_at)
       select u.id, s.token_hash, now() + interval '7 days'
       from unnest($1::text[], $2::text[]) as s(email, token_hash)
       join users u on u.email = s.email`,
      [batch.map((a) => a.email), batch.map((a) => sha256(a.token))],
    );
  }
  await client.query("analyze");
  return accounts;
}
