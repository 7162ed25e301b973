/**
 * First-start lotteries: Vietnam's regional lotteries (south 16:15, central 17:15, north 18:15, in
 * Asia/Ho_Chi_Minh, on their real week days) and three fast lotteries drawing every 1, 3 and 5
 * minutes. An operator edits them in lottery_game; rows that exist are left alone.
 */
import type { LotteryPlayType, PrizeMode } from '@suite/shared/contract';
import type { Queryable } from '../db/database';
import { type DrawSchedule, nextDrawSlot } from '../features/lottery/draw-calendar';
import { type DigitSource, randomDigits } from '../features/lottery/draw-tick';
import { drawPrizeSheet } from '../features/lottery/prize-sheet';

export const VN_TIME_ZONE = 'Asia/Ho_Chi_Minh';
/** Bets close this long before a draw. */
export const REGIONAL_LOCK_SECONDS = 15 * 60;
export const FAST_LOCK_SECONDS = 30;
export const REGIONAL_VENDOR = 'TCG_LOTTO_VN';
export const FAST_VENDOR = 'TCG_SEA';
const REGIONAL_PRIZE_MODES: PrizeMode[] = ['SEA', 'Lott', 'ZY'];
const FAST_PRIZE_MODES: PrizeMode[] = ['SEA', 'Elott'];

export interface LotteryGameSeed {
  gameId: string;
  menuTag: 'SOUTH' | 'CENTRAL' | 'NORTH' | 'FAST';
  names: { es: string; en: string };
  remark: string;
  /** Regional: week days 1..7 (Sunday 1) and local time; fast: the interval. */
  drawDays: number[];
  drawLocalTime?: string;
  intervalSeconds?: number;
  digits: number;
  hot?: boolean;
  popularity: number;
}

const SUN = 1;
const MON = 2;
const TUE = 3;
const WED = 4;
const THU = 5;
const FRI = 6;
const SAT = 7;

function regional(
  gameId: string,
  menuTag: 'SOUTH' | 'CENTRAL' | 'NORTH',
  name: string,
  drawDays: number[],
  popularity: number,
  hot = false,
): LotteryGameSeed {
  const drawLocalTime = { SOUTH: '16:15', CENTRAL: '17:15', NORTH: '18:15' }[menuTag];
  // The special prize: six digits in the south and centre, five in the north.
  const digits = menuTag === 'NORTH' ? 5 : 6;
  return { gameId, menuTag, names: { es: name, en: name }, remark: `XS ${name}`, drawDays, drawLocalTime, digits, popularity, hot };
}

function fast(minutes: number, digits: number, popularity: number, hot = false): LotteryGameSeed {
  return {
    gameId: `FAST_${minutes}M`,
    menuTag: 'FAST',
    names: { es: `Lotería rápida ${minutes} min`, en: `Fast lottery ${minutes} min` },
    remark: `${minutes}'`,
    drawDays: [SUN, MON, TUE, WED, THU, FRI, SAT],
    intervalSeconds: minutes * 60,
    digits,
    popularity,
    hot,
  };
}

export const LOTTERY_GAMES_SEED: LotteryGameSeed[] = [
  regional('VN_HCM', 'SOUTH', 'TP. Hồ Chí Minh', [MON, SAT], 95, true),
  regional('VN_DT', 'SOUTH', 'Đồng Tháp', [MON], 40),
  regional('VN_CM', 'SOUTH', 'Cà Mau', [MON], 38),
  regional('VN_BTR', 'SOUTH', 'Bến Tre', [TUE], 36),
  regional('VN_VT', 'SOUTH', 'Vũng Tàu', [TUE], 44),
  regional('VN_DN', 'SOUTH', 'Đồng Nai', [WED], 42),
  regional('VN_CT', 'SOUTH', 'Cần Thơ', [WED], 47),
  regional('VN_TN', 'SOUTH', 'Tây Ninh', [THU], 35),
  regional('VN_AG', 'SOUTH', 'An Giang', [THU], 37),
  regional('VN_VL', 'SOUTH', 'Vĩnh Long', [FRI], 33),
  regional('VN_BD', 'SOUTH', 'Bình Dương', [FRI], 45),
  regional('VN_LA', 'SOUTH', 'Long An', [SAT], 34),
  regional('VN_TG', 'SOUTH', 'Tiền Giang', [SUN], 39),
  regional('VN_KG', 'SOUTH', 'Kiên Giang', [SUN], 32),
  regional('VN_DL', 'SOUTH', 'Đà Lạt', [SUN], 41),
  regional('VN_TTH', 'CENTRAL', 'Thừa Thiên Huế', [MON, SUN], 30),
  regional('VN_PY', 'CENTRAL', 'Phú Yên', [MON], 22),
  regional('VN_DLK', 'CENTRAL', 'Đắk Lắk', [TUE], 24),
  regional('VN_QNM', 'CENTRAL', 'Quảng Nam', [TUE], 23),
  regional('VN_DNG', 'CENTRAL', 'Đà Nẵng', [WED, SAT], 50, true),
  regional('VN_KH', 'CENTRAL', 'Khánh Hòa', [WED, SUN], 43),
  regional('VN_BDH', 'CENTRAL', 'Bình Định', [THU], 21),
  regional('VN_GL', 'CENTRAL', 'Gia Lai', [FRI], 20),
  regional('VN_QNG', 'CENTRAL', 'Quảng Ngãi', [SAT], 19),
  regional('VN_KT', 'CENTRAL', 'Kon Tum', [SUN], 18),
  regional('VN_MB', 'NORTH', 'Miền Bắc', [SUN, MON, TUE, WED, THU, FRI, SAT], 99, true),
  fast(1, 3, 80, true),
  fast(3, 5, 70),
  // Longer than the lists show: they display the first six digits.
  fast(5, 8, 60),
];

/** Inserts the seeded lotteries that do not exist yet; returns how many it inserted. */
export async function seedLotteries(tx: Queryable, games: LotteryGameSeed[] = LOTTERY_GAMES_SEED): Promise<number> {
  let inserted = 0;
  for (const [index, game] of games.entries()) {
    const isFast = game.intervalSeconds !== undefined;
    const result = await tx.query(
      `INSERT INTO lottery_game (game_id, game_code, vendor, menu_tag, names, remark, prize_modes, kind, draw_days,
         draw_local_time, time_zone, interval_seconds, lock_seconds, digits, hot, popularity, sort_order)
       VALUES ($1, $1, $2, $3, $4::jsonb, $5, $6::text[], $7, $8::smallint[], $9, $10, $11, $12, $13, $14, $15, $16)
       ON CONFLICT (game_id) DO NOTHING`,
      [
        game.gameId,
        isFast ? FAST_VENDOR : REGIONAL_VENDOR,
        game.menuTag,
        JSON.stringify(game.names),
        game.remark,
        isFast ? FAST_PRIZE_MODES : REGIONAL_PRIZE_MODES,
        isFast ? 'fast' : 'regional',
        game.drawDays,
        game.drawLocalTime ?? null,
        VN_TIME_ZONE,
        game.intervalSeconds ?? null,
        isFast ? FAST_LOCK_SECONDS : REGIONAL_LOCK_SECONDS,
        game.digits,
        game.hot ?? false,
        game.popularity,
        index,
      ],
    );
    inserted += result.rowCount;
  }
  return inserted;
}

// --- Play types and odds (issue 10) ---

export interface PlayTypeSeed {
  /** A lottery kind, or one lottery's game id (overrides its kind's row). */
  scope: string;
  playType: LotteryPlayType;
  odds: string;
  minStake: string;
  maxStake: string;
}

const playType = (scope: string, type: LotteryPlayType, odds: string, minStake = '1.00', maxStake = '1000.00'): PlayTypeSeed => ({
  scope,
  playType: type,
  odds,
  minStake,
  maxStake,
});

/**
 * The operator's odds: what one winning unit pays per 1.00 staked. Bao lo pays per occurrence
 * among 18 prize numbers (south and centre) or 27 (the north, cheaper odds); de pays one number in
 * a hundred; xien 2 pays when both numbers are in the bao lo set. Every row leaves the house an edge.
 */
export const PLAY_TYPES_SEED: PlayTypeSeed[] = [
  playType('regional', 'BAO_LO_2', '4.30'),
  playType('regional', 'BAO_LO_3', '40.00'),
  playType('regional', 'DE', '80.00'),
  playType('regional', 'XIEN_2', '28.00'),
  playType('VN_MB', 'BAO_LO_2', '2.90'),
  playType('VN_MB', 'BAO_LO_3', '30.00'),
  playType('VN_MB', 'XIEN_2', '13.00'),
  playType('fast', 'BIG_SMALL', '1.95'),
  playType('fast', 'ODD_EVEN', '1.95'),
  playType('fast', 'SUM', '10.00'),
];

export async function seedPlayTypes(tx: Queryable, rows: PlayTypeSeed[] = PLAY_TYPES_SEED): Promise<number> {
  let inserted = 0;
  for (const [index, row] of rows.entries()) {
    const result = await tx.query(
      `INSERT INTO lottery_play_type (scope, play_type, odds, min_stake, max_stake, sort_order)
       VALUES ($1, $2, $3::numeric, $4::numeric, $5::numeric, $6) ON CONFLICT (scope, play_type) DO NOTHING`,
      [row.scope, row.playType, row.odds, row.minStake, row.maxStake, index],
    );
    inserted += result.rowCount;
  }
  return inserted;
}

// --- Result history ---

/** Regional history goes back this far (about 140 regional draws: more than the 100 the home asks for). */
export const REGIONAL_HISTORY_DAYS = 28;
/** Settled draws of history per fast lottery. */
export const FAST_HISTORY_DRAWS = 60;

interface HistoryDraw {
  gameId: string;
  numero: string;
  drawTime: number;
  lockTime: number;
  sheet: string[];
}

/** The draws a game's calendar had before `now`: deterministic times, sheets from `digitsFor`. */
export function historyDraws(game: LotteryGameSeed, now: number, digitsFor: DigitSource = randomDigits): HistoryDraw[] {
  const isFast = game.intervalSeconds !== undefined;
  const schedule: DrawSchedule = isFast
    ? { kind: 'fast', intervalSeconds: game.intervalSeconds ?? 60, timeZone: VN_TIME_ZONE, lockSeconds: FAST_LOCK_SECONDS }
    : { kind: 'regional', drawDays: game.drawDays, drawLocalTime: game.drawLocalTime ?? '00:00', timeZone: VN_TIME_ZONE, lockSeconds: REGIONAL_LOCK_SECONDS };
  const from = isFast ? now - FAST_HISTORY_DRAWS * (game.intervalSeconds ?? 60) * 1000 : now - REGIONAL_HISTORY_DAYS * 86_400_000;
  const draws: HistoryDraw[] = [];
  let slot = nextDrawSlot(schedule, from);
  while (slot.drawTime <= now) {
    draws.push({
      gameId: game.gameId,
      numero: slot.numero,
      drawTime: slot.drawTime,
      lockTime: slot.lockTime,
      sheet: drawPrizeSheet({ kind: isFast ? 'fast' : 'regional', menuTag: game.menuTag, digits: game.digits }, digitsFor),
    });
    slot = nextDrawSlot(schedule, slot.drawTime);
  }
  return draws;
}

/**
 * Settled past draws with prize sheets for every seeded lottery that has no draw at all (a fresh
 * database), so results show before the scheduler has drawn anything. Returns the draws inserted.
 */
export async function seedDrawHistory(tx: Queryable, now: number = Date.now(), games: LotteryGameSeed[] = LOTTERY_GAMES_SEED): Promise<number> {
  const { rows } = await tx.query<{ game_id: string }>(
    `SELECT g.game_id FROM lottery_game g WHERE g.game_id = ANY($1::text[])
        AND NOT EXISTS (SELECT 1 FROM lottery_draw d WHERE d.game_id = g.game_id)`,
    [games.map((game) => game.gameId)],
  );
  const empty = new Set(rows.map((row) => row.game_id));
  const draws = games.filter((game) => empty.has(game.gameId)).flatMap((game) => historyDraws(game, now));
  if (draws.length === 0) return 0;
  const result = await tx.query(
    `INSERT INTO lottery_draw (game_id, numero, draw_time, lock_time, status, winning_number, prize_numbers, opened_at, settled_at)
     SELECT r.game_id, r.numero, r.draw_time, r.lock_time, 'settled', split_part(r.sheet, ' ', 1), string_to_array(r.sheet, ' '),
            r.lock_time - interval '1 minute', r.draw_time
       FROM unnest($1::text[], $2::text[], $3::timestamptz[], $4::timestamptz[], $5::text[]) AS r(game_id, numero, draw_time, lock_time, sheet)
     ON CONFLICT DO NOTHING`,
    [
      draws.map((draw) => draw.gameId),
      draws.map((draw) => draw.numero),
      draws.map((draw) => new Date(draw.drawTime)),
      draws.map((draw) => new Date(draw.lockTime)),
      draws.map((draw) => draw.sheet.join(' ')),
    ],
  );
  return result.rowCount;
}
