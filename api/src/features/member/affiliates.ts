import type { Queryable } from '../../db/database';

/** The agent of an enabled affiliate code (case-insensitive) valid on this domain, or null. */
export async function findAffiliateAgent(db: Queryable, code: string, domain: string | undefined): Promise<string | null> {
  const { rows } = await db.query<{ agent_id: string }>(
    `SELECT a.agent_id FROM affiliate_link a JOIN member m ON m.id = a.agent_id
      WHERE upper(a.code) = upper($1) AND a.enabled AND m.is_agent IN (1, 2, 41, 42)
        AND (a.domain IS NULL OR lower(a.domain) = lower($2))`,
    [code.trim(), (domain ?? '').trim()],
  );
  return rows[0]?.agent_id ?? null;
}

/** The member whose invite code this is (unknown codes are ignored: a stale link must not block registration). */
export async function findReferrer(db: Queryable, referralCode: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM member WHERE referral_code = upper($1)', [referralCode.trim()]);
  return rows[0]?.id ?? null;
}
