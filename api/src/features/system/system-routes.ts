import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  customerServiceList,
  domainRoute,
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
import { siteSettings } from './site-settings-cache';
import { readDomainRoute } from './system-repository';
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
      const setting = (await siteSettings(db)).status;
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
      const { status: setting, whitelabel: tree, register: validators, customerService, permission: boot } = await siteSettings(db);
      const { resources, analytics, route, split } = boot;
      // An operator's stored list wins; else the origins this API is configured to be reachable on.
      const imageCDNs = boot.imageCDNs ?? [...cdnOrigins];
      const launchGameCDNs = boot.launchGameCDNs ?? [...cdnOrigins];
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

  // Read by every page: from memory (site-settings-cache.ts).
  serve(app, whitelabel, { handler: async () => (await siteSettings(db)).whitelabel });

  serve(app, registerSettings, { handler: async () => (await siteSettings(db)).register });

  serve(app, domainRoute, {
    input: {
      type: 'object',
      required: ['device'],
      properties: { device: { type: 'integer', enum: [0, 3] } },
    },
    handler: (input) => readDomainRoute(db, input.device),
  });

  serve(app, customerServiceList, { handler: async () => (await siteSettings(db)).customerService });
}
