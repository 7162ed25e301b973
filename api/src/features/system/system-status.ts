import { SYSTEM_STATUS, type SystemStatusCode } from '@suite/shared/contract';
import type { StatusSetting } from './system-repository';

export const ALL_COUNTRIES = '*';

/** Region restriction applies when it is on and the list holds the visitor's country or '*'. */
export function isRegionRestricted(setting: Pick<StatusSetting, 'regionRestriction' | 'blockedCountries'>, countryCode: string): boolean {
  return (
    setting.regionRestriction &&
    (setting.blockedCountries.includes(ALL_COUNTRIES) || setting.blockedCountries.includes(countryCode))
  );
}

/** Maintenance wins over region restriction. */
export function statusCode(setting: StatusSetting, countryCode: string): SystemStatusCode {
  if (setting.maintenance) return SYSTEM_STATUS.maintenance;
  if (isRegionRestricted(setting, countryCode)) return SYSTEM_STATUS.regionRestricted;
  return SYSTEM_STATUS.normal;
}

export interface StatusChange {
  maintenance: boolean;
  maintenanceEndTime?: string | null;
  regionRestriction?: boolean;
  blockedCountries?: string[];
}

/**
 * The operator's change applied to the current switches. Omitted fields keep their value, except
 * that turning maintenance off clears its end time.
 */
export function applyStatusChange(current: StatusSetting, change: StatusChange): Omit<StatusSetting, 'updatedAt'> {
  const endTime = change.maintenanceEndTime === undefined ? current.maintenanceEndTime : change.maintenanceEndTime;
  return {
    maintenance: change.maintenance,
    maintenanceEndTime: change.maintenance && endTime ? new Date(endTime).toISOString() : null,
    regionRestriction: change.regionRestriction ?? current.regionRestriction,
    blockedCountries: change.blockedCountries
      ? [...new Set(change.blockedCountries.map((code) => code.toUpperCase()))]
      : current.blockedCountries,
  };
}
