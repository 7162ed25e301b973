/**
 * The operator's side of the wrong-password locks (issue 26, security/password-guard.ts): see the
 * members locked now and lift a lock early (scripts/cashier locks, scripts/cashier unlock ACCOUNT).
 * Behind the admin accounts like every /admin route, so each call leaves its admin_audit row.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { adminAuth } from '../../http/admin-auth';
import { HttpError, ok } from '../../http/envelope';
import { liftPasswordLocks, listPasswordLocks, PASSWORD_KINDS, type PasswordKind } from '../security/password-guard';

export interface PasswordLockAdminDeps {
  db: Database;
  adminToken: string | null;
  now?: () => Date;
}

/** Who acted: the x-operator header (the admin account, set by adminAuth), else 'operator'. */
function operatorOf(request: FastifyRequest): string {
  const name = request.headers['x-operator'];
  return typeof name === 'string' && /^[\w.@-]{1,40}$/.test(name) ? name : 'operator';
}

export function registerPasswordLockAdminRoutes(app: FastifyInstance, { db, adminToken, now = () => new Date() }: PasswordLockAdminDeps): void {
  const onRequest = adminAuth(app, { db, devSecret: adminToken });

  app.get('/admin/cashier/password-locks', { onRequest }, async () => ok(await listPasswordLocks(db, now())));

  app.post<{ Body: { account: string; kind?: PasswordKind | 'all' } }>(
    '/admin/cashier/password-locks/unlock',
    {
      onRequest,
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['account'],
          properties: {
            account: { type: 'string', minLength: 1, maxLength: 64 },
            kind: { type: 'string', enum: [...PASSWORD_KINDS, 'all'], default: 'all' },
          },
        },
      },
    },
    async (request) => {
      const { account, kind = 'all' } = request.body;
      const { rows } = await db.query<{ id: string; account: string }>('SELECT id, account FROM member WHERE lower(account) = lower($1)', [account.trim()]);
      const member = rows[0];
      if (!member) throw new HttpError(404, `No member ${account}`);
      const kinds = kind === 'all' ? PASSWORD_KINDS : [kind];
      const unlocked = await liftPasswordLocks(db, member.id, kinds, now(), operatorOf(request));
      request.log.warn({ memberId: member.id, kinds, unlocked, operator: operatorOf(request) }, 'password lock lifted');
      return ok({ memberId: member.id, account: member.account, unlocked });
    },
  );
}
