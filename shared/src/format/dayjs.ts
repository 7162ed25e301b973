/**
 * The suite's one dayjs, configured once (docs/libraries.md "dayjs"). Apps get `dayjs` from
 * @suite/shared (lint bans importing 'dayjs' anywhere else) and use its own API:
 * `dayjs().tz(siteTimeZone()).startOf('week')`, `.subtract(1, 'month')`, `.format('YYYY/MM/DD')`.
 *
 * - First paint (the header clock): dayjs, utc and timezone, nothing else.
 * - `loadDatePlugins()`: customParseFormat (strict `dayjs(value, 'YYYY-MM-DD', true)`), isoWeek,
 *   localizedFormat and the locale of the language on screen, in chunks of their own. A page that uses
 *   them awaits it before it renders (the member centre's record pages do, page-components.ts).
 * - The locale follows the suite's i18next language (`languageChanged`); English is built into dayjs,
 *   Spanish is a chunk loaded once a page has asked for the date plugins. Both carry the operator's
 *   week start (config.json `weekStart`), so `startOf('week')` never depends on the language.
 * - The operator's time zone is config.json `timeZone` (`siteTimeZone()`, also dayjs.tz's default).
 */
import dayjs, { type Dayjs } from 'dayjs';
import type {} from 'dayjs/plugin/customParseFormat';
import type {} from 'dayjs/plugin/isoWeek';
import type {} from 'dayjs/plugin/localizedFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import {
  canonicalTimeZone,
  DEFAULT_WEEK_START,
  getRuntimeConfig,
  isWeekStart,
  onRuntimeConfigChange,
  type WeekStart,
} from '../config/runtime-config';
import { currentLanguage, i18n } from '../i18n/i18n';
import type { Language } from '../i18n/languages';

dayjs.extend(utc);
dayjs.extend(timezone);

export { dayjs, type Dayjs };

/** The settings in use, checked again here: `setRuntimeConfig` takes values that never went through config.json's parser. */
let zone = dayjs.tz.guess();
let weekStart: WeekStart = DEFAULT_WEEK_START;

/** The operator's time zone (config.json `timeZone`), else the one the browser reports. */
export function siteTimeZone(): string {
  return zone;
}

/** The operator's first day of the week (config.json `weekStart`, 0 Sunday, default 1 Monday). */
export function siteWeekStart(): WeekStart {
  return weekStart;
}

/** The dayjs locales that are not built in (dayjs ships English), each a chunk of its own. */
const LOCALE_CHUNKS: Record<Exclude<Language, 'en'>, () => Promise<{ default: ILocale }>> = {
  es: () => import(/* webpackChunkName: "dayjs-es" */ 'dayjs/locale/es'),
};

/** The current language's dayjs locale with the operator's week start, as the global locale. */
function applyLocale(): void {
  const language = currentLanguage();
  // A language whose locale is not in yet shows English names until it is; the week start is right anyway.
  const base = dayjs.Ls[language] ?? dayjs.Ls.en;
  if (base) dayjs.locale({ ...base, weekStart: siteWeekStart() });
}

const localeLoads = new Map<Language, Promise<void>>();

function loadLocale(language: Language): Promise<void> {
  if (language === 'en' || dayjs.Ls[language]) return Promise.resolve();
  let load = localeLoads.get(language);
  if (!load) {
    load = LOCALE_CHUNKS[language]().then(
      ({ default: locale }) => {
        // Registered, not made global: applyLocale picks the language on screen when it runs.
        dayjs.locale(locale, undefined, true);
      },
      (error: unknown) => {
        localeLoads.delete(language);
        throw error;
      },
    );
    localeLoads.set(language, load);
  }
  return load;
}

let plugins: Promise<void> | undefined;
let pluginsLoaded = false;

/**
 * customParseFormat, isoWeek, localizedFormat and the locale of the language on screen. Loaded once;
 * rejects when a chunk cannot be fetched (a later call tries again), so a page that awaits it fails into
 * its retry instead of running without them.
 */
export function loadDatePlugins(): Promise<void> {
  plugins ??= Promise.all([
    import(/* webpackChunkName: "dayjs-plugins" */ 'dayjs/plugin/customParseFormat'),
    import(/* webpackChunkName: "dayjs-plugins" */ 'dayjs/plugin/isoWeek'),
    import(/* webpackChunkName: "dayjs-plugins" */ 'dayjs/plugin/localizedFormat'),
    loadLocale(currentLanguage()),
  ]).then(
    ([customParseFormat, isoWeek, localizedFormat]) => {
      dayjs.extend(customParseFormat.default);
      dayjs.extend(isoWeek.default);
      dayjs.extend(localizedFormat.default);
      pluginsLoaded = true;
      applyLocale();
    },
    (error: unknown) => {
      plugins = undefined;
      throw error;
    },
  );
  return plugins;
}

/** True once `loadDatePlugins()` has resolved (strict parsing, ISO weeks and localized formats work). */
export function datePluginsLoaded(): boolean {
  return pluginsLoaded;
}

function followLanguage(): void {
  applyLocale();
  // The new language's names are only fetched for pages that use them (they asked for the plugins).
  if (!plugins) return;
  loadLocale(currentLanguage()).then(applyLocale, (error: unknown) => {
    console.warn('[suite] the dayjs locale could not be loaded', error);
  });
}

function followConfig(): void {
  const config = getRuntimeConfig();
  const configured = config.timeZone ? canonicalTimeZone(config.timeZone) : null;
  if (config.timeZone && !configured) console.warn(`[suite] unknown time zone ${JSON.stringify(config.timeZone)}: using the browser's`);
  zone = configured ?? dayjs.tz.guess();
  weekStart = isWeekStart(config.weekStart) ? config.weekStart : DEFAULT_WEEK_START;
  dayjs.tz.setDefault(zone);
  applyLocale();
}

followConfig();
onRuntimeConfigChange(followConfig);
i18n.on('languageChanged', followLanguage);
