import { currentDay, type Day } from '../period';

/** Today in the operator's time zone, read at each render (a page left open past midnight moves on). */
export function useToday(): Day {
  return currentDay();
}
