/**
 * The game catalogue in memory (issue 14): games, vendors and their menu cards, loaded once and
 * kept (operator-data.ts): game list, search, menus, vendor lanes, a vendor's game types, hot
 * games and the artwork touch no database. Reloaded at once when an operator changes the
 * catalogue through the admin routes (invalidateCatalogue), else at most CATALOGUE_TTL_MS after a
 * change made straight in the database. The rules are the SQL ones of game-query.ts and
 * game-repository.ts (game-routes.test.ts runs the same cases).
 */
import type { GameArt } from '../../artwork/svg';
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
  type VendorCard,
  type VendorLane,
} from '@suite/shared/contract';
import { invalidateOperatorData, operatorData } from '../../cache/operator-data';
import type { Database } from '../../db/database';
import { toSignedCents } from '../../money/cents';
import type { GameFilter, Paging } from './game-query';
import { VENDOR_CODES_DATA } from '../game-wallet/wallet-repository';
import { CLASSIFY_NAMES, GAME_COLUMNS, type GameRow, LANE_TITLES, toGame, vendorLogoUrl } from './game-repository';

/** Changes made straight in the database show within this long. */
export const CATALOGUE_TTL_MS = 60_000;
const NAME = 'game-catalogue';

interface CatalogueGame {
  row: GameRow;
  game: Game;
  enabled: boolean;
  nameLower: string;
  minBetCents: bigint;
  hue: number;
}

interface Vendor {
  vassalage: string;
  displayName: string;
  hue: number;
}

export interface CatalogueSnapshot {
  /** Enabled games in list order (sort_order, id). */
  enabled: CatalogueGame[];
  byType: Map<GameType, CatalogueGame[]>;
  /** Enabled games of a type and vendor (`RNG SPX`), in list order. */
  byTypeVendor: Map<string, CatalogueGame[]>;
  /** The games a filter matched (all pages), the latest RESULTS_KEPT filters; a new snapshot starts empty. */
  results: Map<string, CatalogueGame[]>;
  byId: Map<number, CatalogueGame>;
  vendors: Map<string, Vendor>;
  /** Menu cards in menu order. */
  cards: VendorCard[];
}

async function loadCatalogue(db: Database): Promise<CatalogueSnapshot> {
  const [games, vendors, cards] = await Promise.all([
    db.query<GameRow & { enabled: boolean; name_lower: string; hue: number; sort_order: number }>(
      `SELECT ${GAME_COLUMNS}, g.enabled, g.name_lower, g.hue, g.sort_order
         FROM game g JOIN game_vendor v ON v.vassalage = g.vassalage ORDER BY g.sort_order, g.id`,
    ),
    db.query<{ vassalage: string; display_name: string; hue: number }>('SELECT vassalage, display_name, hue FROM game_vendor'),
    db.query<{ vassalage: string; account_type_id: number; display_name: string; is_hot: boolean; game_type: GameType }>(
      `SELECT t.vassalage, v.account_type_id, v.display_name, t.is_hot, t.game_type
         FROM vendor_game_type t JOIN game_vendor v ON v.vassalage = t.vassalage
        ORDER BY t.sort_order, v.sort_order, t.vassalage`,
    ),
  ]);
  const snapshot: CatalogueSnapshot = {
    enabled: [],
    byType: new Map(),
    byTypeVendor: new Map(),
    results: new Map(),
    byId: new Map(),
    vendors: new Map(),
    cards: [],
  };
  for (const row of games.rows) {
    const entry: CatalogueGame = {
      row,
      game: toGame(row),
      enabled: row.enabled,
      nameLower: row.name_lower,
      minBetCents: toSignedCents(row.min_bet),
      hue: row.hue,
    };
    snapshot.byId.set(row.id, entry);
    if (!row.enabled) continue;
    snapshot.enabled.push(entry);
    const list = snapshot.byType.get(row.game_type) ?? [];
    list.push(entry);
    snapshot.byType.set(row.game_type, list);
    const key = `${row.game_type} ${row.vassalage}`;
    const ofVendor = snapshot.byTypeVendor.get(key) ?? [];
    ofVendor.push(entry);
    snapshot.byTypeVendor.set(key, ofVendor);
  }
  for (const row of vendors.rows) snapshot.vendors.set(row.vassalage, { vassalage: row.vassalage, displayName: row.display_name, hue: row.hue });
  snapshot.cards = cards.rows.map((row) => ({
    vassalage: row.vassalage,
    accountTypeId: row.account_type_id,
    displayName: row.display_name,
    isHot: row.is_hot ? 1 : 0,
    gameType: row.game_type,
    logoUrl: vendorLogoUrl(row.vassalage),
  }));
  return snapshot;
}

/** The catalogue of this database, from memory. */
export function catalogue(db: Database): Promise<CatalogueSnapshot> {
  return operatorData(db, NAME, () => loadCatalogue(db), CATALOGUE_TTL_MS).get();
}

/** An operator changed games or vendors: every process reloads on its next call. */
export function invalidateCatalogue(db: Database): void {
  invalidateOperatorData(db, NAME);
  invalidateOperatorData(db, VENDOR_CODES_DATA);
}

// --- Game list (game-query.ts's gameFilterSql, in memory) ---

function matches(entry: CatalogueGame, filter: Partial<GameFilter>, name: string | undefined, minBet: bigint | null): boolean {
  const row = entry.row;
  if (filter.vassalage && row.vassalage !== filter.vassalage) return false;
  if (filter.gameClassify && row.classify !== filter.gameClassify) return false;
  if (name && !entry.nameLower.includes(name)) return false;
  if (minBet !== null && entry.minBetCents < minBet) return false;
  if (filter.minLineNum !== undefined && filter.minLineNum > 0 && row.line_num < filter.minLineNum) return false;
  if (filter.isTop === 1 && !row.is_hot) return false;
  return true;
}

/** Searches and filters whose matches are kept per snapshot (a popular search is one lookup, then a slice). */
const RESULTS_KEPT = 2_000;

/** Every game the filter matches, in list order: an index for type and vendor, else one pass kept in `results`. */
function matchingGames(snapshot: CatalogueSnapshot, filter: Partial<GameFilter>): CatalogueGame[] {
  const name = filter.gameName?.trim().toLowerCase() || undefined;
  const source = filter.gameType
    ? filter.vassalage
      ? (snapshot.byTypeVendor.get(`${filter.gameType} ${filter.vassalage}`) ?? [])
      : (snapshot.byType.get(filter.gameType) ?? [])
    : snapshot.enabled;
  const narrowed = Boolean(
    (filter.vassalage && !filter.gameType) || filter.gameClassify || name || filter.minBet !== undefined || (filter.minLineNum ?? 0) > 0 || filter.isTop === 1,
  );
  if (!narrowed) return source;
  const key = JSON.stringify([filter.gameType, filter.vassalage, filter.gameClassify, name, filter.minBet, filter.minLineNum, filter.isTop]);
  const kept = snapshot.results.get(key);
  if (kept) return kept;
  const minBet = filter.minBet !== undefined ? toSignedCents(filter.minBet) : null;
  const found = source.filter((entry) => matches(entry, filter, name, minBet));
  if (snapshot.results.size >= RESULTS_KEPT) snapshot.results.delete(snapshot.results.keys().next().value as string);
  snapshot.results.set(key, found);
  return found;
}

export function listGamesFrom(snapshot: CatalogueSnapshot, filter: Partial<GameFilter>, page: Paging): GameListResult {
  const found = matchingGames(snapshot, filter);
  return {
    games: found.slice(page.offset, page.offset + page.pageSize).map((entry) => entry.game),
    totalPages: Math.ceil(found.length / page.pageSize),
  };
}

// --- Menus, lanes, a vendor's types, hot games ---

function groupByType(cards: VendorCard[]): { gameType: GameType; cards: VendorCard[] }[] {
  return GAME_TYPES.map((gameType) => ({ gameType, cards: cards.filter((card) => card.gameType === gameType) })).filter(
    (group) => group.cards.length > 0,
  );
}

export function gameMenusFrom(snapshot: CatalogueSnapshot): GameMenu[] {
  return groupByType(snapshot.cards).map(({ gameType, cards }) => ({ gameType, vendors: cards }));
}

const byCode = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function classificationsFrom(snapshot: CatalogueSnapshot, language: Language, vassalage?: string): Map<GameType, GameClassify[]> {
  const vendorsOf = new Map<string, Set<string>>();
  for (const { row } of snapshot.enabled) {
    if (!row.is_game || row.classify === null || (vassalage && row.vassalage !== vassalage)) continue;
    const key = `${row.game_type}\u0000${row.classify}`;
    const set = vendorsOf.get(key) ?? new Set<string>();
    set.add(row.vassalage);
    vendorsOf.set(key, set);
  }
  const byType = new Map<GameType, GameClassify[]>();
  for (const key of [...vendorsOf.keys()].sort(byCode)) {
    const [gameType, classify] = key.split('\u0000') as [GameType, GameClassifyCode];
    const list = byType.get(gameType) ?? [];
    list.push({ code: classify, name: CLASSIFY_NAMES[classify][language], vendors: [...(vendorsOf.get(key) ?? [])].sort(byCode) });
    byType.set(gameType, list);
  }
  return byType;
}

export function vendorLanesFrom(snapshot: CatalogueSnapshot, language: Language): VendorLane[] {
  const classify = classificationsFrom(snapshot, language);
  return groupByType(snapshot.cards).map(({ gameType, cards }) => ({
    title: LANE_TITLES[gameType][language],
    gameType,
    cards,
    gameClassify: classify.get(gameType) ?? [],
  }));
}

export function vendorGameTypesFrom(
  snapshot: CatalogueSnapshot,
  vassalage: string,
  language: Language,
): { gameTypes: GameType[]; gameClassify: GameClassify[] } | null {
  if (!snapshot.vendors.has(vassalage)) return null;
  const present = new Set(snapshot.enabled.filter((entry) => entry.row.vassalage === vassalage).map((entry) => entry.row.game_type));
  const classify = classificationsFrom(snapshot, language, vassalage);
  const gameTypes = GAME_TYPES.filter((type) => present.has(type));
  return { gameTypes, gameClassify: gameTypes.flatMap((type) => classify.get(type) ?? []) };
}

export function hotGamesFrom(snapshot: CatalogueSnapshot): HotGameGroup[] {
  return HOT_GAME_TYPES.map((gameType) => ({
    gameType,
    games: (snapshot.byType.get(gameType) ?? [])
      .filter((entry) => entry.row.is_hot)
      .slice(0, HOT_GAMES_PER_TYPE)
      .map((entry) => entry.game),
  }));
}

/** Artwork: a game's id, name, type, classification and vendor name (enabled or not, as the image route always served). */
export function gameArtworkFrom(snapshot: CatalogueSnapshot, id: number): GameArt | null {
  const entry = snapshot.byId.get(id);
  return entry
    ? { id, name: entry.row.name, gameType: entry.row.game_type, classify: entry.row.classify, vendorName: entry.row.display_name }
    : null;
}
