/**
 * Valid bets: the one definition the bonus turnover (withdrawal check, bonus details) and the rebate
 * read. A valid bet is a game round's stake (game_bet, typed by its game) and, once the lottery
 * issue has created `lottery_bet`, a lottery bet's stake (typed LOTTERY) unless it was cancelled.
 * The lottery table is looked up on each call (to_regclass), so its bets count as soon as it exists.
 */
import type { Queryable } from '../../db/database';

/** The lottery bet columns we accept as its stake, in order of preference. */
const LOTTERY_STAKE_COLUMNS = ['total_stake', 'bet_amount', 'stake', 'amount'] as const;
/** Lottery bet states that are not a bet any more (refunded to the player). */
const LOTTERY_VOID_STATES = ['cancelled', 'canceled', 'void', 'voided', 'refunded'];

/**
 * The valid bets of every member as one SQL relation with the columns `member_id`, `game_type`,
 * `stake` (NUMERIC) and `created_at`. Callers filter it by member and time.
 */
export async function validBetsSql(db: Queryable): Promise<string> {
  const game = `SELECT b.member_id, g.game_type, b.bet_amount AS stake, b.created_at FROM game_bet b JOIN game g ON g.id = b.game_id`;
  const { rows } = await db.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns
      WHERE to_regclass('lottery_bet') IS NOT NULL AND table_schema = current_schema() AND table_name = 'lottery_bet'`,
  );
  const columns = new Set(rows.map((row) => row.column_name));
  const stake = LOTTERY_STAKE_COLUMNS.find((column) => columns.has(column));
  if (!stake || !columns.has('member_id') || !columns.has('created_at')) return game;
  const live = columns.has('status') ? ` WHERE l.status::text <> ALL (ARRAY[${LOTTERY_VOID_STATES.map((state) => `'${state}'`).join(', ')}])` : '';
  return `${game}
    UNION ALL
    SELECT l.member_id, 'LOTTERY'::text, l.${stake}::numeric, l.created_at FROM lottery_bet l${live}`;
}
