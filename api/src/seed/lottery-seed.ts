/**
 * First-start lotteries: Vietnam's regional lotteries (south 16:15, central 17:15, north 18:15, in
 * Asia/Ho_Chi_Minh, on their real week days) and three fast lotteries drawing every 1, 3 and 5
 * minutes. An operator edits them in lottery_game; rows that exist are left alone.
 */
import type { PrizeMode } from '@suite/shared/contract';
import type { Queryable } from '../db/database';

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
