import {
  GAME_TYPES,
  type Game,
  type GameClassify,
  type GameClassifyCode,
  type GameListResult,
  type GameMenu,
  type GameType,
  HOT_GAME_TYPES,
  HOT_GAMES_PER_TYPE,
  type HotGameGroup,
  type Language,
  RECENT_GAMES_LIMIT,
  type RecentGame,
  type VendorCard,
  type VendorLane,
} from '@suite/shared/contract';
import type { Queryable } from '../../db/database';
import { type GameFilter, gameFilterSql, type Paging, totalPages } from './game-query';

export const gameIconUrl = (id: number): string => `/wps/static/games/${id}.svg`;
export const vendorLogoUrl = (vassalage: string): string => `/wps/static/vendors/${vassalage}.svg`;
export const DEFAULT_GAME_ICON_URL = '/wps/static/games/default.svg';

export const CLASSIFY_NAMES: Record<GameClassifyCode, Record<Language, string>> = {
  SCRATCH: { es: 'Rasca y gana', en: 'Scratch' },
  VIDEO_POKER: { es: 'Video póker', en: 'Video poker' },
  TABLE: { es: 'Mesa', en: 'Table' },
  ARCADE: { es: 'Arcade', en: 'Arcade' },
  SLOTS: { es: 'Tragamonedas', en: 'Slots' },
  BINGO: { es: 'Bingo', en: 'Bingo' },
};

export const LANE_TITLES: Record<GameType, Record<Language, string>> = {
  RNG: { es: 'Tragamonedas', en: 'Slots' },
  LIVE: { es: 'Casino en vivo', en: 'Live casino' },
  FISH: { es: 'Pesca', en: 'Fishing' },
  PVP: { es: 'Juegos de cartas', en: 'Card games' },
  SPORTS: { es: 'Deportes', en: 'Sports' },
  ESPORTS: { es: 'Esports', en: 'Esports' },
  ELOTT: { es: 'E-lotería', en: 'E-lottery' },
  LOTT: { es: 'Lotería', en: 'Lottery' },
  COCKFIGHT: { es: 'Peleas de gallos', en: 'Cockfight' },
};

/** Columns of a game row as `toGame` reads them (g: game, v: game_vendor). */
export const GAME_COLUMNS = `g.id, g.vassalage, g.game_code, g.game_type, g.name, g.classify, g.min_bet, g.line_num,
  g.is_hot, g.is_game, g.default_play_type, v.display_name`;

export interface GameRow {
  id: number;
  vassalage: string;
  game_code: string;
  game_type: GameType;
  name: string;
  classify: GameClassifyCode | null;
  min_bet: string;
  line_num: number;
  is_hot: boolean;
  is_game: boolean;
  default_play_type: string | null;
  display_name: string;
}

export function toGame(row: GameRow): Game {
  return {
    gameType: row.game_type,
    isGame: row.is_game,
    vendor: row.vassalage,
    accountTypeName: row.display_name,
    gameCode: row.game_code,
    ...(row.default_play_type ? { defaultPlayType: row.default_play_type } : {}),
    vassalage: row.vassalage,
    gameName: row.name,
    imageUrl: gameIconUrl(row.id),
    nodeId: String(row.id),
    isHot: row.is_hot ? 1 : 0,
    minBet: row.min_bet,
    lineNum: row.line_num,
    gameClassify: row.classify,
  };
}

// --- Game list ---

/** One page of the hall and the page count (two statements: the page may be past the end). */
export async function listGames(db: Queryable, filter: Partial<GameFilter>, page: Paging): Promise<GameListResult> {
  const { where, params } = gameFilterSql(filter);
  const limit = params.length + 1;
  const [rows, count] = await Promise.all([
    db.query<GameRow>(
      `SELECT ${GAME_COLUMNS} FROM game g JOIN game_vendor v ON v.vassalage = g.vassalage
        WHERE ${where} ORDER BY g.sort_order, g.id LIMIT $${limit} OFFSET $${limit + 1}`,
      [...params, page.pageSize, page.offset],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM game g WHERE ${where}`, params),
  ]);
  return { games: rows.rows.map(toGame), totalPages: totalPages(count.rows[0]?.n ?? 0, page.pageSize) };
}

export async function findGame(db: Queryable, where: { id: number } | { vassalage: string; gameCode: string }): Promise<GameRow | null> {
  const byId = 'id' in where;
  const { rows } = await db.query<GameRow>(
    `SELECT ${GAME_COLUMNS} FROM game g JOIN game_vendor v ON v.vassalage = g.vassalage
      WHERE g.enabled AND ${byId ? 'g.id = $1' : 'g.vassalage = $1 AND g.game_code = $2'}`,
    byId ? [where.id] : [where.vassalage, where.gameCode],
  );
  return rows[0] ?? null;
}

// --- Vendors ---

interface CardRow {
  vassalage: string;
  account_type_id: number;
  display_name: string;
  is_hot: boolean;
  game_type: GameType;
}

async function readCards(db: Queryable, vassalage?: string): Promise<VendorCard[]> {
  const { rows } = await db.query<CardRow>(
    `SELECT t.vassalage, v.account_type_id, v.display_name, t.is_hot, t.game_type
       FROM vendor_game_type t JOIN game_vendor v ON v.vassalage = t.vassalage
      ${vassalage ? 'WHERE t.vassalage = $1' : ''}
      ORDER BY t.sort_order, v.sort_order, t.vassalage`,
    vassalage ? [vassalage] : [],
  );
  return rows.map((row) => ({
    vassalage: row.vassalage,
    accountTypeId: row.account_type_id,
    displayName: row.display_name,
    isHot: row.is_hot ? 1 : 0,
    gameType: row.game_type,
    logoUrl: vendorLogoUrl(row.vassalage),
  }));
}

/** Menu cards grouped by game type, in GAME_TYPES order; types without vendors are left out. */
function groupByType(cards: VendorCard[]): { gameType: GameType; cards: VendorCard[] }[] {
  return GAME_TYPES.map((gameType) => ({ gameType, cards: cards.filter((card) => card.gameType === gameType) })).filter(
    (group) => group.cards.length > 0,
  );
}

export async function readGameMenus(db: Queryable): Promise<GameMenu[]> {
  return groupByType(await readCards(db)).map(({ gameType, cards }) => ({ gameType, vendors: cards }));
}

async function readClassifications(db: Queryable, language: Language, vassalage?: string): Promise<Map<GameType, GameClassify[]>> {
  const { rows } = await db.query<{ game_type: GameType; classify: GameClassifyCode; vendors: string[] }>(
    `SELECT game_type, classify, array_agg(DISTINCT vassalage ORDER BY vassalage) AS vendors
       FROM game WHERE enabled AND is_game AND classify IS NOT NULL ${vassalage ? 'AND vassalage = $1' : ''}
      GROUP BY game_type, classify ORDER BY game_type, classify`,
    vassalage ? [vassalage] : [],
  );
  const byType = new Map<GameType, GameClassify[]>();
  for (const row of rows) {
    const list = byType.get(row.game_type) ?? [];
    list.push({ code: row.classify, name: CLASSIFY_NAMES[row.classify][language], vendors: row.vendors });
    byType.set(row.game_type, list);
  }
  return byType;
}

export async function readVendorLanes(db: Queryable, language: Language): Promise<VendorLane[]> {
  const [cards, classify] = await Promise.all([readCards(db), readClassifications(db, language)]);
  return groupByType(cards).map(({ gameType, cards: laneCards }) => ({
    title: LANE_TITLES[gameType][language],
    gameType,
    cards: laneCards,
    gameClassify: classify.get(gameType) ?? [],
  }));
}

/** The game types a vendor's games have and their classifications; null for an unknown vendor. */
export async function readVendorGameTypes(
  db: Queryable,
  vassalage: string,
  language: Language,
): Promise<{ gameTypes: GameType[]; gameClassify: GameClassify[] } | null> {
  const [types, classify] = await Promise.all([
    db.query<{ game_type: GameType }>('SELECT DISTINCT game_type FROM game WHERE vassalage = $1 AND enabled', [vassalage]),
    readClassifications(db, language, vassalage),
  ]);
  if (types.rows.length === 0) {
    const known = await db.query('SELECT 1 FROM game_vendor WHERE vassalage = $1', [vassalage]);
    if (known.rows.length === 0) return null;
  }
  const gameTypes = GAME_TYPES.filter((type) => types.rows.some((row) => row.game_type === type));
  return { gameTypes, gameClassify: gameTypes.flatMap((type) => classify.get(type) ?? []) };
}

// --- Hot games ---

export async function readHotGames(db: Queryable): Promise<HotGameGroup[]> {
  const { rows } = await db.query<GameRow>(
    `SELECT * FROM (
       SELECT ${GAME_COLUMNS}, row_number() OVER (PARTITION BY g.game_type ORDER BY g.sort_order, g.id) AS rank
         FROM game g JOIN game_vendor v ON v.vassalage = g.vassalage
        WHERE g.enabled AND g.is_hot AND g.game_type = ANY($1::text[])
     ) ranked WHERE rank <= $2 ORDER BY rank`,
    [[...HOT_GAME_TYPES], HOT_GAMES_PER_TYPE],
  );
  return HOT_GAME_TYPES.map((gameType) => ({
    gameType,
    games: rows.filter((row) => row.game_type === gameType).map(toGame),
  }));
}

// --- Favourites ---

/** A member keeps at most this many favourites. */
export const FAVORITES_LIMIT = 500;

export async function readFavoriteIds(db: Queryable, memberId: string): Promise<string[]> {
  const { rows } = await db.query<{ game_id: number }>(
    'SELECT game_id FROM favorite_game WHERE member_id = $1 ORDER BY created_at DESC, game_id',
    [memberId],
  );
  return rows.map((row) => String(row.game_id));
}

export async function listFavoriteGames(
  db: Queryable,
  memberId: string,
  filter: { gameType?: GameType; vassalage?: string },
  page: Paging,
): Promise<GameListResult> {
  const conditions = ['f.member_id = $1', 'g.enabled'];
  const params: unknown[] = [memberId];
  if (filter.gameType) {
    params.push(filter.gameType);
    conditions.push(`g.game_type = $${params.length}`);
  }
  if (filter.vassalage) {
    params.push(filter.vassalage);
    conditions.push(`g.vassalage = $${params.length}`);
  }
  const where = conditions.join(' AND ');
  const [rows, count] = await Promise.all([
    db.query<GameRow>(
      `SELECT ${GAME_COLUMNS} FROM favorite_game f JOIN game g ON g.id = f.game_id JOIN game_vendor v ON v.vassalage = g.vassalage
        WHERE ${where} ORDER BY f.created_at DESC, g.id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, page.pageSize, page.offset],
    ),
    db.query<{ n: number }>(`SELECT count(*)::int AS n FROM favorite_game f JOIN game g ON g.id = f.game_id WHERE ${where}`, params),
  ]);
  return { games: rows.rows.map(toGame), totalPages: totalPages(count.rows[0]?.n ?? 0, page.pageSize) };
}

/** 'added', 'exists' (adding again changes nothing) or 'full' at FAVORITES_LIMIT. */
export async function addFavorite(db: Queryable, memberId: string, gameId: number): Promise<'added' | 'exists' | 'full'> {
  const inserted = await db.query(
    `INSERT INTO favorite_game (member_id, game_id)
     SELECT $1, $2 WHERE (SELECT count(*) FROM favorite_game WHERE member_id = $1) < $3
     ON CONFLICT (member_id, game_id) DO NOTHING`,
    [memberId, gameId, FAVORITES_LIMIT],
  );
  if (inserted.rowCount > 0) return 'added';
  const existing = await db.query('SELECT 1 FROM favorite_game WHERE member_id = $1 AND game_id = $2', [memberId, gameId]);
  return existing.rows.length > 0 ? 'exists' : 'full';
}

export async function removeFavorite(db: Queryable, memberId: string, gameId: number): Promise<void> {
  await db.query('DELETE FROM favorite_game WHERE member_id = $1 AND game_id = $2', [memberId, gameId]);
}

// --- Recent ---

/** Called by each launch: the game moves to the top of the member's recent list. */
export async function recordRecentGame(db: Queryable, memberId: string, gameId: number): Promise<void> {
  await db.query(
    `INSERT INTO recent_game (member_id, game_id) VALUES ($1, $2)
     ON CONFLICT (member_id, game_id) DO UPDATE SET played_at = now(), launches = recent_game.launches + 1`,
    [memberId, gameId],
  );
}

export async function listRecentGames(db: Queryable, memberId: string, vassalage?: string): Promise<RecentGame[]> {
  const { rows } = await db.query<GameRow & { played_at: Date }>(
    `SELECT ${GAME_COLUMNS}, r.played_at FROM recent_game r JOIN game g ON g.id = r.game_id JOIN game_vendor v ON v.vassalage = g.vassalage
      WHERE r.member_id = $1 AND g.enabled ${vassalage ? 'AND g.vassalage = $3' : ''}
      ORDER BY r.played_at DESC, g.id LIMIT $2`,
    vassalage ? [memberId, RECENT_GAMES_LIMIT, vassalage] : [memberId, RECENT_GAMES_LIMIT],
  );
  return rows.map((row) => ({ ...toGame(row), playedAt: row.played_at.toISOString() }));
}
