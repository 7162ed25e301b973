import { DEFAULT_RUNTIME_CONFIG, setRuntimeConfig } from '../config/runtime-config';
import { i18n, initI18n } from '../i18n/i18n';
import { datePluginsLoaded, dayjs, loadDatePlugins, siteTimeZone, siteWeekStart } from './dayjs';

// 2026-11-25 is a Wednesday; the zone is passed explicitly so the machine's TZ does not matter.
const wednesday = () => dayjs.tz('2026-11-25 12:00', 'Asia/Manila');
const weekOf = (moment = wednesday()) => [moment.startOf('week').format('YYYY-MM-DD'), moment.endOf('week').format('YYYY-MM-DD')];

afterEach(() => setRuntimeConfig(DEFAULT_RUNTIME_CONFIG));

describe("the week starts on the operator's day (config.json weekStart)", () => {
  it('is Monday by default', () => {
    expect(siteWeekStart()).toBe(1);
    expect(weekOf()).toEqual(['2026-11-23', '2026-11-29']);
  });

  it('follows the configuration, not the language or the browser', () => {
    setRuntimeConfig({ weekStart: 0 });
    expect(weekOf()).toEqual(['2026-11-22', '2026-11-28']);
    setRuntimeConfig({ weekStart: 6 });
    expect(weekOf()).toEqual(['2026-11-21', '2026-11-27']);
    setRuntimeConfig({ weekStart: 1 });
    expect(weekOf()).toEqual(['2026-11-23', '2026-11-29']);
  });

  it('holds for a day that is itself the first day of the week', () => {
    setRuntimeConfig({ weekStart: 0 });
    expect(weekOf(dayjs.tz('2026-11-22 00:00', 'Asia/Manila'))).toEqual(['2026-11-22', '2026-11-28']);
  });
});

describe("the operator's time zone", () => {
  it("is dayjs.tz's default, so dayjs().tz() shows the operator's time", () => {
    setRuntimeConfig({ timeZone: 'Asia/Manila' });
    expect(siteTimeZone()).toBe('Asia/Manila');
    expect(dayjs('2026-01-31T15:59:05Z').tz().format('YYYY/MM/DD HH:mm:ss')).toBe('2026/01/31 23:59:05');
    setRuntimeConfig({ timeZone: 'America/Bogota' });
    expect(dayjs('2026-01-31T15:59:05Z').tz().format('YYYY/MM/DD HH:mm:ss')).toBe('2026/01/31 10:59:05');
    expect(dayjs.tz('2026-01-31').toISOString()).toBe('2026-01-31T05:00:00.000Z');
  });

  it('gives the start of the day, week and month in the zone (today differs between Manila and Bogota)', () => {
    const instant = dayjs('2026-12-01T02:00:00Z'); // Tuesday 10:00 in Manila, Monday 21:00 (Nov 30) in Bogota
    expect(instant.tz('Asia/Manila').startOf('day').toISOString()).toBe('2026-11-30T16:00:00.000Z');
    expect(instant.tz('America/Bogota').startOf('day').toISOString()).toBe('2026-11-30T05:00:00.000Z');
    expect(instant.tz('Asia/Manila').startOf('month').format('YYYY-MM-DD')).toBe('2026-12-01');
    expect(instant.tz('America/Bogota').startOf('month').format('YYYY-MM-DD')).toBe('2026-11-01');
    expect(instant.tz('America/Bogota').subtract(1, 'month').startOf('month').format('YYYY-MM-DD')).toBe('2026-10-01');
  });
});

describe('date plugins and locales on demand', () => {
  beforeAll(async () => {
    await initI18n();
  });

  afterAll(async () => {
    await i18n.changeLanguage('es');
  });

  it('loads strict parsing, ISO weeks and localized formats, and the locale of the language on screen', async () => {
    await i18n.changeLanguage('es');
    await loadDatePlugins();
    expect(datePluginsLoaded()).toBe(true);
    expect(dayjs('2026-02-30', 'YYYY-MM-DD', true).isValid()).toBe(false);
    expect(dayjs('2026-02-28', 'YYYY-MM-DD', true).isValid()).toBe(true);
    expect(wednesday().isoWeekday()).toBe(3);
    expect(dayjs.locale()).toBe('es');
    expect(wednesday().format('D MMMM YYYY')).toBe('25 noviembre 2026');
    expect(wednesday().format('LL')).toBe('25 de noviembre de 2026');
  });

  it('follows a language change, keeping the week start of the configuration', async () => {
    await loadDatePlugins();
    setRuntimeConfig({ weekStart: 0 });
    await i18n.changeLanguage('en');
    expect(dayjs.locale()).toBe('en');
    expect(wednesday().format('MMMM')).toBe('November');
    expect(weekOf()).toEqual(['2026-11-22', '2026-11-28']);
    await i18n.changeLanguage('es');
    expect(dayjs.locale()).toBe('es');
    expect(weekOf()).toEqual(['2026-11-22', '2026-11-28']);
  });
});

it('never breaks on a setting that skipped config.json\'s checks: the browser zone and Monday instead', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  setRuntimeConfig({ timeZone: 'Mars/Olympus_Mons', weekStart: 9 as never });
  expect(siteTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  expect(siteWeekStart()).toBe(1);
  expect(dayjs('2026-01-31T15:59:05Z').tz().isValid()).toBe(true);
  expect(warn).toHaveBeenCalledTimes(1);
  warn.mockRestore();
});
