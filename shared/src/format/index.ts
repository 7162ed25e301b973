export * from './money';
export * from './dates';
export { dayjs, type Dayjs, siteTimeZone, siteWeekStart, loadDatePlugins, datePluginsLoaded } from './dayjs';
