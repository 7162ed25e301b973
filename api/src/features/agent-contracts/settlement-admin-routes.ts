/**
 * The operator's settlement routes (scripts/settlement), behind the named admin accounts and audited
 * like every /admin route. run: settle a closed period (each contract once; what was settled before
 * is shown as it was recorded). replay: the same, and each recorded line also shows what a
 * computation gives now (nothing is paid twice). preview: what the period would pay, paying nothing.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { adminAuth, adminNameOf } from '../../http/admin-auth';
import { HttpError, ok } from '../../http/envelope';
import { PeriodNotClosedError, periodOfKey, settlePeriod } from './settlement';
import { CONTRACT_TYPES, type ContractType } from './settlement-periods';

export const SETTLEMENT_ADMIN_PATH = '/admin/agent-settlement';
const MODES = ['run', 'replay', 'preview'] as const;
type Mode = (typeof MODES)[number];

export function registerSettlementAdminRoutes(app: FastifyInstance, { db, adminToken, now }: { db: Database; adminToken: string | null; now: () => Date }): void {
  const onRequest = adminAuth(app, { db, devSecret: adminToken });
  app.post<{ Params: { mode: Mode }; Body: { type: ContractType; period: string } }>(
    `${SETTLEMENT_ADMIN_PATH}/:mode`,
    {
      onRequest,
      schema: {
        params: { type: 'object', properties: { mode: { type: 'string', enum: [...MODES] } } },
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['type', 'period'],
          properties: { type: { type: 'string', enum: [...CONTRACT_TYPES] }, period: { type: 'string', minLength: 4, maxLength: 20 } },
        },
      },
    },
    async (request) => {
      const { mode } = request.params;
      const { type, period: key } = request.body;
      const period = periodOfKey(type, key);
      if (!period) throw new HttpError(400, `Not a ${type} period: ${key}`);
      try {
        const report = await settlePeriod(db, type, period, { settledBy: adminNameOf(request), now: now(), preview: mode === 'preview', recompute: mode === 'replay' });
        if (mode !== 'preview') request.log.warn({ type, period: key, paidTotal: report.paidTotal, operator: adminNameOf(request) }, `agent settlement ${mode}`);
        return ok(report);
      } catch (error) {
        if (error instanceof PeriodNotClosedError) throw new HttpError(409, `Period ${key} is not over yet (it ends ${period.end.toISOString()})`);
        throw error;
      }
    },
  );
}
