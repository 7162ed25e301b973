import type { FastifyInstance } from 'fastify';
import { publicKey } from '@suite/shared/contract';
import { serve } from '../../http/serve';
import type { ServerKeys } from './server-keys';

export function registerCryptoRoutes(app: FastifyInstance, { keys }: { keys: ServerKeys }): void {
  serve(app, publicKey, { handler: () => keys.current() });
}
