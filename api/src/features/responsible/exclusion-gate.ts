/**
 * "An excluded member's other calls are refused too": one onRequest hook for every T route of the
 * contract (as the password-change gate), answering 403 with the ExclusionRefusal when the caller's
 * member is closed by a time-out or self-exclusion. Starting an exclusion ends every session, and every
 * login path refuses a closed account, so this only meets a session that raced the exclusion (or was
 * opened by a path nobody thought of): defence in depth. startExclusion stays open (a longer one may
 * still replace the current one; nothing shorter is accepted) and so does logout.
 *
 * Each member's answer is kept for CACHE_MS (a database read at most that often per member); this
 * process forgets it at once when it starts an exclusion.
 */
import type { FastifyInstance } from 'fastify';
import { logout, startExclusion } from '@suite/shared/contract';
import type { Queryable } from '../../db/database';
import { memberRouteKeys } from '../../http/no-store';
import { sessionMemberOf } from '../session/require-member';
import type { Sessions } from '../session/sessions';
import { closureOf, exclusionRefusal, type ExclusionRow, readCurrentExclusion } from './exclusion-state';

const CACHE_MS = 5_000;
const CACHE_MAX = 10_000;

export interface ExclusionGate {
  /** Forget a member's cached answer (an exclusion started or a return was asked here). */
  forget(memberId: string): void;
}

export function installExclusionGate(app: FastifyInstance, { db, sessions, now }: { db: Queryable; sessions: Sessions; now: () => Date }): ExclusionGate {
  const routes = memberRouteKeys();
  const open = new Set([logout, startExclusion].map((endpoint) => `${endpoint.method} ${endpoint.path}`));
  const cache = new Map<string, { row: ExclusionRow | null; until: number }>();
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url;
    if (route === undefined || request.headers.authorization === undefined) return;
    const key = `${request.method === 'HEAD' ? 'GET' : request.method} ${route}`;
    if (!routes.has(key) || open.has(key)) return;
    const member = await sessionMemberOf(sessions, request);
    if (!member) return;
    let entry = cache.get(member.memberId);
    if (!entry || entry.until <= Date.now()) {
      entry = { row: await readCurrentExclusion(db, member.memberId), until: Date.now() + CACHE_MS };
      if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
      cache.set(member.memberId, entry);
    }
    const closure = closureOf(entry.row, now());
    if (closure) throw exclusionRefusal(closure);
  });
  return { forget: (memberId) => void cache.delete(memberId) };
}
