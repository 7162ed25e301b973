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
