import { api } from '@suite/shared';

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

/** The maintenance end time in the visitor's time zone and language, or null when none or unreadable. */
export function formatEndTime(value: string | null | undefined, language: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'es-ES', { dateStyle: 'long', timeStyle: 'short' }).format(date);
}
