import { DEFAULT_RUNTIME_CONFIG, setRuntimeConfig } from '../config/runtime-config';
import { formatClock, formatDrawDate, toSiteTime } from './dates';
import { siteTimeZone } from './dayjs';

describe('date formats', () => {
  const moment = new Date(2026, 0, 5, 9, 3, 7);

  it('shows the header clock as YYYY/MM/DD HH:mm:ss', () => {
    expect(formatClock(moment)).toBe('2026/01/05 09:03:07');
    expect(formatClock(new Date(2026, 11, 31, 23, 59, 59))).toBe('2026/12/31 23:59:59');
  });

  it('shows a draw date as YYYY.MM.DD', () => {
    expect(formatDrawDate(moment)).toBe('2026.01.05');
    expect(formatDrawDate('2025-03-09')).toBe('2025.03.09');
  });

  it('shows a dash for a date that cannot be read', () => {
    expect(formatClock('not a date')).toBe('—');
    expect(formatDrawDate(null)).toBe('—');
  });
});

describe('reading the moments the API sends', () => {
  it('reads a date or date-time without a zone as local time (the draw happens on that calendar day)', () => {
    expect(formatDrawDate('2026-11-28')).toBe('2026.11.28');
    expect(formatClock('2026-11-28 18:15:00')).toBe('2026/11/28 18:15:00');
    expect(formatClock('2026-11-28T00:00:05.250')).toBe('2026/11/28 00:00:05');
    expect(formatDrawDate('2026/03/09')).toBe('2026.03.09');
  });

  it('reads a moment with a zone, and epoch milliseconds, in the browser time zone', () => {
    const moment = new Date(2026, 10, 28, 18, 15, 0);
    expect(formatClock(moment.toISOString())).toBe('2026/11/28 18:15:00');
    expect(formatClock(moment.getTime())).toBe('2026/11/28 18:15:00');
  });

  it('shows a dash for an invalid Date, a non-finite number or an empty string', () => {
    expect(formatClock(new Date(Number.NaN))).toBe('—');
    expect(formatClock(Number.NaN)).toBe('—');
    expect(formatDrawDate('')).toBe('—');
  });
});

describe("the operator's time zone (config.json timeZone)", () => {
  afterEach(() => setRuntimeConfig(DEFAULT_RUNTIME_CONFIG));

  const instant = '2026-01-31T15:59:05Z';

  it('shows the clock and draw dates in the zone it is given', () => {
    expect(formatClock(instant, 'Asia/Manila')).toBe('2026/01/31 23:59:05');
    expect(formatClock(instant, 'America/Bogota')).toBe('2026/01/31 10:59:05');
    expect(formatDrawDate('2026-01-31T20:00:00Z', 'Asia/Manila')).toBe('2026.02.01');
    expect(formatDrawDate('2026-01-31T20:00:00Z', 'America/Bogota')).toBe('2026.01.31');
  });

  it('uses the configured zone by default, whatever the browser is set to', () => {
    setRuntimeConfig({ timeZone: 'Asia/Manila' });
    expect(siteTimeZone()).toBe('Asia/Manila');
    expect(formatClock(instant)).toBe('2026/01/31 23:59:05');
    expect(formatClock(new Date(instant).getTime())).toBe('2026/01/31 23:59:05');
    setRuntimeConfig({ timeZone: 'America/Bogota' });
    expect(formatClock(instant)).toBe('2026/01/31 10:59:05');
  });

  it('falls back to the browser zone when config.json names none', () => {
    expect(siteTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('reads a date-time without a zone as a wall-clock time of the zone', () => {
    expect(formatClock('2026-11-28 18:15:00', 'Asia/Manila')).toBe('2026/11/28 18:15:00');
    expect(formatClock('2026-11-28 18:15:00', 'America/Bogota')).toBe('2026/11/28 18:15:00');
    expect(toSiteTime('2026-11-28 18:15:00', 'Asia/Manila')?.toISOString()).toBe('2026-11-28T10:15:00.000Z');
    expect(toSiteTime('2026-11-28 18:15:00', 'America/Bogota')?.toISOString()).toBe('2026-11-28T23:15:00.000Z');
    // Across a daylight-saving change (New York moves to EDT on 2026-03-08 at 02:00).
    expect(toSiteTime('2026-03-08 12:00', 'America/New_York')?.toISOString()).toBe('2026-03-08T16:00:00.000Z');
    expect(toSiteTime('2026-03-07 12:00', 'America/New_York')?.toISOString()).toBe('2026-03-07T17:00:00.000Z');
  });

  it('shows a dash for what cannot be read, in any zone', () => {
    expect(formatClock('not a date', 'Asia/Manila')).toBe('—');
    expect(toSiteTime(null, 'Asia/Manila')).toBeNull();
    expect(toSiteTime('', 'Asia/Manila')).toBeNull();
  });
});
