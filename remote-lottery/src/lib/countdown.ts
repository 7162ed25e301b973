import { dayjs } from '@suite/shared';

export interface CountdownParts {
  days: number;
  /** HH:MM:SS of what is left beyond whole days. */
  clock: string;
}

/**
 * Splits a remaining time (ms) into whole days and HH:MM:SS. Seconds round up, so the display
 * reaches 00:00:00 only when the time is really up.
 */
export function countdownParts(ms: number): CountdownParts {
  // The time left as a moment after the epoch, in UTC so that no zone or daylight-saving hour shifts it.
  const epoch = dayjs.utc(0);
  const left = epoch.add(Math.max(0, Math.ceil(ms / 1000)), 'second');
  return { days: left.diff(epoch, 'day'), clock: left.format('HH:mm:ss') };
}
