/**
 * An agent's team: the agent itself and every member below it through member.upline_id, each at its
 * level (0 the agent, 1 its direct downlines, 2 theirs ...). The one definition of a team: the agent
 * centre's figures and access rule, and the contracts' settlement (a payee's team), all use it.
 * TEAM_MAX_DEPTH bounds the walk, so a corrupt upline cycle cannot loop.
 */
import type { Queryable } from '../../db/database';

export const TEAM_MAX_DEPTH = 50;

/**
 * A recursive CTE `<name>(id, upline_id, depth)` for a `WITH RECURSIVE` clause: the team under the
 * member id `root` (an SQL expression, e.g. '$1'), the root at depth 0.
 */
export function teamCte(root: string, name = 'team'): string {
  return `${name}(id, upline_id, depth) AS (
    SELECT id, upline_id, 0 FROM member WHERE id = ${root}
    UNION ALL
    SELECT m.id, m.upline_id, t.depth + 1 FROM member m JOIN ${name} t ON m.upline_id = t.id WHERE t.depth < ${TEAM_MAX_DEPTH}
  )`;
}

export interface TeamMember {
  id: string;
  account: string;
  /** 0 for the agent, 1 for a direct downline ... */
  level: number;
}

/** Everyone in the agent's team, by level then account. */
export async function teamOf(db: Queryable, agentId: string): Promise<TeamMember[]> {
  const { rows } = await db.query<TeamMember>(
    `WITH RECURSIVE ${teamCte('$1')}
     SELECT t.id, m.account, t.depth AS level FROM team t JOIN member m ON m.id = t.id ORDER BY t.depth, lower(m.account), t.id`,
    [agentId],
  );
  return rows;
}

/** A member's place in the agent's team: its level and the accounts from the agent down to it. */
export interface TeamPlace extends TeamMember {
  path: string[];
}

/**
 * Walks up from the member (by id or by account, case-insensitive) to the agent: null when the agent
 * is not above it within TEAM_MAX_DEPTH levels, or when there is no such member (the same answer).
 */
async function placeOf(db: Queryable, agentId: string, where: string, value: string): Promise<TeamPlace | null> {
  const { rows } = await db.query<{ id: string | null; account: string | null; level: number | null; path: string[] | null }>(
    `WITH RECURSIVE up(id, account, upline_id, depth) AS (
       SELECT id, account, upline_id, 0 FROM member WHERE ${where}
       UNION ALL
       SELECT m.id, m.account, m.upline_id, u.depth + 1 FROM member m JOIN up u ON m.id = u.upline_id
        WHERE u.id <> $1 AND u.depth < ${TEAM_MAX_DEPTH}
     )
     SELECT (SELECT id FROM up WHERE depth = 0) AS id, (SELECT account FROM up WHERE depth = 0) AS account,
            (SELECT depth FROM up WHERE id = $1) AS level, (SELECT array_agg(account ORDER BY depth DESC) FROM up) AS path`,
    [agentId, value],
  );
  const row = rows[0];
  if (!row || row.id === null || row.account === null || row.level === null || row.path === null) return null;
  return { id: row.id, account: row.account, level: row.level, path: row.path };
}

/** The member's level in the agent's team, or null when it is not in it. */
export async function levelInTeam(db: Queryable, agentId: string, memberId: string): Promise<number | null> {
  return (await placeOf(db, agentId, 'id = $2', memberId))?.level ?? null;
}

export async function isInTeam(db: Queryable, agentId: string, memberId: string): Promise<boolean> {
  return (await levelInTeam(db, agentId, memberId)) !== null;
}

/** The team member with this account (case-insensitive), or null: not in the team and unknown alike. */
export function findTeamMember(db: Queryable, agentId: string, account: string): Promise<TeamPlace | null> {
  return placeOf(db, agentId, 'lower(account) = lower($2)', account.trim());
}
