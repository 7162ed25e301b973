import type { FastifyInstance } from 'fastify';
import { countries, helpCenter } from '@suite/shared/contract';
import type { Database } from '../../db/database';
import { requestLanguage } from '../../http/language';
import { serve } from '../../http/serve';
import { readCountries, readHelpSections } from './help-repository';

/** Both calls take no parameters: anything in the query is refused. */
const NO_QUERY = { type: 'object', properties: {}, additionalProperties: false };

/** Help center (in the request's language) and the country dialing codes (spec 1 §7). */
export function registerHelpRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  serve(app, helpCenter, { input: NO_QUERY, handler: (_input, request) => readHelpSections(db, requestLanguage(request)) });
  serve(app, countries, { input: NO_QUERY, handler: () => readCountries(db) });
}
