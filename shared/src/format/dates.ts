import dayjs, { type ConfigType } from 'dayjs';

const INVALID_DATE = '—';

function format(date: ConfigType, pattern: string): string {
  const value = dayjs(date);
  return value.isValid() ? value.format(pattern) : INVALID_DATE;
}

/** Header clock of spec 1 §2, in the browser's time zone: 2026/01/31 23:59:05. */
export function formatClock(date: ConfigType = new Date()): string {
  return format(date, 'YYYY/MM/DD HH:mm:ss');
}

/** Lottery draw date: 2026.01.31. */
export function formatDrawDate(date: ConfigType): string {
  return format(date, 'YYYY.MM.DD');
}
