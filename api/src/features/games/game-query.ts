/**
 * The game hall's query rules, as SQL conditions: one game type; optional vendor, classification,
 * name (case-insensitive contains), minimum bet and line count at least the value, hot only.
 * Pure, so the rules are testable without a database.
 */
import { GAME_PAGE_SIZE, GAME_PAGE_SIZE_MAX, type GameQuery } from '@suite/shared/contract';

export interface SqlFilter {
  /** Conditions on `g` (the game table) joined with AND. */
  where: string;
  params: unknown[];
}

export type GameFilter = Pick<GameQuery, 'gameType' | 'vassalage' | 'gameClassify' | 'gameName' | 'minBet' | 'minLineNum' | 'isTop'>;

/** LIKE pattern for "contains", with the user's % _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** WHERE of the game list; `firstParam` is the number of the first `$n` it may use. */
export function gameFilterSql(filter: Partial<GameFilter>, firstParam = 1): SqlFilter {
  const conditions = ['g.enabled'];
  const params: unknown[] = [];
  const add = (sql: (n: string) => string, value: unknown): void => {
    params.push(value);
    conditions.push(sql(`$${firstParam + params.length - 1}`));
  };
  if (filter.gameType) add((n) => `g.game_type = ${n}`, filter.gameType);
  if (filter.vassalage) add((n) => `g.vassalage = ${n}`, filter.vassalage);
  if (filter.gameClassify) add((n) => `g.classify = ${n}`, filter.gameClassify);
  const name = filter.gameName?.trim();
  if (name) add((n) => `g.name_lower LIKE lower(${n})`, containsPattern(name));
  if (filter.minBet !== undefined) add((n) => `g.min_bet >= ${n}::numeric`, filter.minBet);
  if (filter.minLineNum !== undefined && filter.minLineNum > 0) add((n) => `g.line_num >= ${n}`, filter.minLineNum);
  if (filter.isTop === 1) conditions.push('g.is_hot');
  return { where: conditions.join(' AND '), params };
}

export interface Paging {
  pageNo: number;
  pageSize: number;
  offset: number;
}

/** pageNo from 1; pageSize 15 by default, never above 100. */
export function paging(pageNo: number | undefined, pageSize: number | undefined): Paging {
  const page = Math.max(1, Math.floor(pageNo ?? 1));
  const size = Math.min(GAME_PAGE_SIZE_MAX, Math.max(1, Math.floor(pageSize ?? GAME_PAGE_SIZE)));
  return { pageNo: page, pageSize: size, offset: (page - 1) * size };
}

export const totalPages = (count: number, pageSize: number): number => Math.ceil(count / pageSize);
