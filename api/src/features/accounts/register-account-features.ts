/**
 * The accounts part in one call (app.ts): sessions and login, verification (proof of work,
 * captcha, SMS), registration, passwords, member calls, balance, the E-flag key, and the
 * operator's admin routes. Returns the session check the game features take.
 */
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import { registerCryptoRoutes } from '../crypto/crypto-routes';
import { decryptBodyHook } from '../crypto/payload-decryption';
import { createServerKeys } from '../crypto/server-keys';
import { createServerSecrets } from '../crypto/server-secrets';
import { registerMemberRoutes } from '../member/member-routes';
import { registerPasswordRoutes } from '../member/password-routes';
import { registerRegisterRoutes } from '../member/register-routes';
import type { Authenticate } from '../player-auth/player-auth';
import { installPasswordChangeGate } from '../session/password-change-gate';
import { decorateMember, sessionAuthenticate } from '../session/require-member';
import { registerSessionRoutes } from '../session/session-routes';
import { createSessions, type Sessions } from '../session/sessions';
import { registerSiteSettingsAdminRoutes } from '../site-settings/site-settings-admin-routes';
import { devOutboxCourier, noGatewayCourier } from '../verification/courier';
import { registerAccountsAdminRoutes } from '../verification/dev-admin-routes';
import { registerVerificationRoutes } from '../verification/verification-routes';
import { registerWalletRoutes } from '../wallet/wallet-routes';
import { type BackgroundTasks, createBackgroundTasks } from './background';
import type { AccountsContext } from './context';
import { startHousekeeping, sweepExpired } from './housekeeping';
import { createRateLimiter } from './rate-limiter';

export interface AccountFeatures {
  /** The caller of a request from its Bearer token (for the game features' T routes). */
  authenticate: Authenticate;
  /** Work still running after an answer (tests wait for it). */
  background: BackgroundTasks;
  sweepExpired(): Promise<void>;
  /** The login sessions (features that end sessions must also drop them from memory). */
  sessions: Sessions;
}

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountFeatures;
  }
}

export function registerAccountFeatures(app: FastifyInstance, { db, config }: { db: Database; config: AppConfig }): AccountFeatures {
  const settings = config.accounts;
  const context: AccountsContext = {
    db,
    config: settings,
    secrets: createServerSecrets(db),
    keys: createServerKeys(db),
    limiter: createRateLimiter(db, settings.now),
    sessions: createSessions(db, { idleMs: settings.sessionIdleMs, maxMs: settings.sessionMaxMs, now: settings.now }),
    courier: settings.production ? noGatewayCourier((text) => app.log.warn(text)) : devOutboxCourier(db),
    background: createBackgroundTasks((error) => app.log.error({ err: error }, 'accounts background task failed')),
    defaultCountry: config.defaultCountry,
  };
  decorateMember(app);
  // Before any T route: a session held to a password change calls only the change and logout (issue 26 #12).
  installPasswordChangeGate(app, context.sessions);
  const decrypt = decryptBodyHook(context.keys);

  registerCryptoRoutes(app, context);
  registerVerificationRoutes(app, context);
  registerSessionRoutes(app, context, decrypt);
  registerRegisterRoutes(app, context, decrypt);
  registerPasswordRoutes(app, context, decrypt);
  registerMemberRoutes(app, context);
  registerWalletRoutes(app, context);
  registerSiteSettingsAdminRoutes(app, { db, adminToken: config.adminToken });
  registerAccountsAdminRoutes(app, { db, adminToken: config.adminToken, outbox: !settings.production });
  startHousekeeping(app, context);

  const features: AccountFeatures = {
    authenticate: sessionAuthenticate(context.sessions),
    background: context.background,
    sweepExpired: () => sweepExpired(context),
    sessions: context.sessions,
  };
  app.decorate('accounts', features);
  return features;
}
