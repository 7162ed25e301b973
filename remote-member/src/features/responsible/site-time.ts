import { toSiteTime, type DateInput } from '@suite/shared';

/** A moment in the operator's time zone, to the minute: 2026/11/24 10:30 ('—' when unreadable). */
export function formatSiteTime(moment: DateInput): string {
  return toSiteTime(moment)?.format('YYYY/MM/DD HH:mm') ?? '—';
}

/** 'YYYY-MM' as the month's name in the language on screen ("noviembre de 2026", "November 2026"). */
export function formatMonth(month: string, language: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  const date = Date.UTC(Number(match[1]), Number(match[2]) - 1, 1);
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}
