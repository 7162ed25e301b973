/**
 * The operator's catalogue changes (issue 14; the spec shows no operator screen, see
 * docs/performance.md): switch a game on or off or mark it hot, and reload the operator data after
 * editing the tables straight in the database. Each change reaches every API process at once
 * (catalogue.ts, cache/bus.ts). Behind the named admin accounts (http/admin-auth.ts).
 */
import type { FastifyInstance } from 'fastify';
import { invalidateAllOperatorData } from '../../cache/operator-data';
import type { Database } from '../../db/database';
import { adminAuth } from '../../http/admin-auth';
import { HttpError, ok } from '../../http/envelope';
import { parseDbId } from '../../http/input-guards';
import { invalidateCatalogue } from './catalogue';

export const ADMIN_GAMES_PATH = '/admin/games';
export const ADMIN_OPERATOR_DATA_RELOAD_PATH = '/admin/operator-data/reload';

interface GameChange {
  enabled?: boolean;
  isHot?: boolean;
}

export function registerCatalogueAdminRoutes(app: FastifyInstance, { db, adminToken }: { db: Database; adminToken: string | null }): void {
  const onRequest = adminAuth(app, { db, devSecret: adminToken });

  app.put<{ Params: { id: string }; Body: GameChange }>(
    `${ADMIN_GAMES_PATH}/:id`,
    {
      onRequest,
      schema: {
        params: { type: 'object', properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } } },
        body: {
          type: 'object',
          additionalProperties: false,
          minProperties: 1,
          properties: { enabled: { type: 'boolean' }, isHot: { type: 'boolean' } },
        },
      },
    },
    async (request) => {
      const id = parseDbId(request.params.id);
      const { enabled = null, isHot = null } = request.body;
      const { rows } = id === null
        ? { rows: [] }
        : await db.query<{ id: number; vassalage: string; name: string; enabled: boolean; is_hot: boolean }>(
            `UPDATE game SET enabled = coalesce($2, enabled), is_hot = coalesce($3, is_hot) WHERE id = $1
             RETURNING id, vassalage, name, enabled, is_hot`,
            [id, enabled, isHot],
          );
      const game = rows[0];
      if (!game) throw new HttpError(404, `No game ${request.params.id}`);
      invalidateCatalogue(db);
      request.log.warn({ game }, 'game changed by operator');
      return ok({ id: game.id, vassalage: game.vassalage, name: game.name, enabled: game.enabled, isHot: game.is_hot });
    },
  );

  app.post(ADMIN_OPERATOR_DATA_RELOAD_PATH, { onRequest }, async (request) => {
    const names = invalidateAllOperatorData(db);
    request.log.warn({ names }, 'operator data reloaded by operator');
    return ok({ reloaded: names });
  });
}
