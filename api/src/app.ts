import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { forgetOperatorData } from './cache/operator-data';
import { type AppConfig, loadAppConfig } from './config';
import type { Database } from './db/database';
import { registerAccountFeatures } from './features/accounts/register-account-features';
import { registerAgentContracts } from './features/agent-contracts/register-agent-contracts';
import { registerAgentTeam } from './features/agent-team/register-agent-team';
import { registerBonusRoutes } from './features/bonus/bonus-routes';
import { registerCashierAdminRoutes } from './features/cashier/cashier-admin-routes';
import { registerCashierRoutes } from './features/cashier/cashier-routes';
import { registerPasswordLockAdminRoutes } from './features/cashier/password-lock-admin-routes';
import { registerSimulatedGateway } from './features/cashier/simulated-gateway';
import { registerContentRoutes } from './features/content/content-routes';
import { registerFeedbackAdminRoutes } from './features/feedback/feedback-admin-routes';
import { registerFeedbackRoutes } from './features/feedback/feedback-routes';
import { registerGameWalletRoutes } from './features/game-wallet/game-wallet-routes';
import { registerLiveEvents } from './features/events/register-live-events';
import { registerCatalogueAdminRoutes } from './features/games/catalogue-admin-routes';
import { registerGameRoutes } from './features/games/game-routes';
import { registerHealthRoutes } from './features/health/health-routes';
import { registerHelpRoutes } from './features/help/help-routes';
import { registerLaunchRoutes } from './features/launch/launch-routes';
import { createMemberLoginSessions } from './features/launch/login-bound-sessions';
import { registerLottery } from './features/lottery/lottery-feature';
import { registerMessageAdminRoutes } from './features/messages/message-admin-routes';
import { registerMessageRoutes } from './features/messages/message-routes';
import { registerRankRoutes } from './features/rank/rank-routes';
import { registerRebateRoutes } from './features/rebate/rebate-routes';
import { registerRecordsRoutes } from './features/records/records-routes';
import { registerReferralRoutes } from './features/referral/referral-routes';
import { registerResponsible } from './features/responsible/register-responsible';
import { registerRewards } from './features/rewards/register-rewards';
import { registerLoyalty } from './features/loyalty/register-loyalty';
import { registerLobby } from './features/lobby/lobby-routes';
import { registerSecurityRoutes } from './features/security/security-routes';
import { registerAdminRoutes } from './features/system/admin-routes';
import { registerSystemRoutes } from './features/system/system-routes';
import { createCountryLookup } from './geo/ip-country';
import { installAdminAudit } from './http/admin-auth';
import { installErrorHandling } from './http/error-handling';
import { clientErrorEnvelope, frameworkErrorEnvelope, installInputGuards } from './http/input-guards';
import { installNoStore } from './http/no-store';
import { installTokenHeader, TOKEN_HEADER } from './http/token-header';
import { formatValidationErrors } from './http/validation-message';

export interface BuildAppOptions {
  /** Migrated and seeded (see prepareDatabase); the caller closes it after the app. */
  db: Database;
  /** Overrides of the configuration read from the environment. */
  config?: Partial<AppConfig>;
  logger?: FastifyServerOptions['logger'];
}

/** The HTTP app, not yet listening: main.ts listens, tests use `app.inject`. */
export async function buildApp({ db, config: overrides = {}, logger = false }: BuildAppOptions): Promise<FastifyInstance> {
  const config: AppConfig = { ...loadAppConfig(), ...overrides };
  const app = Fastify({
    logger,
    // The host's static server proxies /wps, /lgw and /lotto from the same machine.
    trustProxy: 'loopback',
    bodyLimit: 1024 * 1024,
    // Reject unknown body fields instead of silently dropping them.
    ajv: { customOptions: { removeAdditional: false } },
    schemaErrorFormatter: formatValidationErrors,
    // Answers Fastify and Node give before the error handler (414, 431, bad URL) are envelopes too.
    frameworkErrors: frameworkErrorEnvelope,
    clientErrorHandler: clientErrorEnvelope,
  });

  // Before everything else: spec-strict's `token` header is read as the Bearer credential.
  installTokenHeader(app);
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'Authorization', TOKEN_HEADER, 'Accept-Language', 'Idempotency-Key', 'Last-Event-ID'],
    exposedHeaders: ['Retry-After'],
    // The captcha cookie (HttpOnly, SameSite=Strict) also reaches an API on another origin of the same site.
    credentials: true,
    maxAge: 600,
  });
  await app.register(rateLimit, { global: true, max: config.rateLimit.max, timeWindow: config.rateLimit.timeWindowMs });
  await app.register(formbody);
  installNoStore(app);
  // Every request to /admin leaves an audit row, also when refused before a route's own hook runs.
  installAdminAudit(app, db);
  installErrorHandling(app, app.rateLimit);
  // Before any route: NUL bytes and non-string amounts are a 400 on every route.
  installInputGuards(app);

  // Operator data kept in memory for this database (cache/operator-data.ts) goes with the app.
  app.addHook('onClose', async () => forgetOperatorData(db));
  registerHealthRoutes(app, { db });
  registerSystemRoutes(app, { db, lookupCountry: createCountryLookup(config.ipCountries, config.defaultCountry), cdnOrigins: config.cdnOrigins });
  // Admin routes always exist: named accounts (http/admin-auth.ts) decide who gets in.
  registerAdminRoutes(app, { db, adminToken: config.adminToken });
  registerCashierAdminRoutes(app, { db, adminToken: config.adminToken, bonusLimits: config.bonusLimits });
  registerPasswordLockAdminRoutes(app, { db, adminToken: config.adminToken, now: config.accounts.now });
  registerMessageAdminRoutes(app, { db, adminToken: config.adminToken });
  registerFeedbackAdminRoutes(app, { db, adminToken: config.adminToken });
  registerCatalogueAdminRoutes(app, { db, adminToken: config.adminToken });
  const accounts = registerAccountFeatures(app, { db, config });
  // Game and lobby sessions live only while the login that opened them does (idle limit included).
  const loginSessions = createMemberLoginSessions({ idleMs: config.accounts.sessionIdleMs });
  registerLottery(app, { db, authenticate: accounts.authenticate, frameAncestors: config.corsOrigins, loginSessions });
  registerContentRoutes(app, { db });
  registerHelpRoutes(app, { db });
  registerGameRoutes(app, { db, authenticate: accounts.authenticate });
  registerLaunchRoutes(app, { db, authenticate: accounts.authenticate, frameAncestors: config.corsOrigins, loginSessions, now: config.accounts.now });
  registerGameWalletRoutes(app, { db, authenticate: accounts.authenticate });
  const payPageSecret = config.simulatedGateway ? config.gatewaySecret : null;
  registerCashierRoutes(app, { db, authenticate: accounts.authenticate, gatewaySecret: config.gatewaySecret, payPageSecret, now: config.accounts.now });
  if (payPageSecret) registerSimulatedGateway(app, { db, secret: payPageSecret });
  registerRecordsRoutes(app, { db, authenticate: accounts.authenticate });
  registerBonusRoutes(app, { db, authenticate: accounts.authenticate });
  registerRebateRoutes(app, { db, authenticate: accounts.authenticate });
  registerMessageRoutes(app, { db, authenticate: accounts.authenticate });
  registerLiveEvents(app, { db, sessions: accounts.sessions, config });
  registerSecurityRoutes(app, { db, config, authenticate: accounts.authenticate, sessions: accounts.sessions });
  registerReferralRoutes(app, { db, authenticate: accounts.authenticate });
  registerRankRoutes(app, { db, authenticate: accounts.authenticate, now: config.accounts.now });
  registerFeedbackRoutes(app, { db, authenticate: accounts.authenticate });
  registerRewards(app, { db, authenticate: accounts.authenticate, adminToken: config.adminToken, now: config.accounts.now });
  registerLoyalty(app, { db, authenticate: accounts.authenticate, adminToken: config.adminToken, now: config.accounts.now });
  registerAgentContracts(app, { db, authenticate: accounts.authenticate, adminToken: config.adminToken, now: config.accounts.now });
  registerAgentTeam(app, { db, authenticate: accounts.authenticate, adminToken: config.adminToken, now: config.accounts.now, passwordMaxAgeMs: config.accounts.passwordMaxAgeMs });
  registerResponsible(app, { db, config });
  registerLobby(app, { db, adminToken: config.adminToken, now: config.accounts.now });
  return app;
}
