import { toDay, type Day } from '../period';

/** Today in the player's time zone, read at each render (a page left open past midnight moves on). */
export function useToday(): Day {
  return toDay(new Date());
}
