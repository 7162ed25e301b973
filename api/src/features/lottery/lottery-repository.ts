/** Reads of lotteries and their draws, and the launch record. Times relative to `now` (epoch ms). */
import type {
  DrawDayOfWeek,
  DrawResult,
  Language,
  LotteryGameMenu,
  LotteryMenu,
  OpenedNumero,
  PopularLottery,
  PrizeMode,
} from '@suite/shared/contract';
import { invalidateOperatorData, operatorData } from '../../cache/operator-data';
import type { Database, Queryable } from '../../db/database';

type Names = Partial<Record<Language, string>>;

interface GameRow {
  game_id: string;
  game_code: string;
  vendor: string;
  menu_tag: string;
  names: Names;
  remark: string;
  draw_days: number[];
  lock_seconds: number;
  hot: boolean;
  numero: string | null;
  draw_time: Date | null;
  lock_time: Date | null;
  last_numero: string | null;
  last_winning_number: string | null;
  last_draw_time: Date | null;
  prize_modes: PrizeMode[];
}

export function nameIn(names: Names, language: Language): string {
  return names[language] ?? names.es ?? names.en ?? '';
}

const GAME_WITH_DRAWS = `
  SELECT g.game_id, g.game_code, g.vendor, g.menu_tag, g.names, g.remark, g.draw_days, g.lock_seconds, g.hot, g.prize_modes,
         p.numero, p.draw_time, p.lock_time,
         l.numero AS last_numero, l.winning_number AS last_winning_number, l.draw_time AS last_draw_time
    FROM lottery_game g
    LEFT JOIN lottery_draw p ON p.game_id = g.game_id AND p.status <> 'settled'
    LEFT JOIN LATERAL (
      SELECT d.numero, d.winning_number, d.draw_time FROM lottery_draw d
       WHERE d.game_id = g.game_id AND d.status = 'settled'
       ORDER BY d.draw_time DESC LIMIT 1
    ) l ON TRUE`;

function toMenuItem(row: GameRow, language: Language, now: number): LotteryGameMenu {
  const drawTime = row.draw_time?.getTime();
  const lastDraw: DrawResult | null =
    row.last_numero !== null && row.last_winning_number !== null && row.last_draw_time !== null
      ? { numero: row.last_numero, winningNumber: row.last_winning_number, winningTime: row.last_draw_time.toISOString() }
      : null;
  return {
    gameId: row.game_id,
    remark: row.remark,
    numero: row.numero ?? '',
    remainTime: drawTime === undefined ? 0 : Math.max(0, drawTime - now),
    lockTime:
      drawTime !== undefined && row.lock_time !== null ? drawTime - row.lock_time.getTime() : row.lock_seconds * 1000,
    drawDayOfWeek: [...row.draw_days].sort((a, b) => a - b) as DrawDayOfWeek[],
    gameMenuTag: row.menu_tag,
    winningTime: row.draw_time?.toISOString() ?? null,
    gameName: nameIn(row.names, language),
    gameCode: row.game_code,
    vendor: row.vendor,
    hot: row.hot,
    lastDraw,
  };
}

export interface MenuQuery {
  prizeMode: PrizeMode;
  language: Language;
  now: number;
}

export async function readMenuItems(db: Queryable, { prizeMode, language, now }: MenuQuery): Promise<LotteryGameMenu[]> {
  const { rows } = await db.query<GameRow>(
    `${GAME_WITH_DRAWS} WHERE g.enabled AND $1 = ANY (g.prize_modes) ORDER BY g.sort_order, g.game_id`,
    [prizeMode],
  );
  return rows.map((row) => toMenuItem(row, language, now));
}

/** Changes the draw scheduler did not make (straight in the database) show within this long. */
export const LOTTERY_MENU_TTL_MS = 2_000;
const MENU_DATA = 'lottery-menu';

/**
 * The lottery menu from memory (operator-data.ts): every enabled lottery with its draws, reloaded
 * when a draw pass changed a draw (runDrawTick invalidates, in every process of the cluster) or
 * after LOTTERY_MENU_TTL_MS. Remaining times are counted from `now` at each call.
 */
export async function readMenuItemsCached(db: Database, { prizeMode, language, now }: MenuQuery): Promise<LotteryGameMenu[]> {
  const load = async () =>
    (await db.query<GameRow>(`${GAME_WITH_DRAWS} WHERE g.enabled ORDER BY g.sort_order, g.game_id`)).rows;
  const rows = await operatorData(db, MENU_DATA, load, LOTTERY_MENU_TTL_MS).get();
  return rows.filter((row) => row.prize_modes.includes(prizeMode)).map((row) => toMenuItem(row, language, now));
}

/** Draws or lotteries changed: the menu reloads on its next call, in every process. */
export function invalidateLotteryMenu(db: Database): void {
  invalidateOperatorData(db, MENU_DATA);
}

/** Menu items grouped by tag, tags in the order of their first lottery. */
export function groupByTag(items: LotteryGameMenu[]): LotteryMenu[] {
  const menus = new Map<string, LotteryGameMenu[]>();
  for (const item of items) {
    const list = menus.get(item.gameMenuTag) ?? [];
    list.push(item);
    menus.set(item.gameMenuTag, list);
  }
  return [...menus].map(([tag, gameMenus]) => ({ tag, gameMenus }));
}

export async function readRecentItems(
  db: Queryable,
  memberId: string,
  { prizeMode, language, now, count }: MenuQuery & { count: number },
): Promise<LotteryGameMenu[]> {
  const { rows } = await db.query<GameRow>(
    `${GAME_WITH_DRAWS}
      JOIN lottery_recent r ON r.game_id = g.game_id AND r.member_id = $2
     WHERE g.enabled AND $1 = ANY (g.prize_modes)
     ORDER BY r.launched_at DESC, g.sort_order
     LIMIT $3`,
    [prizeMode, memberId, count],
  );
  return rows.map((row) => toMenuItem(row, language, now));
}

export async function readPopular(
  db: Queryable,
  { prizeMode, language, now, count }: MenuQuery & { count: number },
): Promise<PopularLottery[]> {
  const { rows } = await db.query<GameRow>(
    `${GAME_WITH_DRAWS} WHERE g.enabled AND $1 = ANY (g.prize_modes)
     ORDER BY g.popularity + g.launch_count DESC, g.sort_order LIMIT $2`,
    [prizeMode, count],
  );
  return rows.map((row) => {
    const item = toMenuItem(row, language, now);
    return {
      gameId: item.gameId,
      gameName: item.gameName,
      gameCode: item.gameCode,
      vendor: item.vendor,
      prizeMode,
      imageUrl: null,
      numero: item.numero,
      remainTime: item.remainTime,
    };
  });
}

interface ResultRow {
  game_id: string;
  game_code: string;
  names: Names;
  numero: string;
  winning_number: string;
  draw_time: Date;
}

function toOpenedNumero(row: ResultRow, language: Language): OpenedNumero {
  return {
    gameId: row.game_id,
    gameCode: row.game_code,
    gameName: nameIn(row.names, language),
    numero: row.numero,
    winningNumber: row.winning_number,
    winningTime: row.draw_time.toISOString(),
  };
}

const RESULTS = `
  SELECT g.game_id, g.game_code, g.names, d.numero, d.winning_number, d.draw_time
    FROM lottery_draw d JOIN lottery_game g ON g.game_id = d.game_id
   WHERE d.status = 'settled' AND g.enabled`;

/** The latest regional results, across lotteries. */
export async function readRegionalResults(db: Queryable, count: number, language: Language): Promise<OpenedNumero[]> {
  const { rows } = await db.query<ResultRow>(
    `${RESULTS} AND g.kind = 'regional' ORDER BY d.draw_time DESC, g.sort_order LIMIT $1`,
    [count],
  );
  return rows.map((row) => toOpenedNumero(row, language));
}

/** The latest results of the lotteries a member launched. */
export async function readMemberResults(db: Queryable, memberId: string, count: number, language: Language): Promise<OpenedNumero[]> {
  const { rows } = await db.query<ResultRow>(
    `${RESULTS} AND g.game_id IN (SELECT r.game_id FROM lottery_recent r WHERE r.member_id = $1)
     ORDER BY d.draw_time DESC, g.sort_order LIMIT $2`,
    [memberId, count],
  );
  return rows.map((row) => toOpenedNumero(row, language));
}

/** The latest results of one lottery. */
export async function readGameResults(db: Queryable, gameId: string, count: number, language: Language): Promise<OpenedNumero[]> {
  const { rows } = await db.query<ResultRow>(`${RESULTS} AND g.game_id = $1 ORDER BY d.draw_time DESC LIMIT $2`, [gameId, count]);
  return rows.map((row) => toOpenedNumero(row, language));
}

export interface LaunchableGame {
  gameId: string;
  gameCode: string;
}

/** An enabled lottery of this code that offers the prize mode. */
export async function findGame(db: Queryable, gameCode: string, prizeMode: PrizeMode): Promise<LaunchableGame | null> {
  const { rows } = await db.query<{ game_id: string; game_code: string }>(
    'SELECT game_id, game_code FROM lottery_game WHERE game_code = $1 AND enabled AND $2 = ANY (prize_modes)',
    [gameCode, prizeMode],
  );
  const row = rows[0];
  return row ? { gameId: row.game_id, gameCode: row.game_code } : null;
}

/** A launch: the lottery moves to the top of the member's recent list and gains popularity. */
export async function recordLaunch(db: Database, memberId: string, gameId: string, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO lottery_recent (member_id, game_id, launched_at) VALUES ($1, $2, $3)
       ON CONFLICT (member_id, game_id) DO UPDATE SET launched_at = EXCLUDED.launched_at`,
      [memberId, gameId, new Date(now)],
    );
    await tx.query('UPDATE lottery_game SET launch_count = launch_count + 1 WHERE game_id = $1', [gameId]);
  });
}
