/** The IPs each member started a session from (member_known_ip), for new-IP verification. */
import type { Queryable } from '../../db/database';

/** Remembers (or refreshes) the IP a member started a session from. */
export async function recordKnownIp(db: Queryable, memberId: string, ip: string, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO member_known_ip (member_id, ip, first_seen_at, last_seen_at) VALUES ($1, $2, $3, $3)
     ON CONFLICT (member_id, ip) DO UPDATE SET last_seen_at = EXCLUDED.last_seen_at`,
    [memberId, ip.slice(0, 64), now],
  );
}
