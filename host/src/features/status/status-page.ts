import { api, siteTimeZone, toSiteTime } from '@suite/shared';

export type StatusView = 'checking' | 'site' | 'maintenance' | 'regionBlocked';

/**
 * What the root shows for a system status (spec 2 §2): 0 the site, 1 maintenance, 2 region blocked;
 * maintenance wins over region restriction. A failed status call shows the site: an API hiccup must
 * not lock players out.
 */
export function statusView(status: Pick<api.SystemStatus, 'status'> | null | 'failed'): StatusView {
  if (status === null) return 'checking';
  if (status === 'failed') return 'site';
  if (status.status === api.SYSTEM_STATUS.maintenance) return 'maintenance';
  if (status.status === api.SYSTEM_STATUS.regionRestricted) return 'regionBlocked';
  return 'site';
}

/**
 * The maintenance end time in the operator's time zone (config.json `timeZone`) and the visitor's
 * language, or null when none or unreadable. Read with shared's dayjs; written by Intl, whose long
 * localized dates cost no bytes (dayjs would need localizedFormat and its locales before this page).
 */
export function formatEndTime(value: string | null | undefined, language: string): string | null {
  const end = value ? toSiteTime(value) : null;
  if (!end) return null;
  const options = { dateStyle: 'long', timeStyle: 'short', timeZone: siteTimeZone() } as const;
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'es-ES', options).format(end.toDate());
}
