import { api, toMinorUnits } from '@suite/shared';
import { clampPageNo } from '../../games/components/paging';

export type ListType = api.GameListType;
export const LIST_TYPES: readonly ListType[] = ['all', 'hot', 'fav', 'recent'];
/** Lists that need a login (spec 2 §5) and take no search or filters (the API has none for them). */
export const MEMBER_LIST_TYPES: readonly ListType[] = ['fav', 'recent'];

/**
 * Everything the hall shows is in the URL, so back, forward and reload keep it. Parameter names:
 * `page` is the list-type tab (spec 2 §2: tabs by query page={tab}), `vassalage` the vendor; the
 * others are the game query's own field names. Defaults are left out of the URL.
 */
export const HALL_PARAMS = {
  listType: 'page',
  vassalage: 'vassalage',
  gameClassify: 'gameClassify',
  gameName: 'gameName',
  minBet: 'minBet',
  minLineNum: 'minLineNum',
  pageNo: 'pageNo',
} as const;

/** The minimum-lines filter (spec 2 §2 "25 lines or more"; the game query's minLineNum). */
export const MIN_LINE_OPTIONS: readonly number[] = [25];

export interface HallQuery {
  listType: ListType;
  vassalage: string | null;
  gameClassify: api.GameClassifyCode | null;
  /** The search text as typed (trimmed when sent). */
  gameName: string;
  /** One of MIN_BET_OPTIONS, or null for all. */
  minBet: api.Money | null;
  /** One of MIN_LINE_OPTIONS, or null for all. */
  minLineNum: number | null;
  pageNo: number;
}

export const DEFAULT_HALL_QUERY: HallQuery = { listType: 'all', vassalage: null, gameClassify: null, gameName: '', minBet: null, minLineNum: null, pageNo: 1 };

/** The API's limit on gameName. */
export const GAME_NAME_MAX = 50;
const VASSALAGE = /^[A-Z0-9_]{2,20}$/;

function oneOf<T extends string>(list: readonly T[], value: string | null): T | null {
  return value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;
}

/** The min-bet option equal to a value ('0.1' and '0.10' are the same option). */
export function minBetOption(value: string | null): api.Money | null {
  if (value === null) return null;
  const cents = toMinorUnits(value);
  if (cents === null) return null;
  return api.MIN_BET_OPTIONS.find((option) => toMinorUnits(option) === cents) ?? null;
}

/** The min-lines option equal to a value, or null. */
export function minLineOption(value: string | null): number | null {
  if (value === null || !/^\d{1,6}$/.test(value)) return null;
  const lines = Number(value);
  return MIN_LINE_OPTIONS.includes(lines) ? lines : null;
}

/** Reads the URL; anything unknown or malformed falls back to the default, never breaks the page. */
export function parseHallQuery(params: URLSearchParams): HallQuery {
  const vassalage = params.get(HALL_PARAMS.vassalage);
  const pageNo = Number(params.get(HALL_PARAMS.pageNo) ?? '1');
  return {
    listType: oneOf(LIST_TYPES, params.get(HALL_PARAMS.listType)) ?? 'all',
    vassalage: vassalage !== null && VASSALAGE.test(vassalage) ? vassalage : null,
    gameClassify: oneOf(api.GAME_CLASSIFY_CODES, params.get(HALL_PARAMS.gameClassify)),
    gameName: (params.get(HALL_PARAMS.gameName) ?? '').slice(0, GAME_NAME_MAX),
    minBet: minBetOption(params.get(HALL_PARAMS.minBet)),
    minLineNum: minLineOption(params.get(HALL_PARAMS.minLineNum)),
    pageNo: Number.isInteger(pageNo) && pageNo >= 1 ? pageNo : 1,
  };
}

/** Writes the hall's part of the URL over `base`, keeping parameters that are not the hall's. */
export function writeHallQuery(query: HallQuery, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const name of Object.values(HALL_PARAMS)) next.delete(name);
  if (query.listType !== 'all') next.set(HALL_PARAMS.listType, query.listType);
  if (query.vassalage) next.set(HALL_PARAMS.vassalage, query.vassalage);
  if (query.gameClassify) next.set(HALL_PARAMS.gameClassify, query.gameClassify);
  if (query.gameName) next.set(HALL_PARAMS.gameName, query.gameName);
  if (query.minBet) next.set(HALL_PARAMS.minBet, query.minBet);
  if (query.minLineNum !== null) next.set(HALL_PARAMS.minLineNum, String(query.minLineNum));
  if (query.pageNo > 1) next.set(HALL_PARAMS.pageNo, String(query.pageNo));
  return next;
}

export type HallChange =
  | { kind: 'vendor'; vassalage: string | null }
  | { kind: 'listType'; listType: ListType }
  | { kind: 'search'; gameName: string }
  | { kind: 'classify'; gameClassify: api.GameClassifyCode | null }
  | { kind: 'minBet'; minBet: api.Money | null }
  | { kind: 'minLineNum'; minLineNum: number | null }
  | { kind: 'page'; pageNo: number; totalPages: number };

const RESET_FILTERS = { pageNo: 1, gameClassify: null, minBet: null, minLineNum: null } as const;

/**
 * The reset rules of spec 2 §2: changing the vendor, the list type or the search goes back to page 1
 * and clears the filters (classification, minimum bet, minimum lines); the three do not clear each other, except
 * that the member lists (fav, recent) have no search, so moving to one clears it. A filter change
 * goes back to page 1. Choosing what is already chosen changes nothing.
 */
export function applyHallChange(query: HallQuery, change: HallChange): HallQuery {
  switch (change.kind) {
    case 'vendor':
      return change.vassalage === query.vassalage ? query : { ...query, ...RESET_FILTERS, vassalage: change.vassalage };
    case 'listType':
      if (change.listType === query.listType) return query;
      return {
        ...query,
        ...RESET_FILTERS,
        listType: change.listType,
        gameName: MEMBER_LIST_TYPES.includes(change.listType) ? '' : query.gameName,
      };
    case 'search': {
      const gameName = change.gameName.slice(0, GAME_NAME_MAX);
      return gameName.trim() === query.gameName.trim() ? { ...query, gameName } : { ...query, ...RESET_FILTERS, gameName };
    }
    case 'classify':
      return change.gameClassify === query.gameClassify ? query : { ...query, gameClassify: change.gameClassify, pageNo: 1 };
    case 'minBet':
      return change.minBet === query.minBet ? query : { ...query, minBet: change.minBet, pageNo: 1 };
    case 'minLineNum':
      return change.minLineNum === query.minLineNum ? query : { ...query, minLineNum: change.minLineNum, pageNo: 1 };
    case 'page':
      return { ...query, pageNo: clampPageNo(change.pageNo, change.totalPages) };
  }
}
