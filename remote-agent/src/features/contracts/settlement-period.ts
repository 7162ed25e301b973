import type { api } from '@suite/shared';

/**
 * A settlement period for people, from its key: the settlement's calendar (the platform's settlement
 * day, UTC+8 in the reference API, docs/agent-centre.md), not the viewer's zone, so an agent anywhere
 * reads the same day its salary was computed for. A day ('2026-11-26' -> '2026/11/26'), an hour
 * ('2026-11-26T09' -> '2026/11/26 09:00–10:00'), five minutes ('2026-11-26T23:55' -> '2026/11/26
 * 23:55–00:00'), a half month ('2026-11-H2' -> '2026/11/16 – 2026/11/30'), a week from its Monday
 * ('W2026-11-23' -> '2026/11/23 – 2026/11/29') or a month ('2026-11' -> '2026/11/01 – 2026/11/30').
 * An unknown key is shown as it is.
 */
export function formatSettlementPeriod(record: Pick<api.SettlementRecord, 'period'>): string {
  const key = record.period;
  let match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(key);
  if (match) {
    const [, y, m, d, h, min] = match.map(Number) as number[];
    const end = (h! * 60 + min! + 5) % (24 * 60);
    return `${day(y!, m!, d!)} ${clock(h!, min!)}–${clock(Math.floor(end / 60), end % 60)}`;
  }
  match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2})$/.exec(key);
  if (match) {
    const [, y, m, d, h] = match.map(Number) as number[];
    return `${day(y!, m!, d!)} ${clock(h!, 0)}–${clock((h! + 1) % 24, 0)}`;
  }
  match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (match) {
    const [, y, m, d] = match.map(Number) as number[];
    return day(y!, m!, d!);
  }
  match = /^(\d{4})-(\d{2})-H([12])$/.exec(key);
  if (match) {
    const [, y, m, half] = match.map(Number) as number[];
    return half === 1 ? `${day(y!, m!, 1)} – ${day(y!, m!, 15)}` : `${day(y!, m!, 16)} – ${day(y!, m!, daysInMonth(y!, m!))}`;
  }
  match = /^W(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (match) {
    const [, y, m, d] = match.map(Number) as number[];
    const sunday = new Date(Date.UTC(y!, m! - 1, d! + 6));
    return `${day(y!, m!, d!)} – ${day(sunday.getUTCFullYear(), sunday.getUTCMonth() + 1, sunday.getUTCDate())}`;
  }
  match = /^(\d{4})-(\d{2})$/.exec(key);
  if (match) {
    const [, y, m] = match.map(Number) as number[];
    return `${day(y!, m!, 1)} – ${day(y!, m!, daysInMonth(y!, m!))}`;
  }
  return key;
}

const pad = (value: number) => String(value).padStart(2, '0');
const day = (y: number, m: number, d: number) => `${y}/${pad(m)}/${pad(d)}`;
const clock = (h: number, min: number) => `${pad(h)}:${pad(min)}`;
const daysInMonth = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
