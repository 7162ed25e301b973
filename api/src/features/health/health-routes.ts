import type { FastifyInstance } from 'fastify';
import type { Database, DatabaseKind } from '../../db/database';
import { fail, ok } from '../../http/envelope';

export const HEALTH_PATH = '/healthz';

export function registerHealthRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  app.get(HEALTH_PATH, { config: { rateLimit: false } }, async (request, reply) => {
    try {
      await db.query('SELECT 1');
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unavailable');
      return reply.status(503).send(fail('database unavailable'));
    }
    return ok<{ status: 'ok'; database: DatabaseKind }>({ status: 'ok', database: db.kind });
  });
}
