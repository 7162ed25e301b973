/**
 * The settings every page reads (system status, white-label switches, registration fields,
 * customer service links, the rest of the boot call `permission`) from memory (cache/operator-data.ts): the operator's admin routes
 * (system status, switches, registration fields) invalidate them in every process of the cluster;
 * a change made straight in the database shows within SITE_SETTINGS_TTL_MS. Features that decide
 * with a setting (registration, login) still read the database.
 */
import { invalidateOperatorData, operatorData } from '../../cache/operator-data';
import type { Database } from '../../db/database';
import { COCKFIGHT_PROVIDERS, ESPORTS_PROVIDERS, type GameProviderSplit } from '@suite/shared/contract';
import {
  readCustomerService,
  readDomainRoute,
  readRegisterSettings,
  readResources,
  readSiteSetting,
  readStatusSetting,
  readWhitelabelTree,
} from './system-repository';

export const SITE_SETTINGS_TTL_MS = 5_000;
const NAME = 'site-settings';

async function load(db: Database) {
  const [status, whitelabel, register, customerService, resources, analytics, route, imageCDNs, launchGameCDNs, split] = await Promise.all([
    readStatusSetting(db),
    readWhitelabelTree(db),
    readRegisterSettings(db),
    readCustomerService(db),
    readResources(db),
    readSiteSetting<{ gtagId: string | null }>(db, 'analytics', { gtagId: null }),
    readDomainRoute(db, 0),
    // null = the operator stored no list: the route then names the API's configured origins.
    readSiteSetting<string[] | null>(db, 'imageCDNs', null),
    readSiteSetting<string[] | null>(db, 'launchGameCDNs', null),
    readSiteSetting<GameProviderSplit>(db, 'gameProviderSplit', { esports: [...ESPORTS_PROVIDERS], cockfight: [...COCKFIGHT_PROVIDERS] }),
  ]);
  // `permission`: the rest of what the boot call (GET permission) answers.
  return { status, whitelabel, register, customerService, permission: { resources, analytics, route, imageCDNs, launchGameCDNs, split } };
}

export type SiteSettings = Awaited<ReturnType<typeof load>>;

export function siteSettings(db: Database): Promise<SiteSettings> {
  return operatorData(db, NAME, () => load(db), SITE_SETTINGS_TTL_MS).get();
}

/** An operator changed a setting: every process reloads on its next call. */
export function invalidateSiteSettings(db: Database): void {
  invalidateOperatorData(db, NAME);
}
