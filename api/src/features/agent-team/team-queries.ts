/**
 * The team's figures over a period [from, to), read from real rounds and the ledger, in SQL NUMERIC
 * (money leaves as text with two decimals, never a float):
 * - valid bet and P&L: settled stakes, game rounds by round time and drawn lottery bets by settlement
 *   time (as the contracts settle them); P&L is payouts minus stakes, the players' side;
 * - active members: team members with a settled bet in the period;
 * - deposits, withdrawals (net of returned ones) and bonuses: member ledger lines, as the personal P&L.
 * The betting list shows every bet placed in the period (open lottery bets too), as the betting record.
 */
import type { Downline, Language, MemberProfit, Money, Page, TeamBet, TeamBetPage, TeamFigures, TeamProfitPage } from '@suite/shared/contract';
import type { Queryable } from '../../db/database';
import { AGENT_FLAGS } from '../agent-contracts/contract-actions';
import { BONUS_TYPES, DEPOSIT_TYPES, WITHDRAWAL_TYPES } from '../records/records-repository';
import { teamCte } from './team';

/** [from, to) as ISO instants. */
export interface Period {
  from: string;
  to: string;
}

export interface PageRequest {
  pageNo: number;
  pageSize: number;
}

/** Money as text with two decimals, 0.00 for an empty sum. */
const money = (sql: string): string => `round(coalesce(${sql}, 0), 2)::text`;
/** A constant list of entry types as SQL literals (never user input). */
const literals = (values: readonly string[]): string => values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', ');
const offsetOf = (page: PageRequest): number => (page.pageNo - 1) * page.pageSize;
const pagesOf = (count: number, pageSize: number): number => Math.ceil(count / pageSize);

/** Settled bets of the members of `scope` (a relation with `id`): member_id, stake, win. */
function settledBets(scope: string, from: string, to: string): string {
  return `
    SELECT b.member_id, b.bet_amount AS stake, b.win_amount AS win
      FROM game_bet b JOIN ${scope} s ON s.id = b.member_id
     WHERE b.created_at >= ${from} AND b.created_at < ${to}
    UNION ALL
    SELECT l.member_id, l.total_stake, l.payout
      FROM lottery_bet l JOIN ${scope} s ON s.id = l.member_id
     WHERE l.status <> 'open' AND l.settled_at >= ${from} AND l.settled_at < ${to}`;
}

/** Per member of `scope`: deposits, withdrawals (positive, net of returns) and bonuses. */
function cashByMember(scope: string, from: string, to: string): string {
  return `
    SELECT a.member_id,
           sum(p.amount) FILTER (WHERE p.entry_type IN (${literals(DEPOSIT_TYPES)})) AS deposits,
           -sum(p.amount) FILTER (WHERE p.entry_type IN (${literals(WITHDRAWAL_TYPES)})) AS withdrawals,
           sum(p.amount) FILTER (WHERE p.entry_type IN (${literals(BONUS_TYPES)})) AS bonuses
      FROM ${scope} s
      JOIN ledger_account a ON a.owner = 'member' AND a.member_id = s.id
      JOIN ledger_posting p ON p.account_id = a.id
     WHERE p.created_at >= ${from} AND p.created_at < ${to}
       AND p.entry_type IN (${literals([...DEPOSIT_TYPES, ...WITHDRAWAL_TYPES, ...BONUS_TYPES])})
     GROUP BY a.member_id`;
}

const FROM = '$2::timestamptz';
const TO = '$3::timestamptz';

interface FiguresRow {
  team_size: number;
  direct_downlines: number;
  new_members: number;
  active_members: number;
  deposits: Money;
  withdrawals: Money;
  valid_bet: Money;
  profit_loss: Money;
}

/** The figures of the agent's whole team (the agent included) over the period. */
export async function readTeamFigures(db: Queryable, agentId: string, period: Period): Promise<TeamFigures> {
  const { rows } = await db.query<FiguresRow>(
    `WITH RECURSIVE ${teamCte('$1')},
     bets AS (${settledBets('team', FROM, TO)}),
     cash AS (${cashByMember('team', FROM, TO)})
     SELECT (SELECT count(*) FROM team)::int AS team_size,
            (SELECT count(*) FROM team WHERE depth = 1)::int AS direct_downlines,
            (SELECT count(*) FROM team t JOIN member m ON m.id = t.id WHERE m.created_at >= ${FROM} AND m.created_at < ${TO})::int AS new_members,
            (SELECT count(DISTINCT member_id) FROM bets)::int AS active_members,
            (SELECT ${money('sum(deposits)')} FROM cash) AS deposits,
            (SELECT ${money('sum(withdrawals)')} FROM cash) AS withdrawals,
            (SELECT ${money('sum(stake)')} FROM bets) AS valid_bet,
            (SELECT ${money('sum(win - stake)')} FROM bets) AS profit_loss`,
    [agentId, period.from, period.to],
  );
  const row = rows[0] as FiguresRow;
  return {
    teamSize: row.team_size,
    directDownlines: row.direct_downlines,
    newMembers: row.new_members,
    activeMembers: row.active_members,
    deposits: row.deposits,
    withdrawals: row.withdrawals,
    validBet: row.valid_bet,
    profitLoss: row.profit_loss,
  };
}

interface DownlineRow {
  total_count: number;
  id: string | null;
  account: string;
  depth: number;
  is_agent: number;
  upline_account: string;
  created_at: Date;
  last_login_at: Date | null;
  direct_downlines: number;
  balance: Money;
  deposits: Money;
  withdrawals: Money;
  valid_bet: Money;
  profit_loss: Money;
}

export interface DownlineFilter {
  /** Whose downlines: the agent or a member of its team. */
  parentId: string;
  /** Every member below the parent whose account starts with this (case-insensitive); else its direct downlines. */
  prefix?: string;
}

/**
 * One page of the parent's direct downlines (or of the members below it matching the prefix), by
 * level then account, each with its own figures over the period. Levels count from the agent.
 */
export async function readDownlines(db: Queryable, agentId: string, filter: DownlineFilter, period: Period, page: PageRequest): Promise<Page<Downline>> {
  const params: unknown[] = [agentId, period.from, period.to, filter.parentId, page.pageSize, offsetOf(page)];
  let condition = 's.depth = 1';
  if (filter.prefix !== undefined) {
    params.push(filter.prefix);
    condition = `s.depth >= 1 AND starts_with(lower(m.account), lower($${params.length}))`;
  }
  const { rows } = await db.query<DownlineRow>(
    `WITH RECURSIVE ${teamCte('$1')}, ${teamCte('$4', 'sub')},
     listed AS (
       SELECT t.id, t.depth, m.account, m.is_agent, m.upline_id, m.created_at
         FROM team t JOIN sub s ON s.id = t.id JOIN member m ON m.id = t.id
        WHERE ${condition}
     ),
     page AS (SELECT * FROM listed ORDER BY depth, lower(account), id LIMIT $5 OFFSET $6),
     bets AS (${settledBets('page', FROM, TO)}),
     member_bets AS (SELECT member_id, sum(stake) AS stake, sum(win - stake) AS result FROM bets GROUP BY member_id),
     cash AS (${cashByMember('page', FROM, TO)})
     SELECT (SELECT count(*) FROM listed)::int AS total_count,
            p.id, p.account, p.depth, p.is_agent, u.account AS upline_account, p.created_at,
            (SELECT max(k.last_seen_at) FROM member_known_ip k WHERE k.member_id = p.id) AS last_login_at,
            (SELECT count(*) FROM member d WHERE d.upline_id = p.id)::int AS direct_downlines,
            ${money('w.balance')} AS balance, ${money('c.deposits')} AS deposits, ${money('c.withdrawals')} AS withdrawals,
            ${money('b.stake')} AS valid_bet, ${money('b.result')} AS profit_loss
       FROM (SELECT 1) one
       LEFT JOIN page p ON TRUE
       LEFT JOIN member u ON u.id = p.upline_id
       LEFT JOIN ledger_account w ON w.owner = 'member' AND w.member_id = p.id AND w.wallet = 'MAIN'
       LEFT JOIN member_bets b ON b.member_id = p.id
       LEFT JOIN cash c ON c.member_id = p.id
      ORDER BY p.depth, lower(p.account), p.id`,
    params,
  );
  const total = rows[0]?.total_count ?? 0;
  const list: Downline[] = rows
    .filter((row) => row.id !== null)
    .map((row) => ({
      account: row.account,
      kind: AGENT_FLAGS.some((flag) => flag === Number(row.is_agent)) ? 'agent' : 'member',
      level: row.depth,
      uplineAccount: row.upline_account,
      registeredAt: row.created_at.toISOString(),
      lastLoginAt: row.last_login_at?.toISOString() ?? null,
      directDownlines: row.direct_downlines,
      balance: row.balance,
      deposits: row.deposits,
      withdrawals: row.withdrawals,
      validBet: row.valid_bet,
      profitLoss: row.profit_loss,
      transferable: row.depth === 1,
    }));
  return { list, totalCount: total, totalPages: pagesOf(total, page.pageSize) };
}

interface BetRow {
  total_count: number;
  total_stake: Money;
  total_win: Money;
  total_profit: Money;
  id: string | null;
  created_at: Date;
  account: string;
  source: TeamBet['source'];
  game_type: string;
  game_name: string;
  stake: Money;
  win: Money;
  profit: Money;
  status: TeamBet['status'];
}

/**
 * Bets placed in the period by the team (or by one member of it), newest first, one page, with the
 * totals of the whole filtered set: game rounds, and lottery bets (open until their draw settles them).
 */
export async function readTeamBets(db: Queryable, agentId: string, memberId: string | null, period: Period, page: PageRequest, language: Language): Promise<TeamBetPage> {
  const { rows } = await db.query<BetRow>(
    `WITH RECURSIVE ${teamCte('$1')},
     scope AS (SELECT id FROM team WHERE $4::text IS NULL OR id = $4::text),
     bets AS (
       SELECT 'game'::text AS source, b.id AS seq, b.id::text AS id, b.created_at, b.member_id, g.game_type, g.name AS game_name,
              b.bet_amount AS stake, b.win_amount AS win, 'settled'::text AS status
         FROM game_bet b JOIN scope s ON s.id = b.member_id JOIN game g ON g.id = b.game_id
        WHERE b.created_at >= ${FROM} AND b.created_at < ${TO}
       UNION ALL
       SELECT 'lottery'::text, l.bet_id, 'L' || l.bet_id::text, l.created_at, l.member_id, 'LOTTERY'::text,
              coalesce(lg.names->>$5::text, lg.names->>'es', lg.game_id), l.total_stake, l.payout,
              CASE WHEN l.status = 'open' THEN 'open' ELSE 'settled' END
         FROM lottery_bet l JOIN scope s ON s.id = l.member_id JOIN lottery_game lg ON lg.game_id = l.game_id
        WHERE l.created_at >= ${FROM} AND l.created_at < ${TO}
     ),
     totals AS (
       SELECT count(*)::int AS total_count, ${money('sum(stake)')} AS total_stake, ${money('sum(win)')} AS total_win,
              ${money('sum(win - stake)')} AS total_profit
         FROM bets
     )
     SELECT t.total_count, t.total_stake, t.total_win, t.total_profit,
            b.id, b.created_at, m.account, b.source, b.game_type, b.game_name,
            round(b.stake, 2)::text AS stake, round(b.win, 2)::text AS win, round(b.win - b.stake, 2)::text AS profit, b.status
       FROM totals t
       LEFT JOIN LATERAL (SELECT * FROM bets ORDER BY created_at DESC, source, seq DESC LIMIT $6 OFFSET $7) b ON TRUE
       LEFT JOIN member m ON m.id = b.member_id
      ORDER BY b.created_at DESC, b.source, b.seq DESC`,
    [agentId, period.from, period.to, memberId, language, page.pageSize, offsetOf(page)],
  );
  const first = rows[0] as BetRow;
  const list: TeamBet[] = rows
    .filter((row) => row.id !== null)
    .map((row) => ({
      id: row.id as string,
      time: row.created_at.toISOString(),
      account: row.account,
      source: row.source,
      gameType: row.game_type,
      gameName: row.game_name,
      stake: row.stake,
      win: row.win,
      profit: row.profit,
      status: row.status,
    }));
  return {
    list,
    totalCount: first.total_count,
    totalPages: pagesOf(first.total_count, page.pageSize),
    totals: { count: first.total_count, stake: first.total_stake, win: first.total_win, profit: first.total_profit },
  };
}

interface ProfitRow {
  total_count: number;
  t_bet_count: number;
  t_valid_bet: Money;
  t_win: Money;
  t_profit_loss: Money;
  t_deposits: Money;
  t_withdrawals: Money;
  t_bonuses: Money;
  id: string | null;
  account: string;
  depth: number;
  bet_count: number;
  valid_bet: Money;
  win: Money;
  profit_loss: Money;
  deposits: Money;
  withdrawals: Money;
  bonuses: Money;
}

/**
 * Each team member's result over the period (every member of the team, or the one asked for), by
 * level then account, one page, with the totals of all of them.
 */
export async function readTeamProfit(db: Queryable, agentId: string, memberId: string | null, period: Period, page: PageRequest): Promise<TeamProfitPage> {
  const { rows } = await db.query<ProfitRow>(
    `WITH RECURSIVE ${teamCte('$1')},
     scope AS (SELECT t.id, t.depth, m.account FROM team t JOIN member m ON m.id = t.id WHERE $4::text IS NULL OR t.id = $4::text),
     bets AS (${settledBets('scope', FROM, TO)}),
     member_bets AS (SELECT member_id, count(*)::int AS bet_count, sum(stake) AS stake, sum(win) AS win FROM bets GROUP BY member_id),
     cash AS (${cashByMember('scope', FROM, TO)}),
     lines AS (
       SELECT s.id, s.depth, s.account, coalesce(b.bet_count, 0) AS bet_count, coalesce(b.stake, 0) AS stake, coalesce(b.win, 0) AS win,
              coalesce(c.deposits, 0) AS deposits, coalesce(c.withdrawals, 0) AS withdrawals, coalesce(c.bonuses, 0) AS bonuses
         FROM scope s LEFT JOIN member_bets b ON b.member_id = s.id LEFT JOIN cash c ON c.member_id = s.id
     ),
     totals AS (
       SELECT count(*)::int AS total_count, coalesce(sum(bet_count), 0)::int AS t_bet_count, ${money('sum(stake)')} AS t_valid_bet,
              ${money('sum(win)')} AS t_win, ${money('sum(win - stake)')} AS t_profit_loss, ${money('sum(deposits)')} AS t_deposits,
              ${money('sum(withdrawals)')} AS t_withdrawals, ${money('sum(bonuses)')} AS t_bonuses
         FROM lines
     )
     SELECT t.*, l.id, l.account, l.depth, l.bet_count, ${money('l.stake')} AS valid_bet, ${money('l.win')} AS win,
            ${money('l.win - l.stake')} AS profit_loss, ${money('l.deposits')} AS deposits, ${money('l.withdrawals')} AS withdrawals,
            ${money('l.bonuses')} AS bonuses
       FROM totals t
       LEFT JOIN LATERAL (SELECT * FROM lines ORDER BY depth, lower(account), id LIMIT $5 OFFSET $6) l ON TRUE
      ORDER BY l.depth, lower(l.account), l.id`,
    [agentId, period.from, period.to, memberId, page.pageSize, offsetOf(page)],
  );
  const first = rows[0] as ProfitRow;
  const list: MemberProfit[] = rows
    .filter((row) => row.id !== null)
    .map((row) => ({
      account: row.account,
      level: row.depth,
      betCount: row.bet_count,
      validBet: row.valid_bet,
      win: row.win,
      profitLoss: row.profit_loss,
      deposits: row.deposits,
      withdrawals: row.withdrawals,
      bonuses: row.bonuses,
    }));
  return {
    list,
    totalCount: first.total_count,
    totalPages: pagesOf(first.total_count, page.pageSize),
    totals: {
      betCount: first.t_bet_count,
      validBet: first.t_valid_bet,
      win: first.t_win,
      profitLoss: first.t_profit_loss,
      deposits: first.t_deposits,
      withdrawals: first.t_withdrawals,
      bonuses: first.t_bonuses,
    },
  };
}
