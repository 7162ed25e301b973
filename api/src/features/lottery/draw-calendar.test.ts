import { apiWeekday, type DrawSchedule, nextDrawSlot, zonedTime } from './draw-calendar';

const at = (iso: string): number => Date.parse(iso);
const iso = (ms: number): string => new Date(ms).toISOString();

const VN = 'Asia/Ho_Chi_Minh';
const MON = 2;
const SAT = 7;
/** TP. Hồ Chí Minh: Monday and Saturday at 16:15 local (09:15 UTC), bets close 15 minutes before. */
const hcm: DrawSchedule = { kind: 'regional', drawDays: [MON, SAT], drawLocalTime: '16:15', timeZone: VN, lockSeconds: 900 };
const fastEvery = (minutes: number, timeZone = VN): DrawSchedule => ({ kind: 'fast', intervalSeconds: minutes * 60, timeZone, lockSeconds: 30 });

describe('week days', () => {
  it('counts Sunday as 1 and Saturday as 7', () => {
    expect(apiWeekday(2026, 2, 1)).toBe(1); // Sunday
    expect(apiWeekday(2026, 2, 2)).toBe(2); // Monday
    expect(apiWeekday(2026, 1, 31)).toBe(7); // Saturday
  });
});

describe('regional draws', () => {
  it('draws today when today is a draw day and the time is still ahead, numbered by the local date', () => {
    const slot = nextDrawSlot(hcm, at('2026-01-31T08:00:00Z')); // Saturday 15:00 in Vietnam
    expect(slot).toEqual({ numero: '20260131', drawTime: at('2026-01-31T09:15:00Z'), lockTime: at('2026-01-31T09:00:00Z') });
  });

  it('skips to the next draw day once the draw time has come', () => {
    expect(iso(nextDrawSlot(hcm, at('2026-01-31T09:15:00Z')).drawTime)).toBe('2026-02-02T09:15:00.000Z'); // Monday
    expect(iso(nextDrawSlot(hcm, at('2026-02-02T10:00:00Z')).drawTime)).toBe('2026-02-07T09:15:00.000Z'); // Saturday
  });

  it('uses the local date of the time zone, not the UTC one', () => {
    // Sunday 23:30 UTC is already Monday 06:30 in Vietnam: Monday's draw is the same local day.
    const slot = nextDrawSlot(hcm, at('2026-02-01T23:30:00Z'));
    expect(slot.numero).toBe('20260202');
    expect(iso(slot.drawTime)).toBe('2026-02-02T09:15:00.000Z');
  });

  it('follows daylight saving time in zones that have it', () => {
    const madrid: DrawSchedule = { kind: 'regional', drawDays: [1, 2, 3, 4, 5, 6, 7], drawLocalTime: '18:15', timeZone: 'Europe/Madrid', lockSeconds: 0 };
    expect(iso(nextDrawSlot(madrid, at('2026-07-01T00:00:00Z')).drawTime)).toBe('2026-07-01T16:15:00.000Z');
    expect(iso(nextDrawSlot(madrid, at('2026-12-01T00:00:00Z')).drawTime)).toBe('2026-12-01T17:15:00.000Z');
    expect(iso(zonedTime(2026, 3, 29, 12, 0, 'Europe/Madrid'))).toBe('2026-03-29T10:00:00.000Z');
  });
});

describe('fast draws', () => {
  it('falls on the next multiple of the interval, locked 30 s before', () => {
    const slot = nextDrawSlot(fastEvery(3), at('2026-01-31T00:00:00Z')); // 07:00 in Vietnam
    expect(iso(slot.drawTime)).toBe('2026-01-31T00:03:00.000Z');
    expect(iso(slot.lockTime)).toBe('2026-01-31T00:02:30.000Z');
    // 07:03 is the 141st three-minute draw of the local day.
    expect(slot.numero).toBe('202601310141');
  });

  it('numbers the draw at local midnight as the last of the day and restarts at 1', () => {
    expect(nextDrawSlot(fastEvery(1), at('2026-01-31T16:59:30Z')).numero).toBe('202601311440');
    expect(nextDrawSlot(fastEvery(1), at('2026-01-31T17:00:00Z')).numero).toBe('202602010001');
  });

  it('never repeats a number on a 25-hour day', () => {
    const hourly: DrawSchedule = { kind: 'fast', intervalSeconds: 3600, timeZone: 'Europe/Madrid', lockSeconds: 30 };
    const numeros: string[] = [];
    let after = at('2026-10-24T22:00:00Z'); // local midnight of the day the clocks go back
    for (let i = 0; i < 25; i += 1) {
      const slot = nextDrawSlot(hourly, after);
      numeros.push(slot.numero);
      after = slot.drawTime;
    }
    expect(new Set(numeros).size).toBe(25);
    expect(numeros.every((numero) => numero.startsWith('20261025'))).toBe(true);
    expect(numeros.at(-1)).toBe('202610250025');
  });
});
