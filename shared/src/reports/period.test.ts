import { DEFAULT_RUNTIME_CONFIG, loadDatePlugins, setRuntimeConfig } from '@suite/shared';
import {
  addDays,
  calendarPeriod,
  checkRange,
  currentDay,
  currentPeriod,
  daysIn,
  formatRange,
  parseDay,
  shiftRange,
  shorterThanMonth,
  toDay,
  toPeriodQuery,
} from './period';

// Strict reading of typed days (customParseFormat): report pages load it with their chunk.
beforeAll(() => loadDatePlugins());
afterEach(() => {
  setRuntimeConfig(DEFAULT_RUNTIME_CONFIG);
  jest.useRealTimers();
});

describe('days', () => {
  it('reads the local day of an instant', () => {
    expect(toDay(new Date(2026, 10, 23, 0, 0, 0))).toBe('2026-11-23');
    expect(toDay(new Date(2026, 10, 23, 23, 59, 59, 999))).toBe('2026-11-23');
  });

  it('accepts only real calendar days', () => {
    expect(parseDay('2026-11-23')).toBe('2026-11-23');
    expect(parseDay('2028-02-29')).toBe('2028-02-29');
    expect(parseDay('2026-02-29')).toBeNull();
    expect(parseDay('2026-04-31')).toBeNull();
    expect(parseDay('2026-13-01')).toBeNull();
    expect(parseDay('2026-1-01')).toBeNull();
    expect(parseDay('yesterday')).toBeNull();
    expect(parseDay('')).toBeNull();
    expect(parseDay(null)).toBeNull();
  });

  it('adds days across month and year ends', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-11-23', -30)).toBe('2026-10-24');
  });

  it('counts both ends of a range', () => {
    expect(daysIn({ first: '2026-11-23', last: '2026-11-23' })).toBe(1);
    expect(daysIn({ first: '2026-03-01', last: '2026-03-31' })).toBe(31);
    expect(daysIn({ first: '2026-02-01', last: '2026-02-28' })).toBe(28);
  });
});

describe('calendar periods', () => {
  it('daily is today', () => {
    expect(calendarPeriod('daily', '2026-11-23')).toEqual({ first: '2026-11-23', last: '2026-11-23' });
  });

  it('weekly runs Monday to Sunday', () => {
    // 2026-11-23 is a Monday, 2026-11-29 a Sunday.
    expect(calendarPeriod('weekly', '2026-11-23')).toEqual({ first: '2026-11-23', last: '2026-11-29' });
    expect(calendarPeriod('weekly', '2026-11-26')).toEqual({ first: '2026-11-23', last: '2026-11-29' });
    expect(calendarPeriod('weekly', '2026-11-29')).toEqual({ first: '2026-11-23', last: '2026-11-29' });
    expect(calendarPeriod('weekly', '2027-01-01')).toEqual({ first: '2026-12-28', last: '2027-01-03' });
  });

  it('semimonthly is the 1st to the 15th, or the 16th to the month end', () => {
    expect(calendarPeriod('semimonthly', '2026-11-01')).toEqual({ first: '2026-11-01', last: '2026-11-15' });
    expect(calendarPeriod('semimonthly', '2026-11-15')).toEqual({ first: '2026-11-01', last: '2026-11-15' });
    expect(calendarPeriod('semimonthly', '2026-11-16')).toEqual({ first: '2026-11-16', last: '2026-11-30' });
    expect(calendarPeriod('semimonthly', '2026-12-20')).toEqual({ first: '2026-12-16', last: '2026-12-31' });
    expect(calendarPeriod('semimonthly', '2026-02-20')).toEqual({ first: '2026-02-16', last: '2026-02-28' });
    expect(calendarPeriod('semimonthly', '2028-02-20')).toEqual({ first: '2028-02-16', last: '2028-02-29' });
  });

  it('monthly is the whole month, whatever its length', () => {
    expect(calendarPeriod('monthly', '2026-11-23')).toEqual({ first: '2026-11-01', last: '2026-11-30' });
    expect(calendarPeriod('monthly', '2026-01-31')).toEqual({ first: '2026-01-01', last: '2026-01-31' });
    expect(calendarPeriod('monthly', '2026-02-10')).toEqual({ first: '2026-02-01', last: '2026-02-28' });
    expect(calendarPeriod('monthly', '2028-02-10')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(calendarPeriod('monthly', '2026-12-01')).toEqual({ first: '2026-12-01', last: '2026-12-31' });
  });
});

describe('current periods stop at today', () => {
  it.each([
    ['daily', '2026-11-23', '2026-11-23'],
    ['weekly', '2026-11-26', '2026-11-23'],
    ['semimonthly', '2026-11-23', '2026-11-16'],
    ['monthly', '2026-11-23', '2026-11-01'],
  ] as const)('%s on %s starts on %s and ends today', (type, today, first) => {
    expect(currentPeriod(type, today)).toEqual({ first, last: today });
  });

  it('keeps the calendar end when today is the last day', () => {
    expect(currentPeriod('monthly', '2026-02-28')).toEqual({ first: '2026-02-01', last: '2026-02-28' });
    expect(currentPeriod('semimonthly', '2026-01-31')).toEqual({ first: '2026-01-16', last: '2026-01-31' });
    expect(currentPeriod('weekly', '2026-11-29')).toEqual({ first: '2026-11-23', last: '2026-11-29' });
  });
});

describe('previous and next 7 or 30 days', () => {
  const today = '2026-11-23';
  const month = { first: '2026-11-01', last: '2026-11-23' };

  it('moves the range back', () => {
    expect(shiftRange({ first: today, last: today }, -7, today)).toEqual({ first: '2026-11-16', last: '2026-11-16' });
    expect(shiftRange(month, -30, today)).toEqual({ first: '2026-10-02', last: '2026-10-24' });
    expect(shiftRange({ first: '2026-03-01', last: '2026-03-31' }, -30, today)).toEqual({ first: '2026-01-30', last: '2026-03-01' });
  });

  it('moves the range forward up to today', () => {
    expect(shiftRange({ first: '2026-11-16', last: '2026-11-16' }, 7, today)).toEqual({ first: today, last: today });
    expect(shiftRange({ first: '2026-10-02', last: '2026-10-24' }, 30, today)).toEqual(month);
  });

  it('refuses to move past today', () => {
    expect(shiftRange({ first: today, last: today }, 7, today)).toBeNull();
    expect(shiftRange({ first: '2026-11-10', last: '2026-11-17' }, 7, today)).toBeNull();
    expect(shiftRange({ first: '2026-10-02', last: '2026-10-24' }, 31, today)).toBeNull();
  });
});

describe('custom ranges', () => {
  const today = '2026-11-23';

  it('accepts a range of up to 92 days ending today at the latest', () => {
    expect(checkRange('2026-11-01', '2026-11-23', today)).toEqual({ ok: true, range: { first: '2026-11-01', last: '2026-11-23' } });
    expect(checkRange('2026-08-24', '2026-11-23', today)).toEqual({ ok: true, range: { first: '2026-08-24', last: '2026-11-23' } });
    expect(checkRange('2026-11-05', '2026-11-05', today)).toEqual({ ok: true, range: { first: '2026-11-05', last: '2026-11-05' } });
  });

  it('refuses more than 92 days instead of clamping', () => {
    expect(checkRange('2026-08-23', '2026-11-23', today)).toEqual({ ok: false, error: 'tooLong' });
  });

  it('refuses an end before the start, a day after today and missing days', () => {
    expect(checkRange('2026-11-10', '2026-11-09', today)).toEqual({ ok: false, error: 'order' });
    expect(checkRange('2026-11-10', '2026-11-24', today)).toEqual({ ok: false, error: 'future' });
    expect(checkRange('', '2026-11-24', today)).toEqual({ ok: false, error: 'missing' });
    expect(checkRange('2026-02-30', '2026-03-02', today)).toEqual({ ok: false, error: 'missing' });
  });
});

describe('what the API gets', () => {
  it('sends [local midnight of the first day, local midnight after the last day)', () => {
    expect(toPeriodQuery({ first: '2026-11-01', last: '2026-11-23' })).toEqual({
      from: new Date(2026, 10, 1).toISOString(),
      to: new Date(2026, 10, 24).toISOString(),
    });
    expect(toPeriodQuery({ first: '2026-12-31', last: '2026-12-31' })).toEqual({
      from: new Date(2026, 11, 31).toISOString(),
      to: new Date(2027, 0, 1).toISOString(),
    });
  });

  it('shows the range as YYYY/MM/DD – YYYY/MM/DD', () => {
    expect(formatRange({ first: '2026-11-01', last: '2026-11-23' })).toBe('2026/11/01 – 2026/11/23');
  });
});

it('tells when a range is shorter than the month so far', () => {
  expect(shorterThanMonth({ first: '2026-11-23', last: '2026-11-23' }, '2026-11-23')).toBe(true);
  expect(shorterThanMonth({ first: '2026-11-01', last: '2026-11-23' }, '2026-11-23')).toBe(false);
  expect(shorterThanMonth({ first: '2026-11-01', last: '2026-11-01' }, '2026-11-01')).toBe(false);
});

describe("the operator's week start (config.json weekStart)", () => {
  // 2026-11-25 is a Wednesday.
  it("'this week' starts on Monday with weekStart 1 (the default)", () => {
    expect(calendarPeriod('weekly', '2026-11-25')).toEqual({ first: '2026-11-23', last: '2026-11-29' });
    expect(currentPeriod('weekly', '2026-11-25')).toEqual({ first: '2026-11-23', last: '2026-11-25' });
  });

  it("'this week' starts on Sunday with weekStart 0", () => {
    setRuntimeConfig({ weekStart: 0 });
    expect(calendarPeriod('weekly', '2026-11-25')).toEqual({ first: '2026-11-22', last: '2026-11-28' });
    expect(currentPeriod('weekly', '2026-11-25')).toEqual({ first: '2026-11-22', last: '2026-11-25' });
    // A Sunday opens its own week, where with Monday weeks it closes the previous one.
    expect(calendarPeriod('weekly', '2026-11-29')).toEqual({ first: '2026-11-29', last: '2026-12-05' });
    setRuntimeConfig({ weekStart: 1 });
    expect(calendarPeriod('weekly', '2026-11-29')).toEqual({ first: '2026-11-23', last: '2026-11-29' });
  });

  it("'last week' is the week before, whatever the start", () => {
    setRuntimeConfig({ weekStart: 6 });
    const thisWeek = calendarPeriod('weekly', '2026-11-25');
    expect(thisWeek).toEqual({ first: '2026-11-21', last: '2026-11-27' });
    expect(shiftRange(thisWeek, -7, '2026-11-25')).toEqual({ first: '2026-11-14', last: '2026-11-20' });
  });
});

describe("the operator's time zone (config.json timeZone)", () => {
  // 02:00 UTC on 1 December: already Tuesday 1 December in Manila, still Monday 30 November in Bogota.
  const instant = new Date('2026-12-01T02:00:00Z');

  it('reads today in the zone', () => {
    expect(toDay(instant, 'Asia/Manila')).toBe('2026-12-01');
    expect(toDay(instant, 'America/Bogota')).toBe('2026-11-30');
    jest.useFakeTimers({ now: instant });
    expect(currentDay('Asia/Manila')).toBe('2026-12-01');
    expect(currentDay('America/Bogota')).toBe('2026-11-30');
    setRuntimeConfig({ timeZone: 'Asia/Manila' });
    expect(currentDay()).toBe('2026-12-01');
    expect(currentPeriod('monthly', currentDay())).toEqual({ first: '2026-12-01', last: '2026-12-01' });
    setRuntimeConfig({ timeZone: 'America/Bogota' });
    expect(currentDay()).toBe('2026-11-30');
    expect(currentPeriod('monthly', currentDay())).toEqual({ first: '2026-11-01', last: '2026-11-30' });
  });

  it("sends the zone's midnights", () => {
    const range = { first: '2026-11-01', last: '2026-11-23' };
    expect(toPeriodQuery(range, 'Asia/Manila')).toEqual({ from: '2026-10-31T16:00:00.000Z', to: '2026-11-23T16:00:00.000Z' });
    expect(toPeriodQuery(range, 'America/Bogota')).toEqual({ from: '2026-11-01T05:00:00.000Z', to: '2026-11-24T05:00:00.000Z' });
    setRuntimeConfig({ timeZone: 'Asia/Manila' });
    expect(toPeriodQuery(range)).toEqual({ from: '2026-10-31T16:00:00.000Z', to: '2026-11-23T16:00:00.000Z' });
  });

  it('keeps whole days across a daylight-saving change (a 23-hour day is still one day)', () => {
    // New York moves from EST (-5) to EDT (-4) on 2026-03-08.
    expect(toPeriodQuery({ first: '2026-03-08', last: '2026-03-08' }, 'America/New_York')).toEqual({
      from: '2026-03-08T05:00:00.000Z',
      to: '2026-03-09T04:00:00.000Z',
    });
    expect(daysIn({ first: '2026-03-01', last: '2026-03-31' })).toBe(31);
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
  });
});

it('refuses to read a typed day before the date plugins are in, instead of taking 2026-02-30 as 2 March', () => {
  // A second copy of shared's singletons (jotai's store) warns about itself: not what this test is about.
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.isolateModules(() => {
    // A fresh @suite/shared (and dayjs) whose date plugins were never loaded.
    const fresh = jest.requireActual<typeof import('./period')>('./period');
    expect(() => fresh.parseDay('2026-02-30')).toThrow(/loadDatePlugins/);
  });
  jest.restoreAllMocks();
});
