/**
 * The lobby's reads (a lottery, its play types and odds, its current draw, the member's bets, the
 * last result) and placing a bet: the stake is debited from the member's main wallet to the LOTTERY
 * house account through the ledger, in the transaction that stores the bet, under runIdempotent.
 */
import type {
  Language,
  LobbyDraw,
  LobbyResult,
  LotteryBet,
  LotteryBetStatus,
  LotteryPlayType,
  LotteryPlayTypeInfo,
  Money,
  PlaceLotteryBetResult,
  PrizeMode,
} from '@suite/shared/contract';
import { readOperatorData } from '../../cache/operator-data';
import type { Database, Queryable } from '../../db/database';
import { HttpError } from '../../http/envelope';
import { balanceAfter, houseAccount, memberAccount, postJournal } from '../../ledger/ledger';
import { runIdempotent } from '../../ledger/idempotency';
import { fromCents, toCents } from '../../money/cents';
import { enforceResponsibleGambling } from '../responsible/enforcement';
import { lotteryRefusal } from './lottery-messages';
import { oddsHundredths, pickProblem, picksOf, playTypesOf, winCents, winnableUnits } from './play-types';

/** Settled bets the lobby lists. */
export const SETTLED_BETS_SHOWN = 20;
/** The wallet lottery stakes come from and wins go to. */
export const LOTTERY_WALLET = 'MAIN';

export interface LobbyGame {
  gameId: string;
  gameCode: string;
  names: Partial<Record<Language, string>>;
  kind: 'regional' | 'fast';
  digits: number;
  menuTag: string;
}

interface LotteryGameRow {
  game_id: string;
  game_code: string;
  names: LobbyGame['names'];
  kind: 'regional' | 'fast';
  digits: number;
  menu_tag: string;
  prize_modes: string[];
}

interface PlayTypeSettingRow {
  scope: string;
  play_type: LotteryPlayType;
  odds: string;
  min_stake: string;
  max_stake: string;
  enabled: boolean;
}

/**
 * Operator data (cache/operator-data.ts) every bet reads: the enabled lotteries and every play type
 * setting. Set straight in the database (seeds, fixtures), they show within the TTL or after
 * `invalidateOperatorData(db, LOTTERY_BET_RULES_DATA)`.
 */
export const LOTTERY_BET_RULES_DATA = 'lottery-bet-rules';
export const LOTTERY_BET_RULES_TTL_MS = 5_000;

async function loadBetRules(db: Queryable): Promise<{ games: LotteryGameRow[]; playTypes: PlayTypeSettingRow[] }> {
  const games = await db.query<LotteryGameRow>(
    'SELECT game_id, game_code, names, kind, digits, menu_tag, prize_modes FROM lottery_game WHERE enabled',
  );
  const playTypes = await db.query<PlayTypeSettingRow>(
    'SELECT scope, play_type, odds::text AS odds, min_stake::text AS min_stake, max_stake::text AS max_stake, enabled FROM lottery_play_type',
  );
  return { games: games.rows, playTypes: playTypes.rows };
}

const readBetRules = (db: Queryable) => readOperatorData(db, LOTTERY_BET_RULES_DATA, loadBetRules, LOTTERY_BET_RULES_TTL_MS);

/** An enabled lottery of this code that offers the prize mode, or 404. */
export async function requireLobbyGame(db: Queryable, gameCode: string, prizeMode: PrizeMode): Promise<LobbyGame> {
  const row = (await readBetRules(db)).games.find((game) => game.game_code === gameCode && game.prize_modes.includes(prizeMode));
  if (!row) throw new HttpError(404, 'Lottery not found');
  return { gameId: row.game_id, gameCode: row.game_code, names: row.names, kind: row.kind, digits: row.digits, menuTag: row.menu_tag };
}

export interface PlayTypeRow {
  playType: LotteryPlayType;
  odds: Money;
  minStake: Money;
  maxStake: Money;
}

/** The lottery's enabled play types: its own rows over its kind's, in the operator's order. */
export async function readPlayTypeRows(db: Queryable, game: LobbyGame): Promise<PlayTypeRow[]> {
  // Per play type, the lottery's own row (scope = its id) over its kind's (scope = 'regional' | 'fast').
  const chosen = new Map<LotteryPlayType, PlayTypeSettingRow>();
  for (const row of (await readBetRules(db)).playTypes) {
    if (row.scope === game.gameId || (row.scope === game.kind && chosen.get(row.play_type)?.scope !== game.gameId)) chosen.set(row.play_type, row);
  }
  const allowed = playTypesOf(game.kind);
  return [...chosen.values()]
    .filter((row) => row.enabled && allowed.includes(row.play_type))
    .sort((a, b) => allowed.indexOf(a.play_type) - allowed.indexOf(b.play_type))
    .map((row) => ({ playType: row.play_type, odds: row.odds, minStake: row.min_stake, maxStake: row.max_stake }));
}

export function playTypeInfo(row: PlayTypeRow, digits: number): LotteryPlayTypeInfo {
  return { code: row.playType, picks: picksOf(row.playType, digits), odds: row.odds, minStake: row.minStake, maxStake: row.maxStake };
}

export async function readCurrentDraw(db: Queryable, gameId: string): Promise<LobbyDraw | null> {
  const { rows } = await db.query<{ numero: string; draw_time: Date; lock_time: Date; status: 'open' | 'locked' }>(
    `SELECT numero, draw_time, lock_time, status FROM lottery_draw WHERE game_id = $1 AND status <> 'settled'`,
    [gameId],
  );
  const row = rows[0];
  return row ? { numero: row.numero, drawTime: row.draw_time.toISOString(), lockTime: row.lock_time.toISOString(), status: row.status } : null;
}

export async function readLastResult(db: Queryable, gameId: string): Promise<LobbyResult | null> {
  const { rows } = await db.query<{ numero: string; draw_time: Date; winning_number: string; prize_numbers: string[] }>(
    `SELECT numero, draw_time, winning_number, prize_numbers FROM lottery_draw
      WHERE game_id = $1 AND status = 'settled' ORDER BY draw_time DESC LIMIT 1`,
    [gameId],
  );
  const row = rows[0];
  return row
    ? { numero: row.numero, drawTime: row.draw_time.toISOString(), winningNumber: row.winning_number, prizeNumbers: row.prize_numbers }
    : null;
}

interface BetRow {
  bet_id: string;
  numero: string;
  play_type: LotteryPlayType;
  picks: string[];
  stake_per_number: string;
  total_stake: string;
  potential_win: string;
  status: LotteryBetStatus;
  payout: string;
  created_at: Date;
  settled_at: Date | null;
}

const BET_COLUMNS = `b.bet_id::text AS bet_id, d.numero, b.play_type, b.picks, b.stake_per_number::text AS stake_per_number,
  b.total_stake::text AS total_stake, b.potential_win::text AS potential_win, b.status, b.payout::text AS payout, b.created_at, b.settled_at`;

function toBet(row: BetRow): LotteryBet {
  return {
    betId: row.bet_id,
    numero: row.numero,
    playType: row.play_type,
    picks: row.picks,
    stakePerNumber: row.stake_per_number,
    totalStake: row.total_stake,
    potentialWin: row.potential_win,
    status: row.status,
    payout: row.payout,
    placedAt: row.created_at.toISOString(),
    settledAt: row.settled_at?.toISOString() ?? null,
  };
}

/** The member's bets on one lottery, newest first: the open ones, or the last `limit` settled ones. */
export async function readMemberBets(db: Queryable, memberId: string, gameId: string, open: boolean, limit: number): Promise<LotteryBet[]> {
  const { rows } = await db.query<BetRow>(
    `SELECT ${BET_COLUMNS} FROM lottery_bet b JOIN lottery_draw d ON d.draw_id = b.draw_id
      WHERE b.member_id = $1 AND b.game_id = $2 AND (b.status = 'open') = $3
      ORDER BY b.bet_id DESC LIMIT $4`,
    [memberId, gameId, open, limit],
  );
  return rows.map(toBet);
}

export interface BetInput {
  gameCode: string;
  numero: string;
  playType: LotteryPlayType;
  picks: string[];
  stakePerNumber: Money;
}

export interface PlaceBetContext {
  memberId: string;
  game: LobbyGame;
  idempotencyKey: string;
  now: number;
}

/** A 400 for a bet whose play type, picks or stake the lottery does not take. */
export function checkBet(input: BetInput, game: LobbyGame, playTypes: PlayTypeRow[]): PlayTypeRow {
  const playType = playTypes.find((row) => row.playType === input.playType);
  if (!playType) throw new HttpError(400, `Invalid body: ${game.gameCode} does not take ${input.playType} bets`);
  const problem = pickProblem(input.playType, game.digits, input.picks);
  if (problem) throw new HttpError(400, `Invalid body: ${problem}`);
  const stake = toCents(input.stakePerNumber);
  if (stake < toCents(playType.minStake) || stake > toCents(playType.maxStake)) {
    throw new HttpError(400, `Invalid body: stakePerNumber must be from ${playType.minStake} to ${playType.maxStake}`);
  }
  return playType;
}

/**
 * Places a checked bet once per idempotency key: inside one transaction the draw must be the
 * lottery's open draw before its lock time (the row is share-locked, so the scheduler cannot lock
 * or draw it meanwhile), the bet is stored and its stake posted from the main wallet to LOTTERY.
 */
export async function placeBet(db: Database, input: BetInput, playType: PlayTypeRow, context: PlaceBetContext): Promise<PlaceLotteryBetResult> {
  const units = input.picks.length;
  const stakeCents = toCents(input.stakePerNumber);
  const totalCents = stakeCents * BigInt(units);
  const potential = winCents(stakeCents, oddsHundredths(playType.odds), winnableUnits(input.playType, units));
  const call = {
    scope: context.memberId,
    key: context.idempotencyKey,
    operation: 'POST /lotto/lobby/:token/bets',
    payload: { gameCode: input.gameCode, numero: input.numero, playType: input.playType, picks: input.picks, stakePerNumber: fromCents(stakeCents) },
  };
  return runIdempotent<PlaceLotteryBetResult>(db, call, async (tx) => {
    // Safer gambling (issue 24): the member's lock first, then the wager and loss limits with the total stake.
    await enforceResponsibleGambling(tx, { memberId: context.memberId, path: 'lotteryBet', amount: fromCents(totalCents) });
    const { rows: draws } = await tx.query<{ draw_id: number; status: string; lock_time: Date }>(
      'SELECT draw_id, status, lock_time FROM lottery_draw WHERE game_id = $1 AND numero = $2 FOR SHARE',
      [context.game.gameId, input.numero],
    );
    const draw = draws[0];
    if (!draw || draw.status !== 'open' || context.now >= draw.lock_time.getTime()) throw lotteryRefusal('drawLocked');
    const { rows } = await tx.query<BetRow>(
      `WITH b AS (
         INSERT INTO lottery_bet (member_id, draw_id, game_id, play_type, picks, stake_per_number, total_stake, odds, potential_win,
                                  idempotency_key, created_at)
         VALUES ($1, $2, $3, $4, $5::text[], $6::numeric, $7::numeric, $8::numeric, $9::numeric, $10, $11)
         RETURNING *
       )
       SELECT ${BET_COLUMNS} FROM b JOIN lottery_draw d ON d.draw_id = b.draw_id`,
      [
        context.memberId,
        draw.draw_id,
        context.game.gameId,
        input.playType,
        input.picks,
        fromCents(stakeCents),
        fromCents(totalCents),
        playType.odds,
        fromCents(potential),
        context.idempotencyKey,
        new Date(context.now),
      ],
    );
    const bet = toBet(rows[0] as BetRow);
    const wallet = memberAccount(context.memberId, LOTTERY_WALLET);
    const posted = await postJournal(tx, {
      kind: 'lottery_bet',
      reference: `L${bet.betId}`,
      memberId: context.memberId,
      legs: [
        { account: wallet, amount: fromCents(-totalCents), entryType: 'bet' },
        { account: houseAccount('LOTTERY'), amount: fromCents(totalCents), entryType: 'bet' },
      ],
    });
    return { bet, balance: balanceAfter(posted, wallet) };
  });
}
