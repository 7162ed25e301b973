import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { normalizeIp } from '../../geo/ip-country';
import type { ServerKeys } from '../crypto/server-keys';
import type { ServerSecrets } from '../crypto/server-secrets';
import type { Sessions } from '../session/sessions';
import type { Courier } from '../verification/courier';
import type { AccountsConfig } from './accounts-config';
import type { BackgroundTasks } from './background';
import type { RateLimiter } from './rate-limiter';

/** What the accounts features share (made once in register-account-features). */
export interface AccountsContext {
  db: Database;
  config: AccountsConfig;
  secrets: ServerSecrets;
  keys: ServerKeys;
  limiter: RateLimiter;
  sessions: Sessions;
  courier: Courier;
  background: BackgroundTasks;
  /** The site's default country (SUITE_DEFAULT_COUNTRY): its dialing code when a request leaves countryDialingCode out. */
  defaultCountry?: string;
}

export const clientIp = (request: FastifyRequest): string => normalizeIp(request.ip);
