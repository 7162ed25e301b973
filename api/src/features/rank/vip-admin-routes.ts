/**
 * The operator's VIP routes (scripts/vip), behind the named admin accounts; every call is in the
 * audit log (admin-auth.ts), a change of a level with the values before and after:
 *   GET  /admin/vip/levels            every level with its thresholds and benefits
 *   PUT  /admin/vip/levels/:level     change thresholds and benefits (vip-level-admin.ts rules)
 *   GET  /admin/vip/members/:account  a member's level, progress, upgrades and birthday bonuses
 *   POST /admin/vip/birthday-pass     pay today's birthday bonuses now (the API also does it hourly)
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { adminAuth, noteAdminAudit } from '../../http/admin-auth';
import { HttpError, ok } from '../../http/envelope';
import { readPlayerRank } from './rank-routes';
import { readUpgrades } from './rank-repository';
import { runBirthdayPass } from './vip-birthday';
import { changeLevel, LEVEL_CHANGE_SCHEMA, type LevelChange, levelChangeTypes, readAdminLevels } from './vip-level-admin';

export const ADMIN_VIP_PATH = '/admin/vip';

const levelParams = {
  type: 'object',
  required: ['level'],
  properties: { level: { type: 'string', pattern: '^(0|[1-9][0-9]{0,2})$' } },
};
const accountParams = {
  type: 'object',
  required: ['account'],
  properties: { account: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[^\\u0000-\\u001F\\u007F]+$' } },
};

export function registerVipAdminRoutes(app: FastifyInstance, { db, adminToken, now }: { db: Database; adminToken: string | null; now: () => Date }): void {
  const onRequest = adminAuth(app, { db, devSecret: adminToken });

  app.get(`${ADMIN_VIP_PATH}/levels`, { onRequest }, async () => ok(await readAdminLevels(db)));

  app.put<{ Params: { level: string }; Body: LevelChange }>(
    `${ADMIN_VIP_PATH}/levels/:level`,
    { onRequest, preValidation: levelChangeTypes, schema: { params: levelParams, body: LEVEL_CHANGE_SCHEMA } },
    async (request) => {
      const { before, after } = await changeLevel(db, Number(request.params.level), request.body);
      // What changed, as [before, after] per field.
      const changed = Object.fromEntries(Object.keys(request.body).map((field) => [field, [before[field as keyof LevelChange], after[field as keyof LevelChange]]]));
      noteAdminAudit(request, { level: after.level, changed });
      return ok(after);
    },
  );

  app.get<{ Params: { account: string } }>(`${ADMIN_VIP_PATH}/members/:account`, { onRequest, schema: { params: accountParams } }, async (request) => {
    const account = request.params.account.trim();
    const { rows } = await db.query<{ id: string; account: string; language: 'es' | 'en'; birth_date: string | null }>(
      `SELECT id, account, language, to_char(birth_date, 'YYYY-MM-DD') AS birth_date FROM member WHERE lower(account) = lower($1)`,
      [account],
    );
    const member = rows[0];
    if (!member) throw new HttpError(404, `No member ${account}`);
    const birthdays = await db.query<{ year: number; level: number; amount: string; paid_at: Date }>(
      'SELECT year, level, amount::text AS amount, paid_at FROM vip_birthday_bonus WHERE member_id = $1 ORDER BY year DESC',
      [member.id],
    );
    return ok({
      account: member.account,
      birthDate: member.birth_date,
      rank: await readPlayerRank(db, member.id, 'en', now()),
      upgrades: await readUpgrades(db, member.id, 'en'),
      birthdayBonuses: birthdays.rows.map((row) => ({ year: row.year, level: row.level, amount: row.amount, paidAt: new Date(row.paid_at).toISOString() })),
    });
  });

  app.post(`${ADMIN_VIP_PATH}/birthday-pass`, { onRequest }, async (request) => {
    const pass = await runBirthdayPass(db, now());
    noteAdminAudit(request, { day: pass.day, paid: pass.paid.length });
    return ok(pass);
  });
}
