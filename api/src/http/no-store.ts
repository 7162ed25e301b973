import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as contract from '@suite/shared/contract';

/**
 * `Cache-Control: no-store` on every reply a browser, proxy or CDN must never keep (issue 11, browser
 * side; docs/security.md): every route of the contract that needs the member's token (T flag:
 * balance, member info, records...), every reply to a request that carries credentials (a session
 * token or an admin token: whatever the route, the answer may be the member's), every reply that is
 * not a read (login answers hold a token) and every error envelope. Public reads without credentials
 * (catalogue, settings, images) keep the cache policy their route sets.
 */
export const NO_STORE = 'no-store';

type AnyEndpoint = contract.Endpoint<unknown, unknown>;

function isEndpoint(value: unknown): value is AnyEndpoint {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<AnyEndpoint>;
  return typeof candidate.method === 'string' && typeof candidate.path === 'string' && typeof candidate.auth === 'boolean';
}

/** "METHOD /path" of every contract endpoint with the T flag (needs the member's token). */
export function memberRouteKeys(endpoints: readonly unknown[] = Object.values(contract)): ReadonlySet<string> {
  return new Set(endpoints.filter(isEndpoint).filter((endpoint) => endpoint.auth).map((endpoint) => `${endpoint.method} ${endpoint.path}`));
}

/**
 * Sessions are bearer tokens (Authorization, or spec-strict's `token` header); admin calls carry x-admin-token. Cookies are not credentials here (the
 * site's cookies are the remember-me form fields, sent with every image too): they do not count.
 */
const CREDENTIAL_HEADERS = ['authorization', 'token', 'x-admin-token'] as const;

export function mustNotStore(request: FastifyRequest, reply: FastifyReply, memberRoutes: ReadonlySet<string>): boolean {
  if (reply.statusCode >= 400) return true;
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  if (method !== 'GET') return true;
  if (CREDENTIAL_HEADERS.some((name) => request.headers[name] !== undefined)) return true;
  const route = request.routeOptions.url;
  return route !== undefined && memberRoutes.has(`${method} ${route}`);
}

/** Registers the hook; call before any route so every route (and the 404 handler) gets it. */
export function installNoStore(app: FastifyInstance, memberRoutes: ReadonlySet<string> = memberRouteKeys()): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (mustNotStore(request, reply, memberRoutes)) reply.header('cache-control', NO_STORE);
    return payload;
  });
}
