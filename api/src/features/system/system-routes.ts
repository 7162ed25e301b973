import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  COCKFIGHT_PROVIDERS,
  customerServiceList,
  domainRoute,
  ESPORTS_PROVIDERS,
  type GameProviderSplit,
  permission,
  registerSettings,
  systemStatus,
  type VisitorLocation,
  whitelabel,
} from '@suite/shared/contract';
import type { Database } from '../../db/database';
import type { CountryLookup } from '../../geo/ip-country';
import { normalizeIp } from '../../geo/ip-country';
import { serve } from '../../http/serve';
import {
  readCustomerService,
  readDomainRoute,
  readRegisterSettings,
  readResources,
  readSiteSetting,
  readStatusSetting,
  readWhitelabelTree,
} from './system-repository';
import { isRegionRestricted, statusCode } from './system-status';

export interface SystemRoutesDeps {
  db: Database;
  lookupCountry: CountryLookup;
  /** The image and launch hosts while the operator has stored no list (config.cdnOrigins). */
  cdnOrigins?: readonly string[];
}

export function registerSystemRoutes(app: FastifyInstance, { db, lookupCountry, cdnOrigins = [] }: SystemRoutesDeps): void {
  const locate = (request: FastifyRequest): VisitorLocation => {
    const ip = normalizeIp(request.ip);
    return { ip, countryCode: lookupCountry(ip) };
  };

  serve(app, systemStatus, {
    handler: async (_input, request) => {
      const setting = await readStatusSetting(db);
      const { ip, countryCode } = locate(request);
      return { status: statusCode(setting, countryCode), maintenanceEndTime: setting.maintenanceEndTime, ip };
    },
  });

  serve(app, permission, {
    input: {
      type: 'object',
      required: ['url'],
      properties: { url: { type: 'string', minLength: 1, maxLength: 2048, pattern: '^\\S+$' } },
    },
    handler: async (_input, request) => {
      const location = locate(request);
      const [setting, tree, validators, resources, customerService, analytics, route, imageCDNs, launchGameCDNs, split] =
        await Promise.all([
          readStatusSetting(db),
          readWhitelabelTree(db),
          readRegisterSettings(db),
          readResources(db),
          readCustomerService(db),
          readSiteSetting<{ gtagId: string | null }>(db, 'analytics', { gtagId: null }),
          readDomainRoute(db, 0),
          // An operator's stored list wins; else the origins this API is configured to be reachable on.
          readSiteSetting<string[]>(db, 'imageCDNs', [...cdnOrigins]),
          readSiteSetting<string[]>(db, 'launchGameCDNs', [...cdnOrigins]),
          readSiteSetting<GameProviderSplit>(db, 'gameProviderSplit', {
            esports: [...ESPORTS_PROVIDERS],
            cockfight: [...COCKFIGHT_PROVIDERS],
          }),
        ]);
      return {
        info: {
          whitelabel: tree,
          registerValidators: validators,
          resources,
          customerService,
          analytics: { gtagId: analytics.gtagId ?? null },
          domainRoute: route,
          imageCDNs,
          launchGameCDNs,
          location,
          maintenance: setting.maintenance,
          regionRestriction: isRegionRestricted(setting, location.countryCode),
          gameProviderSplit: split,
        },
      };
    },
  });

  serve(app, whitelabel, { handler: () => readWhitelabelTree(db) });

  serve(app, registerSettings, { handler: () => readRegisterSettings(db) });

  serve(app, domainRoute, {
    input: {
      type: 'object',
      required: ['device'],
      properties: { device: { type: 'integer', enum: [0, 3] } },
    },
    handler: (input) => readDomainRoute(db, input.device),
  });

  serve(app, customerServiceList, { handler: () => readCustomerService(db) });
}
