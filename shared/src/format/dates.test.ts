import { formatClock, formatDrawDate } from './dates';

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
