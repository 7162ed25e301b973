/**
 * The member's records, read from the ledger (account record), the game rounds (betting record)
 * and both (personal P&L). Every query is bound to one member id, which the routes take from the
 * login only, and to a period [from, to). Amounts stay NUMERIC in SQL and travel as text with two
 * decimals (`round(x, 2)::text`): no float ever holds money here.
 *
 * A page and its totals come from one statement (the filtered set as a CTE, the totals over all of
 * it, the page joined laterally), so the totals always match the sum over every page, and a page
 * past the end still answers the count and the totals.
 */
import type {
  AccountRecord,
  AccountRecordPage,
  AccountRecordType,
  BetRecord,
  BetRecordPage,
  Money,
  PersonalProfit,
  ProfitRow,
} from '@suite/shared/contract';
import type { Queryable } from '../../db/database';

/** [from, to) as instants (ISO strings, passed to PostgreSQL as timestamptz). */
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

const offsetOf = (page: PageRequest): number => (page.pageNo - 1) * page.pageSize;
const pagesOf = (count: number, pageSize: number): number => Math.ceil(count / pageSize);
const isoTime = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

// --- Account record --------------------------------------------------------------------------

/**
 * Ledger entry types summed by the personal P&L (and the agent centre's team figures). Contract pay
 * (agentSalary, agentDividend) and transfers (uplineTransfer, downlineTransfer) are none of them.
 */
export const DEPOSIT_TYPES: readonly AccountRecordType[] = ['deposit'];
export const WITHDRAWAL_TYPES: readonly AccountRecordType[] = ['withdrawal', 'withdrawalReturned'];
export const BONUS_TYPES: readonly AccountRecordType[] = ['bonus', 'rebate'];

interface AccountRow {
  total_count: number;
  credit: Money;
  debit: Money;
  net: Money;
  /** Null on the one row of an empty page. */
  id: string | null;
  created_at: Date | null;
  entry_type: AccountRecordType | null;
  wallet: string | null;
  wallet_name: string | null;
  amount: Money | null;
  balance_after: Money | null;
  reference: string | null;
}

/**
 * The member's ledger lines (all wallets) in the period, newest first, one page; optionally one
 * entry type. Totals over the whole filtered set: credit (sum of the positive amounts), debit (sum
 * of the negative ones, negative) and net.
 */
export async function readAccountRecords(
  db: Queryable,
  memberId: string,
  period: Period,
  filter: { type?: AccountRecordType },
  page: PageRequest,
): Promise<AccountRecordPage> {
  const params: unknown[] = [memberId, period.from, period.to];
  const conditions = [`a.owner = 'member'`, 'a.member_id = $1', 'p.created_at >= $2::timestamptz', 'p.created_at < $3::timestamptz'];
  if (filter.type) {
    params.push(filter.type);
    conditions.push(`p.entry_type = $${params.length}`);
  }
  params.push(page.pageSize, offsetOf(page));
  const limit = params.length - 1;
  const { rows } = await db.query<AccountRow>(
    `WITH lines AS (
       SELECT p.id, p.journal_id, p.created_at, p.entry_type, a.wallet, p.amount, p.balance_after
         FROM ledger_account a
         JOIN ledger_posting p ON p.account_id = a.id
        WHERE ${conditions.join(' AND ')}
     ), totals AS (
       SELECT count(*)::int AS total_count,
              ${money('sum(amount) FILTER (WHERE amount > 0)')} AS credit,
              ${money('sum(amount) FILTER (WHERE amount < 0)')} AS debit,
              ${money('sum(amount)')} AS net
         FROM lines
     )
     SELECT t.total_count, t.credit, t.debit, t.net,
            l.id::text AS id, l.created_at, l.entry_type, l.wallet, coalesce(v.display_name, l.wallet) AS wallet_name,
            l.amount::text AS amount, l.balance_after::text AS balance_after, j.reference
       FROM totals t
       LEFT JOIN LATERAL (
         SELECT * FROM lines ORDER BY created_at DESC, id DESC LIMIT $${limit} OFFSET $${limit + 1}
       ) l ON TRUE
       LEFT JOIN ledger_journal j ON j.id = l.journal_id
       LEFT JOIN game_vendor v ON v.vassalage = l.wallet
      ORDER BY l.created_at DESC, l.id DESC`,
    params,
  );
  const first = rows[0] as AccountRow;
  const list: AccountRecord[] = rows
    .filter((row) => row.id !== null)
    .map((row) => ({
      id: row.id as string,
      time: isoTime(row.created_at as Date),
      type: row.entry_type as AccountRecordType,
      wallet: row.wallet as string,
      walletName: row.wallet_name as string,
      amount: row.amount as Money,
      balanceAfter: row.balance_after as Money,
      reference: row.reference ?? '',
    }));
  return {
    list,
    totalCount: first.total_count,
    totalPages: pagesOf(first.total_count, page.pageSize),
    totals: { credit: first.credit, debit: first.debit, net: first.net },
  };
}

// --- Betting record --------------------------------------------------------------------------

/**
 * Where bets come from. Each source is one SELECT of the same columns, joined with UNION ALL:
 * `source`, `seq` (bigint, the tie-breaker within a source), `id` (text, unique across sources),
 * `created_at`, `game_type`, `game_name`, `vendor`, `stake`, `win` (NUMERIC), `status`.
 * Parameters: $1 member id, $2 from, $3 to, and `gameType` ($4) when the list is filtered.
 *
 * The lottery bets (another issue) add a second source: `SELECT 'lottery', l.id, 'L' || l.id, ...,
 * 'LOTTERY', ..., CASE WHEN settled THEN 'settled' ELSE 'open' END FROM lottery_bet l WHERE
 * l.member_id = $1 AND l.created_at >= $2 AND l.created_at < $3 [AND 'LOTTERY' = $4]`.
 */
type BetSource = (gameTypeParam: string | null) => string;

const gameRounds: BetSource = (gameTypeParam) => `
  SELECT 'game'::text AS source, b.id AS seq, b.id::text AS id, b.created_at, g.game_type, g.name AS game_name,
         v.display_name AS vendor, b.bet_amount AS stake, b.win_amount AS win, 'settled'::text AS status
    FROM game_bet b
    JOIN game g ON g.id = b.game_id
    JOIN game_vendor v ON v.vassalage = g.vassalage
   WHERE b.member_id = $1 AND b.created_at >= $2::timestamptz AND b.created_at < $3::timestamptz
     ${gameTypeParam ? `AND g.game_type = ${gameTypeParam}` : ''}`;

/**
 * Lottery bets (issue 10): game type LOTTERY, the lottery's (Spanish) name, its vendor's display
 * name, the whole stake and the payout; open until the draw settles them (won or lost).
 */
const lotteryBets: BetSource = (gameTypeParam) => `
  SELECT 'lottery'::text AS source, l.bet_id AS seq, 'L' || l.bet_id::text AS id, l.created_at, 'LOTTERY'::text AS game_type,
         coalesce(lg.names->>'es', lg.names->>'en', lg.game_id) AS game_name, coalesce(lv.display_name, lg.vendor) AS vendor,
         l.total_stake AS stake, l.payout AS win, CASE WHEN l.status = 'open' THEN 'open' ELSE 'settled' END AS status
    FROM lottery_bet l
    JOIN lottery_game lg ON lg.game_id = l.game_id
    LEFT JOIN game_vendor lv ON lv.vassalage = lg.vendor
   WHERE l.member_id = $1 AND l.created_at >= $2::timestamptz AND l.created_at < $3::timestamptz
     ${gameTypeParam ? `AND 'LOTTERY' = ${gameTypeParam}` : ''}`;

const BET_SOURCES: readonly BetSource[] = [gameRounds, lotteryBets];

/** The member's bets of every source as one SQL relation, and its parameters ($1..$3 or $4). */
function betsSql(memberId: string, period: Period, gameType: string | undefined): { sql: string; params: unknown[] } {
  const params: unknown[] = [memberId, period.from, period.to];
  let gameTypeParam: string | null = null;
  if (gameType) {
    params.push(gameType);
    gameTypeParam = `$${params.length}`;
  }
  return { sql: BET_SOURCES.map((source) => source(gameTypeParam)).join('\n  UNION ALL\n'), params };
}

interface BetRow {
  total_count: number;
  total_stake: Money;
  total_win: Money;
  total_profit: Money;
  id: string | null;
  source: BetRecord['source'] | null;
  created_at: Date | null;
  game_type: string | null;
  game_name: string | null;
  vendor: string | null;
  stake: Money | null;
  win: Money | null;
  profit: Money | null;
  status: BetRecord['status'] | null;
}

/** The member's bets in the period, newest first, one page; optionally one game type; totals over all. */
export async function readBetRecords(
  db: Queryable,
  memberId: string,
  period: Period,
  filter: { gameType?: string },
  page: PageRequest,
): Promise<BetRecordPage> {
  const bets = betsSql(memberId, period, filter.gameType);
  const params = [...bets.params, page.pageSize, offsetOf(page)];
  const limit = params.length - 1;
  const { rows } = await db.query<BetRow>(
    `WITH bets AS (${bets.sql}
     ), totals AS (
       SELECT count(*)::int AS total_count,
              ${money('sum(stake)')} AS total_stake,
              ${money('sum(win)')} AS total_win,
              ${money('sum(win - stake)')} AS total_profit
         FROM bets
     )
     SELECT t.total_count, t.total_stake, t.total_win, t.total_profit,
            b.id, b.source, b.created_at, b.game_type, b.game_name, b.vendor,
            round(b.stake, 2)::text AS stake, round(b.win, 2)::text AS win, round(b.win - b.stake, 2)::text AS profit, b.status
       FROM totals t
       LEFT JOIN LATERAL (
         SELECT * FROM bets ORDER BY created_at DESC, source, seq DESC LIMIT $${limit} OFFSET $${limit + 1}
       ) b ON TRUE
      ORDER BY b.created_at DESC, b.source, b.seq DESC`,
    params,
  );
  const first = rows[0] as BetRow;
  const list: BetRecord[] = rows
    .filter((row) => row.id !== null)
    .map((row) => ({
      id: row.id as string,
      time: isoTime(row.created_at as Date),
      source: row.source as BetRecord['source'],
      gameType: row.game_type as string,
      gameName: row.game_name as string,
      vendor: row.vendor as string,
      stake: row.stake as Money,
      win: row.win as Money,
      profit: row.profit as Money,
      status: row.status as BetRecord['status'],
    }));
  return {
    list,
    totalCount: first.total_count,
    totalPages: pagesOf(first.total_count, page.pageSize),
    totals: { count: first.total_count, stake: first.total_stake, win: first.total_win, profit: first.total_profit },
  };
}

// --- Personal P&L ----------------------------------------------------------------------------

interface ProfitSqlRow {
  /** Null on the totals row (the empty grouping set). */
  game_type: string | null;
  is_total: boolean;
  bet_count: number;
  stake: Money;
  win: Money;
  profit: Money;
}

interface CashSqlRow {
  deposits: Money;
  withdrawals: Money;
  bonuses: Money;
}

/**
 * The member's P&L in the period: bets by game type (sorted by game type) and in total, deposits,
 * withdrawals (net of returned ones, positive) and bonuses (bonus and rebate lines).
 */
export async function readPersonalProfit(db: Queryable, memberId: string, period: Period): Promise<PersonalProfit> {
  const bets = betsSql(memberId, period, undefined);
  const byType = await db.query<ProfitSqlRow>(
    `WITH bets AS (${bets.sql}
     )
     SELECT game_type, GROUPING(game_type) = 1 AS is_total, count(*)::int AS bet_count,
            ${money('sum(stake)')} AS stake, ${money('sum(win)')} AS win, ${money('sum(win - stake)')} AS profit
       FROM bets
      GROUP BY GROUPING SETS ((game_type), ())
      ORDER BY is_total, game_type`,
    bets.params,
  );
  const cash = await db.query<CashSqlRow>(
    `SELECT ${money(`sum(p.amount) FILTER (WHERE p.entry_type = ANY($4::text[]))`)} AS deposits,
            ${money(`-sum(p.amount) FILTER (WHERE p.entry_type = ANY($5::text[]))`)} AS withdrawals,
            ${money(`sum(p.amount) FILTER (WHERE p.entry_type = ANY($6::text[]))`)} AS bonuses
       FROM ledger_account a
       JOIN ledger_posting p ON p.account_id = a.id
      WHERE a.owner = 'member' AND a.member_id = $1
        AND p.created_at >= $2::timestamptz AND p.created_at < $3::timestamptz
        AND p.entry_type = ANY($7::text[])`,
    [memberId, period.from, period.to, DEPOSIT_TYPES, WITHDRAWAL_TYPES, BONUS_TYPES, [...DEPOSIT_TYPES, ...WITHDRAWAL_TYPES, ...BONUS_TYPES]],
  );
  const byGameType: ProfitRow[] = byType.rows
    .filter((row) => !row.is_total)
    .map((row) => ({ gameType: row.game_type as string, betCount: row.bet_count, stake: row.stake, win: row.win, profit: row.profit }));
  const total = byType.rows.find((row) => row.is_total) as ProfitSqlRow;
  const { deposits, withdrawals, bonuses } = cash.rows[0] as CashSqlRow;
  return {
    byGameType,
    totals: { betCount: total.bet_count, stake: total.stake, win: total.win, profit: total.profit },
    deposits,
    withdrawals,
    bonuses,
  };
}
