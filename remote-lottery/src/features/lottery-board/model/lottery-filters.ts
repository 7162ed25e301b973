import { api, dayjs, siteTimeZone } from '@suite/shared';
import type { Lottery } from './lottery';

/** Week days of the filter, 1..7 with Sunday 1 (spec 2 §9). */
export const WEEKDAYS = api.DRAW_DAYS;
export type Weekday = api.DrawDayOfWeek;

export interface LotteryFilters {
  /** null: every day. */
  weekday: Weekday | null;
  search: string;
}

/** Lower case without accents, so "ho chi minh" finds "Hồ Chí Minh" and "da nang" "Đà Nẵng". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .trim();
}

export function matchesSearch(lottery: Lottery, search: string): boolean {
  const query = foldText(search);
  if (query === '') return true;
  return [lottery.gameName, lottery.gameCode, lottery.remark].some((text) => foldText(text).includes(query));
}

export function drawsOn(lottery: Lottery, weekday: Weekday | null): boolean {
  return weekday === null || lottery.drawDayOfWeek.includes(weekday);
}

export function filterLotteries(lotteries: readonly Lottery[], { weekday, search }: LotteryFilters): Lottery[] {
  return lotteries.filter((lottery) => drawsOn(lottery, weekday) && matchesSearch(lottery, search));
}

/** The week day (1..7, Sunday 1) of an instant in `zone` (default: the operator's time zone). */
export function weekdayOf(date: Date | number, zone: string = siteTimeZone()): Weekday {
  return (dayjs(date).tz(zone).day() + 1) as Weekday;
}
